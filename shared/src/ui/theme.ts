import { createTheme } from '@mui/material';

// The same palette as the public site's stylesheet (shell/src/public/public.css), so both read as one firm.
export const BRAND = {
  navy: '#0b2545',
  blue: '#1d4e89',
  gold: '#c9a227',
  surface: '#f5f7fb',
} as const;

/** The keyboard focus ring: blue on white surfaces, gold on the navy sidebar. */
export const FOCUS_RING = { width: 2, onLight: BRAND.blue, onDark: BRAND.gold } as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.blue, dark: BRAND.navy },
    secondary: { main: BRAND.gold },
    background: { default: BRAND.surface },
    // MUI's default orange and light blue carry white chip text at 3.1:1 and 4.1:1; these reach 4.5:1 (WCAG AA).
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Keyboard focus is always visible (WCAG 2.4.7): MUI's own cue is a faint ripple. Rows of a menu or
    // a list draw it inside, where a neighbour cannot hide it; the navy sidebar draws its own in gold.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `${FOCUS_RING.width}px solid ${FOCUS_RING.onLight}`, outlineOffset: 2 },
          '&.MuiMenuItem-root.Mui-focusVisible, &.MuiListItemButton-root.Mui-focusVisible': { outlineOffset: -FOCUS_RING.width },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex="-1"]:focus-visible': {
          outline: `${FOCUS_RING.width}px solid ${FOCUS_RING.onLight}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8f0' } } },
  },
});
