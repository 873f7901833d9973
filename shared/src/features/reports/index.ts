import { lazyScreen } from '@firm/shared/ui';

// The reports' door: the admin's Reports, the team's Projects report (each its own chunk), and the admin
// dashboard's panels of the firm's figures, which come with the role's first navigation.

export { AdminStatCards } from './panels/admin-stat-cards';
export { FirmActivityPanel } from './panels/firm-activity-panel';
export { SystemOverviewPanel } from './panels/system-overview-panel';

export const ReportsPage = /* @__PURE__ */ lazyScreen(() => import('./reports-page').then((m) => m.ReportsPage));
export const ProjectReportScreen = /* @__PURE__ */ lazyScreen(() => import('./project-report-screen').then((m) => m.ProjectReportScreen));
