import { Route } from 'react-router-dom';
import { AreaRoutes, screenPreloader } from '@firm/shared/ui';
import { PROJECT_TABS } from '@firm/shared/features/documents';
import { MyProjectsPage, prefetchEmployeeProjectList, ProjectExtraTabsProvider } from '@firm/shared/features/projects';
import { ProjectReportScreen } from '@firm/shared/features/reports';
import { DashboardPage } from './dashboard';

// The dashboard comes with the first navigation; the Projects and Reports screens load when first opened.

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
    <ProjectExtraTabsProvider tabs={PROJECT_TABS}>
      <AreaRoutes role="employee" dashboard={<DashboardPage />}>
        <Route path="tasks" element={<MyProjectsPage />} />
        <Route path="reports" element={<ProjectReportScreen variant="employee" />} />
      </AreaRoutes>
    </ProjectExtraTabsProvider>
  );
}
