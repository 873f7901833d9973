import { Suspense, lazy } from 'react';
import { SiteApp } from '../public/site-app';
import { isSitePath, useSiteLocation } from '../public/site-router';
import { ToastProvider } from './toast-provider';

// react-router (about 60 KB gzipped) and the portal's routes load only when a portal path opens: a
// first visit of a public page loads the site's own small router (public/site-router.tsx) instead.
const PortalRouter = lazy(() => import('./portal-router').then((m) => ({ default: m.PortalRouter })));

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
