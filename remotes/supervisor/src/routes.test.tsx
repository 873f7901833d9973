import { screen } from '@testing-library/react';
import { expectAreaNotFound, renderScreen } from '@firm/shared/ui/testing';
import { projectServer } from '@firm/shared/features/projects/testing';
import { reportRow, reportServer } from '@firm/shared/features/reports/testing';
import RoleRoutes from './routes';

describe('the supervisor area’s routes', () => {
  it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
    expectAreaNotFound(RoleRoutes, 'supervisor');
  });

  it('opens the Projects screen at tasks, the first screen after sign-in', async () => {
    projectServer([]);
    renderScreen(<RoleRoutes />, { at: '/dashboard/supervisor/tasks', path: '/dashboard/supervisor/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Management' })).toBeInTheDocument();
  });

  it('opens the report at reports', async () => {
    reportServer([reportRow(1, { name: 'Audit of the year' })]);
    renderScreen(<RoleRoutes />, { at: '/dashboard/supervisor/reports', path: '/dashboard/supervisor/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
    expect(await screen.findByText('Audit of the year')).toBeInTheDocument();
  });
});
