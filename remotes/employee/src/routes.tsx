import { Route, Routes } from 'react-router-dom';
import { lazyDialog, lazyScreen, NotFoundScreen, screenPreloader } from '@firm/shared/ui';
import { DashboardPage } from '@firm/shared/features/dashboard/employee/dashboard-page';
import { prefetchEmployeeProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';
import { ProjectExtraTabsProvider, type ProjectExtraTab } from '@firm/shared/features/projects/components/project-extra-tabs';

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

// Every Project dialog of the role shows the Documents tab, loaded when first opened.
const PROJECT_TABS: readonly ProjectExtraTab[] = [
  {
    label: 'Documents',
    Panel: lazyDialog(() => import('@firm/shared/features/documents/staff/project-documents').then((m) => m.ProjectDocuments)),
  },
];

export default function RoleRoutes() {
  return (
    <ProjectExtraTabsProvider tabs={PROJECT_TABS}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="tasks" element={<MyProjectsPage />} />
        <Route path="reports" element={<ProjectReportScreen variant="employee" />} />
        <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/employee" />} />
      </Routes>
    </ProjectExtraTabsProvider>
  );
}
