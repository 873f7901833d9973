import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundScreen, screenPreloader } from '@firm/shared/ui';
import { prefetchClientDashboard } from '@firm/shared/features/client-portal/api/client-dashboard';
import { prefetchClientInvoiceList, prefetchClientProjectList } from '@firm/shared/features/client-portal/api/client-list-prefetch';
import { DashboardPage } from '@firm/shared/features/client-portal/dashboard/dashboard-page';

// The dashboard comes with the first navigation; My Projects and My Invoices load when first opened.
// My Projects with the documents the firm asked for above the list.
const ProjectsPage = lazyScreen(() =>
  Promise.all([
    import('@firm/shared/features/client-portal/projects/projects-page'),
    import('@firm/shared/features/documents/client/client-documents'),
  ]).then(
    ([{ ProjectsPage: Page }, { ClientDocuments }]) =>
      function MyProjects() {
        return <Page documents={<ClientDocuments />} />;
      },
  ),
);
const InvoicesPage = lazyScreen(() => import('@firm/shared/features/client-portal/invoices/invoices-page').then((m) => m.InvoicesPage));

/**
 * Called by the shell as the page opens on /dashboard/client/<path>: the screen loads beside the portal,
 * and its first data (the dashboard's lists, or My Projects' or My Invoices' first page) is asked for at
 * once, beside the screen's chunk, instead of after the screen has rendered.
 */
export const preload = screenPreloader({
  '': { screen: { preload: () => Promise.resolve() }, prefetch: prefetchClientDashboard },
  tasks: { screen: ProjectsPage, prefetch: prefetchClientProjectList },
  invoices: { screen: InvoicesPage, prefetch: prefetchClientInvoiceList },
});

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="tasks" element={<ProjectsPage />} />
      <Route path="invoices" element={<InvoicesPage />} />
      <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/client" />} />
    </Routes>
  );
}
