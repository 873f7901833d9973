import { Route, Routes } from 'react-router-dom';
import { lazyDialog, lazyScreen, NotFoundScreen, screenPreloader } from '@firm/shared/ui';
import { DashboardPage } from '@firm/shared/features/dashboard/supervisor/dashboard-page';
import { prefetchSupervisorProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';
import { ProjectExtraTabsProvider, type ProjectExtraTab } from '@firm/shared/features/projects/components/project-extra-tabs';
import { prefetchComplianceBoard } from '@firm/shared/features/compliance/api/board-prefetch';

// The dashboard comes with the first navigation; the Projects and Reports screens load when first opened.
const ProjectsPage = lazyScreen(() =>
  import('@firm/shared/features/projects/team/supervisor-projects').then((m) => m.SupervisorProjectsPage),
);
const ProjectReportScreen = lazyScreen(() =>
  import('@firm/shared/features/reports/project-report-screen').then((m) => m.ProjectReportScreen),
);

const ComplianceBoardPage = lazyScreen(() =>
  Promise.all([
    import('@firm/shared/features/compliance/compliance-board-page'),
    import('@firm/shared/features/projects/team/edit-project-dialog'),
  ]).then(
    ([{ ComplianceBoardPage: Board }, { EditProjectDialog }]) =>
      function ComplianceBoard() {
        return <Board ProjectDialog={EditProjectDialog} />;
      },
  ),
);

/**
 * Called by the shell as the page opens on /dashboard/supervisor/<path>: the screen loads beside the portal,
 * and Projects' first page is asked for at once, beside the screen's chunk.
 */
export const preload = screenPreloader({
  tasks: { screen: ProjectsPage, prefetch: prefetchSupervisorProjectList },
  reports: ProjectReportScreen,
  compliance: { screen: ComplianceBoardPage, prefetch: prefetchComplianceBoard },
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
        <Route path="tasks" element={<ProjectsPage />} />
        <Route path="reports" element={<ProjectReportScreen variant="staff" />} />
        <Route path="compliance" element={<ComplianceBoardPage />} />
        <Route path="*" element={<NotFoundScreen dashboardPath="/dashboard/supervisor" />} />
      </Routes>
    </ProjectExtraTabsProvider>
  );
}
