import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { FigureText } from '../figure-text';

export type StatCardProps = {
  label: string;
  value: string;
  caption?: string;
  icon?: ReactNode;
};

/** One headline figure; a named region so it can be found by its label. */
export function StatCard({ label, value, caption, icon }: StatCardProps) {
  return (
    <Paper component="section" aria-label={label} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {/* One line whatever the card's width: the figure shrinks rather than wrap mid-number. */}
        <FigureText value={value} sx={{ mt: 0.5 }} />
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </Box>
      {icon && (
        <Box aria-hidden sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1, display: 'flex' }}>
          {icon}
        </Box>
      )}
    </Paper>
  );
}
