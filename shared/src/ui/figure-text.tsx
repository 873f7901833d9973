import { Box, Typography, type TypographyProps } from '@mui/material';

export type FigureTextProps = {
  /** The figure as shown ('₹1,74,050.00', '12'). */
  value: string;
  variant?: 'h5' | 'h6' | 'body1' | 'body2';
  /** The largest size, as a CSS length (the variant's own when absent). */
  maxSize?: string;
  sx?: TypographyProps['sx'];
};

const VARIANT_SIZE = { h5: '1.5rem', h6: '1.25rem', body1: '1rem', body2: '0.875rem' } as const;
/** A bold figure's average glyph, in em (digits 0.56, ₹ 0.6, separators narrower), with a margin. */
const GLYPH_EM = 0.62;

/**
 * A figure (money above all) never wraps inside itself ('₹1,74,050.0' / '0' on two lines). It stays on
 * one line and its font shrinks to the width its box gives it: the wrapper is a size container, and the font is
 * at most the box's width over the figure's length in glyphs.
 */
export function FigureText({ value, variant = 'h5', maxSize, sx }: FigureTextProps) {
  const largest = maxSize ?? VARIANT_SIZE[variant];
  const glyphs = Math.max(1, value.length) * GLYPH_EM;
  return (
    <Box sx={{ containerType: 'inline-size', minWidth: 0 }}>
      <Typography
        variant={variant}
        component="p"
        sx={[
          { fontWeight: 700, whiteSpace: 'nowrap', fontSize: `min(${largest}, calc(100cqi / ${glyphs.toFixed(2)}))` },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {value}
      </Typography>
    </Box>
  );
}
