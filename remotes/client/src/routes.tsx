import { Route } from 'react-router-dom';
import { AreaRoutes, lazyScreen, screenPreloader } from '@firm/shared/ui';
import { ClientInvoicesPage, prefetchClientInvoiceList } from '@firm/shared/features/billing';
import { loadClientDocuments } from '@firm/shared/features/documents';
import { loadClientProjectsPage, prefetchClientProjectList } from '@firm/shared/features/projects';
import { DashboardPage, prefetchClientDashboard } from './dashboard';

// The dashboard comes with the first navigation; My Projects and My Invoices load when first opened.
// My Projects with the documents the firm asked for above the list.
const ProjectsPage = lazyScreen(() =>
  Promise.all([loadClientProjectsPage(), loadClientDocuments()]).then(
    ([Page, ClientDocuments]) =>
      function MyProjects() {
        return <Page documents={<ClientDocuments />} />;
      },
  ),
);

/**
 * Called by the shell as the page opens on /dashboard/client/<path>: the screen loads beside the portal,
 * and its first data (the dashboard's lists, or My Projects' or My Invoices' first page) is asked for at
 * once, beside the screen's chunk, instead of after the screen has rendered.
 */
export const preload = screenPreloader({
  '': { screen: { preload: () => Promise.resolve() }, prefetch: prefetchClientDashboard },
  tasks: { screen: ProjectsPage, prefetch: prefetchClientProjectList },
  invoices: { screen: ClientInvoicesPage, prefetch: prefetchClientInvoiceList },
});

export default function RoleRoutes() {
  return (
    <AreaRoutes role="client" dashboard={<DashboardPage />}>
      <Route path="tasks" element={<ProjectsPage />} />
      <Route path="invoices" element={<ClientInvoicesPage />} />
    </AreaRoutes>
  );
}
