import { describeAreaRoutes } from '@firm/shared/ui/testing';
import { projectServer } from '@firm/shared/features/projects/testing';
import { reportRow, reportServer } from '@firm/shared/features/reports/testing';
import RoleRoutes from './routes';

const auditReport = () => reportServer([reportRow(1, { name: 'Audit of the year' })]);

// The Projects screen at tasks is the first screen after sign-in.
describeAreaRoutes('employee', RoleRoutes, [
  { at: 'tasks', heading: 'My Projects', serve: () => projectServer([]) },
  { at: 'reports', heading: 'My Reports & Analytics', serve: auditReport, shows: 'Audit of the year' },
]);
