import type { SxProps, Theme } from '@mui/material';

/** Four stat cards: one a row on a phone, two on a tablet, four on a wide screen. */
export const FOUR_STATS_SX: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
};
