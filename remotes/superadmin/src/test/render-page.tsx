import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { theme } from '@firm/shared/ui';

// MUI screens under a busy CI machine can take over the default second to settle.
configure({ asyncUtilTimeout: 5000 });

/** A screen inside the providers the shell gives it, with a fresh cache that does not retry. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="/auth/signin" element={<p>Sign-in page</p>} />
              <Route path="*" element={ui} />
            </Routes>
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user, queryClient };
}
