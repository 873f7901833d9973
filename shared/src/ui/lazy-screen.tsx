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

/** What a lazily loaded screen offers beside rendering: starting its load before it renders. */
export type LazyScreenComponent<P extends object> = ComponentType<P> & {
  /**
   * Loads the screen's code now and, once loaded, runs the component's own `prefetch` (its first data,
   * e.g. `prefetchServerList`), so that both are under way before React gets to render it.
   */
  preload: () => Promise<void>;
};

/** A screen component that can ask for its first data before it renders (see `preload`). */
export type PrefetchingScreen = { prefetch?: () => void };

/**
 * A screen a remote loads when it is first opened, so a role's first visit downloads its dashboard
 * only. React.lazy remembers a failed load for good, so each mount gets its own lazy component until
 * one load succeeds: after a network error, the portal's Retry (which mounts the screen again) loads
 * it anew. The Suspense boundary sits inside, so a failure reaches the error boundary above. A load in
 * flight (from `preload`) is shared with the render that follows.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { quiet?: boolean } = {},
): LazyScreenComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let inFlight: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (inFlight ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    ));
  function LazyScreen(props: P) {
    const [Pending] = useState(() => (loaded ? null : (lazy(loadOnce) as unknown as ComponentType<P>)));
    const Screen = Pending ?? loaded!;
    return (
      <ScreenSuspense quiet={options.quiet}>
        <Screen {...props} />
      </ScreenSuspense>
    );
  }
  const preload = () =>
    loadOnce().then(({ default: component }) => {
      (component as PrefetchingScreen).prefetch?.();
    });
  return Object.assign(LazyScreen, { preload });
}

/**
 * A dialog a screen opens on demand: its form code (react-hook-form, the form's schema) stays out of
 * the list's first load. Nothing shows while it loads; pair the import with `webpackPrefetch` so the
 * browser fetches it when idle and a click rarely waits.
 */
export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyScreen(load, { quiet: true });

/**
 * A screen in a remote's `screenPreloader` table: the lazy screen alone, or with the prefetch of its
 * first data (`listPrefetch`, declared in a small module of its feature), which then starts at once,
 * beside the screen's chunk, instead of after it.
 */
export type PreloadableScreen =
  { preload: () => Promise<void> } | { screen: { preload: () => Promise<void> }; prefetch: () => void | Promise<unknown> };

/**
 * How long a screen's readiness waits for its first data once asked for: a quick answer lets the page
 * show its rows in its first paint, a slow one is not waited for (the screen shows its loading rows).
 */
export const FIRST_DATA_WAIT_MS = 400;

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * A remote's `preload(path)` (the `./routes` module's named export the shell calls as the page opens):
 * the screen whose route is the path's first segment starts loading, and its declared prefetch asks
 * for its first data now. The promise it returns settles (never rejects) when the screen's code has
 * loaded and its first data is in, or FIRST_DATA_WAIT_MS after it was asked for, whichever is later
 * for the code and sooner for the data: the shell renders the area once, when it is ready, instead of
 * once per piece. A failure is left to the render, which loads it again and shows its error.
 */
export function screenPreloader(screens: Record<string, PreloadableScreen>): (path: string) => Promise<void> {
  return (path) => {
    const segment = path.split('/')[0] ?? '';
    if (!Object.hasOwn(screens, segment)) return Promise.resolve();
    const entry = screens[segment]!;
    if (!('screen' in entry)) return settled(entry.preload());
    let data: Promise<unknown> = Promise.resolve();
    try {
      data = Promise.resolve(entry.prefetch());
    } catch {
      // The screen's own query asks again as it renders.
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dataOrTimeout = Promise.race([
      settled(data),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return Promise.all([settled(entry.screen.preload()), dataOrTimeout]).then(() => undefined);
  };
}
