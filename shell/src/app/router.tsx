import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../public/public-layout';
import { HomePage } from '../public/home-page';
import { AboutPage } from '../public/about-page';
import { ServicesPage } from '../public/services-page';
import { ContactPage } from '../public/contact-page';
import { NotFoundPage } from '../public/not-found-page';
import { ErrorPage } from '../public/error-page';

// The portal (MUI, query cache, remotes) loads only when a portal or sign-in route is opened,
// so the public pages do not pay for it.
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
      { path: 'auth/signin', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.SignInRoute })) },
      { path: 'login', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.SignInRoute })) },
      { path: 'dashboard/:role/*', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.DashboardRoute })) },
      { path: 'dev/mailbox', lazy: () => import('../portal/portal-routes').then((m) => ({ Component: m.MailboxRoute })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
