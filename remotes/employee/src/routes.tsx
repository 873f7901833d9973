import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundScreen, screenPreloader } from '@firm/shared/ui';
import { DashboardPage } from '@firm/shared/features/dashboard/employee/dashboard-page';
import { prefetchEmployeeProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';

// The dashboard comes with the first navigation; the Projects and Reports screens load when first opened.
const MyProjectsPage = lazyScreen(() => import('@firm/shared/features/projects/team/employee-projects').then((m) => m.MyProjectsPage));
const ProjectReportScreen = lazyScreen(() =>
  import('@firm/shared/features/reports/project-report-screen').then((m) => m.ProjectReportScreen),
);

/**
 * Called by the shell as the page opens on /dashboard/employee/<path>: the screen loads beside the portal,
 * and Projects' first page is asked for at once, beside the screen's chunk.
 */
export const preload = screenPreloader({
  tasks: { screen: MyProjectsPage, prefetch: prefetchEmployeeProjectList },
  reports: ProjectReportScreen,
});

export default function RoleRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="tasks" element={<MyProjectsPage />} />
      <Route path="reports" element={<ProjectReportScreen variant="employee" />} />
      <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/employee" />} />
    </Routes>
  );
}
