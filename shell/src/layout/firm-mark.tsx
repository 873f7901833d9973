import { Box } from '@mui/material';
import { BRAND } from '@firm/shared/ui';
import { FIRM_INITIALS } from './firm-initials';

export type FirmMarkProps = {
  size?: number;
  /** On the navy sidebar the square needs an outline to stand out. */
  onDark?: boolean;
};

/** The firm's monogram: navy square, gold initials. */
export function FirmMark({ size = 44, onDark = false }: FirmMarkProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        bgcolor: onDark ? 'rgba(255,255,255,0.06)' : BRAND.navy,
        border: onDark ? `1px solid ${BRAND.gold}66` : 'none',
        color: BRAND.gold,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: size * 0.4,
        letterSpacing: '0.02em',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      {FIRM_INITIALS}
    </Box>
  );
}
