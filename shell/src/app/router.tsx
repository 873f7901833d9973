import { useEffect } from 'react';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../public/error-page';
import { preloadSitePage } from '../public/site-paths';
import { isSitePath, syncSiteLocation } from '../public/site-router';
import { roleAreaReady } from '../remotes/role-area-ready';

function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}

/**
 * Any other path is the public site's, which renders without react-router (public/site-app.tsx): once
 * its page's code is in, the site takes the address over (app.tsx). The address is read again, not
 * react-router's, which can be behind it for a moment after the site moved it.
 */
function HandBackToSite() {
  useEffect(() => {
    const { pathname } = window.location;
    if (!isSitePath(pathname)) return;
    void preloadSitePage(pathname)
      .catch(() => undefined)
      .then(syncSiteLocation);
  });
  return null;
}

// The portal (MUI, query cache, remotes) loads only when a portal route is opened. The public pages and
// the sign-in page (/auth/signin, /login) are the site's, without react-router (app.tsx).
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'dashboard/:role/*',
        // The area renders once its early start is in (see roleAreaReady), not once per piece.
        lazy: () => Promise.all([import('../portal/portal-routes'), roleAreaReady()]).then(([m]) => ({ Component: m.DashboardRoute })),
      },
      { path: 'dev/mailbox', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.MailboxRoute })) },
      { path: '*', element: <HandBackToSite /> },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** The one browser router, made when a portal path first opens (it reads the address then). */
export function portalRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
