import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../public/public-layout';
import { HomePage } from '../public/home-page';
import { AboutPage } from '../public/about-page';
import { ServicesPage } from '../public/services-page';
import { ContactPage } from '../public/contact-page';
import { NotFoundPage } from '../public/not-found-page';
import { ErrorPage } from '../public/error-page';
import { roleAreaReady } from '../remotes/role-area-ready';

/**
 * The sign-in route: plain React and CSS, without the portal's chunk (issue 27). The page loads that
 * itself after the e-mail step, while the code is typed (auth/load-sign-in-session.ts).
 */
const signInRoute = () => import('../auth/sign-in-route').then((m) => ({ Component: m.SignInRoute }));

// The portal (MUI, query cache, remotes) loads only when a portal route is opened, so the public
// pages and the sign-in page do not pay for it.
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'auth/signin', lazy: signInRoute },
      { path: 'login', lazy: signInRoute },
      {
        path: 'dashboard/:role/*',
        // The area renders once its early start is in (see roleAreaReady), not once per piece.
        lazy: () => Promise.all([import('../portal/portal-routes'), roleAreaReady()]).then(([m]) => ({ Component: m.DashboardRoute })),
      },
      { path: 'dev/mailbox', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.MailboxRoute })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
