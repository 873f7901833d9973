import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export type PanelGridProps = {
  /** The panels, two to a row from a tablet up, one to a row on a phone. */
  children: ReactNode;
  /** A panel below them that takes the whole row (a summary, recent activity). */
  wide?: ReactNode;
};

/** A dashboard's panels in two even columns, the wide one, if any, across both. */
export function PanelGrid({ children, wide }: PanelGridProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
      {wide ? <Box sx={{ gridColumn: { md: '1 / -1' } }}>{wide}</Box> : null}
    </Box>
  );
}
