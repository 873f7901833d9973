import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

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
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
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
