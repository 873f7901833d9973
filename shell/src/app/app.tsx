import { Suspense, lazy, useState, type ComponentType } from 'react';
import { SiteApp } from '../public/site-app';
import { isSitePath, useSiteLocation } from '../public/site-router';
import { ToastProvider } from './toast-provider';

// react-router (about 60 KB gzipped) and the portal's routes load only when a portal path opens: a
// first visit of a public page loads the site's own small router (public/site-router.tsx) instead.
let loadedPortalRouter: ComponentType | null = null;

/** Loads the portal's router; once in, the App renders it at once (see Portal below). */
export function preloadPortalRouter(): Promise<unknown> {
  return import('./portal-router').then((m) => (loadedPortalRouter = m.PortalRouter));
}

const LazyPortalRouter = lazy(() => preloadPortalRouter().then(() => ({ default: loadedPortalRouter! })));

/**
 * The portal's router, rendered as it is when already loaded (the page opened on a portal path, or the
 * site waited for it before moving there), and kept for the mount, as `lazyScreen` does. Only a router
 * not yet loaded suspends: a suspension commits the Suspense fallback, and React holds back any content
 * that follows a fallback until 300 ms after it (its fallback throttle). The role's area, ready 100 ms
 * later, waited for that timer (bench:first-rows).
 */
function Portal() {
  const [Router] = useState(() => loadedPortalRouter ?? LazyPortalRouter);
  return (
    <Suspense fallback={null}>
      <Router />
    </Suspense>
  );
}

export function App() {
  const { pathname } = useSiteLocation();
  return <ToastProvider>{isSitePath(pathname) ? <SiteApp /> : <Portal />}</ToastProvider>;
}
