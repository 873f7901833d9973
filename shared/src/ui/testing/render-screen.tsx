import type { ReactElement } from 'react';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme } from '../theme';

// Tests only, through '@firm/shared/ui/testing'; the '@firm/shared/ui' barrel must never re-export it.

// MUI screens under a busy CI machine can take over the default second to settle.
configure({ asyncUtilTimeout: 5000 });

// Lists remember their view per tab (sessionStorage): each test starts from a fresh tab.
afterEach(() => window.sessionStorage.clear());

/** Where the app went: tests read the path from here after a redirect. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{location.pathname}</output>;
}

/** The path the memory router is at now. */
export function currentPath(): string {
  return screen.getByLabelText('current location').textContent ?? '';
}

export type RenderScreenOptions = {
  /** The URL the test starts at. */
  at?: string;
  /** The route pattern `ui` is mounted on; sign-in shows a stand-in page, every other path nothing. */
  path?: string;
  /** For fake timers: `jest.advanceTimersByTime`. */
  advanceTimers?: (ms: number) => void;
  /** The query cache to render with (the runtime's, to see what a prefetch put there); a fresh one by default. */
  queryClient?: QueryClient;
};

/**
 * A screen inside the providers the shell gives it (theme, a fresh query cache that does not retry,
 * toasts) and a memory router, with the LocationProbe beside it.
 */
export function renderScreen(ui: ReactElement, { at = '/', path = '*', advanceTimers, ...options }: RenderScreenOptions = {}) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3} autoHideDuration={4000}>
          {/* A declarative router: the data router's navigation needs fetch's Request, which jsdom lacks. */}
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              {/* First, so it wins over the stand-ins below when a test mounts the real sign-in page. */}
              <Route path={path} element={ui} />
              <Route path="/auth/signin" element={<p>Sign-in page</p>} />
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

/**
 * A field's whole value in one input event, as a paste gives it: for forms whose rules read the value,
 * not the keys. Typing long values key by key (user.type) re-renders a big MUI form per key and made
 * form suites the slowest files of `npm test`; type where the keys matter (a digits-only field).
 */
export async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
