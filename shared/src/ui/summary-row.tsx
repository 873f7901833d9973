import { Box, Typography } from '@mui/material';

export type SummaryRowProps = { label: string; value: string; strong?: boolean };

/** A label on the left and its value on the right, as a dialog's amounts and facts read. */
export function SummaryRow({ label, value, strong = false }: SummaryRowProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}
