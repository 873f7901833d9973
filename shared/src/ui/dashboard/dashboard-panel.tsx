import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export type DashboardPanelProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/** A titled card; a named region, so assistive technology (and tests) can find it by its title. */
export function DashboardPanel({ title, subtitle, children }: DashboardPanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
