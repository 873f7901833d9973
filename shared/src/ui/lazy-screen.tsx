import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';

/** Where a lazily loaded screen waits. */
export function ScreenSuspense({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <Suspense
      fallback={
        quiet ? null : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
            <CircularProgress aria-label="Loading" />
          </Box>
        )
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * A screen a remote loads when it is first opened, so a role's first visit downloads its dashboard
 * only. React.lazy remembers a failed load for good, so each mount gets its own lazy component until
 * one load succeeds: after a network error, the portal's Retry (which mounts the screen again) loads
 * it anew. The Suspense boundary sits inside, so a failure reaches the error boundary above.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, options: { quiet?: boolean } = {}): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  function LazyScreen(props: P) {
    const [Pending] = useState(() => (loaded ? null : (lazy(loadOnce) as unknown as ComponentType<P>)));
    const Screen = Pending ?? loaded!;
    return (
      <ScreenSuspense quiet={options.quiet}>
        <Screen {...props} />
      </ScreenSuspense>
    );
  }
  return LazyScreen;
}

/**
 * A dialog a screen opens on demand: its form code (react-hook-form, the form's schema) stays out of
 * the list's first load. Nothing shows while it loads; pair the import with `webpackPrefetch` so the
 * browser fetches it when idle and a click rarely waits.
 */
export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyScreen(load, { quiet: true });
