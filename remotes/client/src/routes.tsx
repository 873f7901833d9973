import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundScreen } from '@firm/shared/ui';
import { DashboardPage } from '@firm/shared/features/client-portal/dashboard/dashboard-page';

// The dashboard comes with the first navigation; My Projects and My Invoices load when first opened.
// My Projects with the documents the firm asked for above the list (issue 25).
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
