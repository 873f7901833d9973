import { Chip } from '@mui/material';

export type StatusBadgeProps = { active: boolean };

export function StatusBadge({ active }: StatusBadgeProps) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
