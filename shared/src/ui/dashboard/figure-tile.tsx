import { Box, Typography } from '@mui/material';
import { FigureText } from '../figure-text';

export type FigureTileProps = { label: string; value: string; color?: string };

/** A figure inside a dashboard panel, its label under it. */
export function FigureTile({ label, value, color }: FigureTileProps) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
      <FigureText value={value} sx={{ color }} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
