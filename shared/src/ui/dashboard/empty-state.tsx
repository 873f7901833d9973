import { Typography } from '@mui/material';

export type EmptyStateProps = { message: string };

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
      {message}
    </Typography>
  );
}
