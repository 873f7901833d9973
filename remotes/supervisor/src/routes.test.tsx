import { screen } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { projectServer } from '@firm/shared/features/projects/testing/project-server';
import { reportRow, reportServer } from '@firm/shared/features/reports/testing/report-server';
import RoleRoutes from './routes';

describe('the supervisor area’s routes', () => {
  it('shows the not-found page, with links to the dashboard and home, for a path the area does not have', () => {
    mockApi(() => ({ status: 200, data: { success: true, data: [] } }));
    renderScreen(<RoleRoutes />, { at: '/dashboard/supervisor/no-such-page', path: '/dashboard/supervisor/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard/supervisor');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(currentPath()).toBe('/dashboard/supervisor/no-such-page');
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
