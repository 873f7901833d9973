import { Suspense, lazy, type ComponentType } from 'react';
import { SiteApp } from '../public/site-app';
import { isSitePath, useSiteLocation } from '../public/site-router';
import { ToastProvider } from './toast-provider';

// react-router (about 60 KB gzipped) and the portal's routes load only when a portal path opens: a
// first visit of a public page loads the site's own small router (public/site-router.tsx) instead.
let loadedPortalRouter: ComponentType | null = null;

/** Loads the portal's router; once in, the App renders it at once (see PortalRouter below). */
export function preloadPortalRouter(): Promise<unknown> {
  return import('./portal-router').then((m) => (loadedPortalRouter = m.PortalRouter));
}

// Loaded already (the page opened on a portal path, or the site waited for it before moving there), the
// router is handed to React.lazy as settled: React then renders it in the same pass instead of
// suspending. A suspension would commit the Suspense fallback, and React holds back any content that
// follows a fallback until 300 ms after it (its fallback throttle): the role's area, ready 100 ms
// later, waited for that timer (bench:first-rows).
const PortalRouter = lazy(() =>
  loadedPortalRouter
    ? ({ then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loadedPortalRouter! }) } as Promise<{
        default: ComponentType;
      }>)
    : preloadPortalRouter().then(() => ({ default: loadedPortalRouter! })),
);

export function App() {
  const { pathname } = useSiteLocation();
  return (
    <ToastProvider>
      {isSitePath(pathname) ? (
        <SiteApp />
      ) : (
        <Suspense fallback={null}>
          <PortalRouter />
        </Suspense>
      )}
    </ToastProvider>
  );
}
