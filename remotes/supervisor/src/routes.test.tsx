import { describeAreaRoutes } from '@firm/shared/ui/testing';
import { projectServer } from '@firm/shared/features/projects/testing';
import { reportRow, reportServer } from '@firm/shared/features/reports/testing';
import RoleRoutes from './routes';

const auditReport = () => reportServer([reportRow(1, { name: 'Audit of the year' })]);

// The Projects screen at tasks is the first screen after sign-in.
describeAreaRoutes('supervisor', RoleRoutes, [
  { at: 'tasks', heading: 'Project Management', serve: () => projectServer([]) },
  { at: 'reports', heading: 'Reports & Analytics', serve: auditReport, shows: 'Audit of the year' },
]);
