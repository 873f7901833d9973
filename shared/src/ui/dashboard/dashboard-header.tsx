import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export type DashboardHeaderProps = { title: string; subtitle: ReactNode; badge?: ReactNode };

/** A dashboard's welcome: the page's one h1, an optional badge beside it and a line under it. */
export function DashboardHeader({ title, subtitle, badge }: DashboardHeaderProps) {
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
      {title}
    </Typography>
  );
  return (
    <Box component="header">
      {badge ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {heading}
          {badge}
        </Box>
      ) : (
        heading
      )}
      {/* The line may be an e-mail address: it must wrap anywhere on a phone. */}
      <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
