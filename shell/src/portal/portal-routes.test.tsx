import { screen } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { sessionExpiry } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { DashboardRoute } from './portal-routes';

// The remote bundles are not built in unit tests; the outlet's own tests cover loading them.
jest.mock('../remotes/remote-outlet', () => ({
  RemoteOutlet: ({ role }: { role: string }) => <p>Screens of the {role} area</p>,
}));

const signInAs = (role: string, email = 'asha@example.in') =>
  useSessionStore.getState().signIn('jwt', { id: 41, name: 'Asha Rao', email, role });

function openDashboard(at: string) {
  return renderScreen(<DashboardRoute />, { at, path: '/dashboard/:role/*' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
  mockApi(() => ({ status: 200, data: { success: true, data: { id: 41, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in', phone: '' } } }));
});
afterEach(() => {
  useSessionStore.getState().signOut();
  jest.restoreAllMocks();
});

describe('the dashboard guard', () => {
  it('sends a visitor without a stored e-mail to sign-in', () => {
    openDashboard('/dashboard/admin');
    expect(currentPath()).toBe('/auth/signin');
  });

  it.each([
    ['client', '/dashboard/admin/clients'],
    ['admin', '/dashboard/superadmin/users'],
    ['employee', '/dashboard/supervisor/tasks'],
  ])('sends a signed-in %s away from %s to sign-in', (role, at) => {
    signInAs(role);
    openDashboard(at);
    expect(currentPath()).toBe('/auth/signin');
  });

  it('sends a stored role without a stored e-mail to sign-in', () => {
    signInAs('admin', '');
    openDashboard('/dashboard/admin');
    expect(currentPath()).toBe('/auth/signin');
  });

  it('shows the role’s screens inside the portal layout when the role matches', () => {
    signInAs('supervisor');
    openDashboard('/dashboard/supervisor/tasks');
    expect(currentPath()).toBe('/dashboard/supervisor/tasks');
    expect(screen.getByText('Screens of the supervisor area')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
  });

  it('shows the shell’s own profile page under /profile', async () => {
    signInAs('client');
    openDashboard('/dashboard/client/profile');
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Screens of the client area')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a role that does not exist', () => {
    signInAs('admin');
    openDashboard('/dashboard/partner');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
