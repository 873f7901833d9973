import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A screen a remote loads when it is first opened, so a role's first visit downloads its dashboard
 * only. React.lazy remembers a failed load for good; here a failure makes the next render load anew,
 * so the portal's Retry panel can bring the screen back after a network error.
 */
export function lazyScreen<P extends object>(load: Loader<P>): ComponentType<P> {
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = create();
          throw error;
        },
      ),
    );
  let current = create();
  function LazyScreen(props: P) {
    const Screen = current as unknown as ComponentType<P>;
    return <Screen {...props} />;
  }
  return LazyScreen;
}

/** Where a remote's lazily loaded screens wait (inside the shell, and on a remote's standalone page). */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
