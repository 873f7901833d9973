import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { queryClient } from '@firm/shared/runtime';
import { theme } from './theme';

/**
 * A remote's own page for its team (`npm run dev -w remotes/<role>`): the providers the shell would
 * give it, around its exposed routes, under the same base path as in the portal.
 */
export function mountStandalone(role: string, Routes: ComponentType): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
            <BrowserRouter basename={`/dashboard/${role}`}>
              <Routes />
            </BrowserRouter>
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
