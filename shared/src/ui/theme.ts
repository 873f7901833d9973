import { createTheme } from '@mui/material';

// The same palette as the public site's stylesheet (shell/src/public/public.css), so both read as one firm.
export const BRAND = {
  navy: '#0b2545',
  blue: '#1d4e89',
  gold: '#c9a227',
  surface: '#f5f7fb',
} as const;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.blue, dark: BRAND.navy },
    secondary: { main: BRAND.gold },
    background: { default: BRAND.surface },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e3e8f0' } } },
  },
});
