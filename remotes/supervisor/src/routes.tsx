import { Route } from 'react-router-dom';
import { AreaRoutes, screenPreloader } from '@firm/shared/ui';
import { complianceBoardWith, prefetchComplianceBoard } from '@firm/shared/features/compliance';
import { PROJECT_TABS } from '@firm/shared/features/documents';
import {
  loadEditProjectDialog,
  prefetchSupervisorProjectList,
  ProjectExtraTabsProvider,
  SupervisorProjectsPage,
} from '@firm/shared/features/projects';
import { ProjectReportScreen } from '@firm/shared/features/reports';
import { DashboardPage } from './dashboard';

// The dashboard comes with the first navigation; the Projects and Reports screens load when first opened.
// The compliance board opens the supervisor's own Project dialog.
const ComplianceBoardPage = complianceBoardWith(loadEditProjectDialog);

/**
 * Called by the shell as the page opens on /dashboard/supervisor/<path>: the screen loads beside the portal,
 * and Projects' first page is asked for at once, beside the screen's chunk.
 */
export const preload = screenPreloader({
  tasks: { screen: SupervisorProjectsPage, prefetch: prefetchSupervisorProjectList },
  reports: ProjectReportScreen,
  compliance: { screen: ComplianceBoardPage, prefetch: prefetchComplianceBoard },
});

export default function RoleRoutes() {
  return (
    <ProjectExtraTabsProvider tabs={PROJECT_TABS}>
      <AreaRoutes role="supervisor" dashboard={<DashboardPage />}>
        <Route path="tasks" element={<SupervisorProjectsPage />} />
        <Route path="reports" element={<ProjectReportScreen variant="staff" />} />
        <Route path="compliance" element={<ComplianceBoardPage />} />
      </AreaRoutes>
    </ProjectExtraTabsProvider>
  );
}
