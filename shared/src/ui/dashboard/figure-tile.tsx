import { Box, Typography } from '@mui/material';

export type FigureTileProps = { label: string; value: string; color?: string };

/** A figure inside a dashboard panel, its label under it. */
export function FigureTile({ label, value, color }: FigureTileProps) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
