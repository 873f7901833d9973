import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@firm/shared/ui';

/** Where the app went: tests read the path from here after a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{location.pathname}</output>;
}

/** The path the memory router is at now. */
export function currentPath(): string {
  return screen.getByLabelText('current location').textContent ?? '';
}

export type RenderPortalOptions = {
  /** The URL the test starts at. */
  at: string;
  /** The route pattern the element is mounted on; every other path renders nothing but the LocationProbe. */
  path: string;
  /** For fake timers: `jest.advanceTimersByTime`. */
  advanceTimers?: (ms: number) => void;
};

/** Renders `element` inside the portal's providers (theme, a fresh query cache, toasts) and a memory router. */
export function renderPortal(element: ReactElement, { at, path, advanceTimers }: RenderPortalOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={5} autoHideDuration={4000}>
          {/* A declarative router: the data router's navigation needs fetch's Request, which jsdom lacks. */}
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, user, queryClient };
}
