import { lazyScreen } from '@firm/shared/ui';

// The Projects capability's door: every role's Projects screen (each its own chunk), their lists' light
// prefetches, the slot other capabilities' tabs fill, the Project dialogs other screens open, and the
// team dashboards' panels, which come with the role's first navigation.

export { prefetchEmployeeProjectList, prefetchProjectList, prefetchSupervisorProjectList } from './api/project-list-prefetch';
export { prefetchClientProjectList } from './api/client-project-list-prefetch';
export { ProjectExtraTabsProvider, type ProjectExtraTab } from './components/project-extra-tabs';
export { ProjectManagementPanel } from './panels/project-management-panel';
export { RecentProjectUpdatesPanel } from './panels/recent-project-updates-panel';
export { TeamPerformancePanel } from './panels/team-performance-panel';
export { ActiveProjectsPanel } from './panels/active-projects-panel';
export { EmployeeStatCards } from './panels/employee-stat-cards';
export { RecentSubmissionsPanel } from './panels/recent-submissions-panel';
export { PerformanceSummaryPanel } from './panels/performance-summary-panel';
export { prefetchDashboardProjects, useDashboardProjects } from './client/dashboard-projects';
export { ClientProjectList } from './client/client-project-list';
export type { ClientProjectsPageProps } from './client/client-projects-page';

/** The admin's Projects. */
export const ProjectsPage = /* @__PURE__ */ lazyScreen(() => import('./projects-page').then((m) => m.ProjectsPage));
/** The supervisor's Projects. */
export const SupervisorProjectsPage = /* @__PURE__ */ lazyScreen(() =>
  import('./team/supervisor-projects').then((m) => m.SupervisorProjectsPage),
);
/** The employee's My Projects. */
export const MyProjectsPage = /* @__PURE__ */ lazyScreen(() => import('./team/employee-projects').then((m) => m.MyProjectsPage));

/** The admin's Project dialog, for a screen of another capability (the compliance board) to open. */
export const loadProjectDetailsDialog = () => import('./components/project-details-dialog').then((m) => m.ProjectDetailsDialog);
/** The supervisor's Project dialog, for a screen of another capability (the compliance board) to open. */
export const loadEditProjectDialog = () => import('./team/edit-project-dialog').then((m) => m.EditProjectDialog);
/** The client's My Projects, for the remote to put the documents the firm asked for above its list. */
export const loadClientProjectsPage = () => import('./client/client-projects-page').then((m) => m.ClientProjectsPage);
