import { screen, waitFor, within } from '@testing-library/react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useSessionStore } from '@firm/shared/runtime';
import { queryClient, sessionExpiry } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { takeReturnPath } from '@firm/shared/runtime';
import { DashboardRoute } from './portal-routes';
import { profileRecord } from '../profile/testing/profile-record';

// The remote bundles are not built in unit tests; the outlet's own tests cover loading them.
jest.mock('../remotes/remote-outlet', () => ({
  RemoteOutlet: ({ role, onRetry }: { role: string; onRetry: () => void }) => (
    <div>
      <p>Screens of the {role} area</p>
      <button onClick={onRetry}>Retry</button>
    </div>
  ),
}));
jest.mock('../remotes/remote-modules', () => ({ loadRoleNav: jest.fn(), loadedRoleNav: () => undefined }));
import { loadRoleNav } from '../remotes/remote-modules';

const loadNav = loadRoleNav as jest.MockedFunction<typeof loadRoleNav>;
const sidebarLabels = () =>
  within(screen.getByRole('navigation', { name: 'Portal' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const signInAs = (role: string, email = 'asha@example.in') =>
  useSessionStore.getState().signIn('jwt', { id: 41, name: 'Asha Rao', email, role });

function openDashboard(at: string) {
  return renderScreen(<DashboardRoute />, { at, path: '/dashboard/:role/*' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
  mockApi((request) => ({
    status: 200,
    data:
      request.url === '/api/auth/logout' ? { success: true, message: 'Signed out' } : { success: true, data: profileRecord({ phone: '' }) },
  }));
  loadNav.mockReset();
  loadNav.mockResolvedValue([{ label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 }]);
});
afterEach(() => {
  // DashboardRoute provides the page's own query client, which would carry one test's remote links into the next.
  queryClient.clear();
  useSessionStore.getState().signOut();
  jest.restoreAllMocks();
});

describe('the dashboard guard', () => {
  it('sends a visitor without a stored e-mail to sign-in', () => {
    openDashboard('/dashboard/admin');
    expect(currentPath()).toBe('/auth/signin');
  });

  it('remembers the deep link a signed-out visitor opened, for after sign-in', () => {
    openDashboard('/dashboard/admin/clients?status=inactive');
    expect(currentPath()).toBe('/auth/signin');
    expect(takeReturnPath('admin')).toBe('/dashboard/admin/clients?status=inactive');
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

  it('leaves nothing in browser storage after Sign Out, not even the page it left (spec 01 §4)', async () => {
    signInAs('admin');
    const { user } = openDashboard('/dashboard/admin/clients?status=inactive');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/signin'));
    expect(sessionStorage.getItem('returnPath')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
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

  it('loads nothing of a remote before the role is checked', () => {
    signInAs('client');
    openDashboard('/dashboard/admin');
    expect(loadNav).not.toHaveBeenCalled();
  });

  it('opens the sidebar with the links the role’s remote declares, and the shell’s Profile', async () => {
    signInAs('supervisor');
    openDashboard('/dashboard/supervisor');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sidebarLabels()).toEqual(['Dashboard', 'Profile']);
    expect(loadNav).toHaveBeenCalledWith('supervisor');
  });

  it('keeps Profile when the remote’s navigation fails, and loads it again on the area’s Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadNav.mockRejectedValueOnce(new Error('Loading script failed'));
    signInAs('employee');
    const view = openDashboard('/dashboard/employee');
    await screen.findByText('Screens of the employee area');
    await waitFor(() => expect(screen.queryByTestId('nav-skeleton')).not.toBeInTheDocument());
    expect(sidebarLabels()).toEqual(['Profile']);
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sidebarLabels()).toEqual(['Dashboard', 'Profile']);
    expect(loadNav).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page for a role that does not exist', () => {
    signInAs('admin');
    openDashboard('/dashboard/partner');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});
