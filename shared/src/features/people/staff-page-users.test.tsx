import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { expectFailedLoad, isActiveFilter, listServerReply, openDialog, renderScreen } from '@firm/shared/ui/testing';
import { deferred, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { StaffPage } from './staff-page';
import { USERS_DIRECTORY } from './users-directory';

// The admin's Users screen: what remotes/admin/src/routes.tsx passes the staff page.
const STAFF_ROLES = ['admin', 'supervisor', 'employee'] as const;
const UsersPage = () => (
  <StaffPage
    directory={USERS_DIRECTORY}
    columns={['name', 'email', 'phone', 'role', 'status', 'firm']}
    roleFilter={STAFF_ROLES}
    creatableRoles={STAFF_ROLES}
  />
);

const ravi = {
  id: 11,
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@firm.in',
  phone: '9876500011',
  is_active: true,
  firm_name: 'Kapoor Iyer',
  role_id: 3,
};
const sunita = {
  id: 12,
  first_name: 'Sunita',
  last_name: 'Menon',
  email: 'sunita@firm.in',
  phone: '9876500012',
  is_active: false,
  firm_name: 'Kapoor Iyer',
  role_id: 4,
};
const listed = <T extends object>(extra: T) => ({
  address: null,
  designation: null,
  organization_id: 1,
  created_at: '2026-01-05T00:00:00Z',
  updated_at: '2026-01-05T00:00:00Z',
  ...extra,
});
const people = [listed({ ...ravi, role_name: 'Supervisor' }), listed({ ...sunita, role_name: 'Employee' })];
const usersPage = (req: MockRequest): MockReply =>
  listServerReply(people, req, {
    wrap: (rows) => rows,
    searchIn: (u) => [`${u.first_name} ${u.last_name}`, u.email],
    filters: { ...isActiveFilter, role: (u, value) => u.role_name.toLowerCase() === value },
  });

function api(extra: (req: MockRequest) => MockReply | Promise<MockReply> | undefined = () => undefined) {
  return mockApi(async (req) => {
    const answer = await extra(req);
    if (answer) return answer;
    if (req.url === '/api/v1/users/users') return usersPage(req);
    if (req.url === '/api/v1/users/users/11')
      return { status: 200, data: { success: true, data: { ...people[0], client_id: null, client_name: null } } };
    return { status: 404, data: { success: false, message: 'Not found' } };
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn('jwt', { id: 1, name: 'Asha Admin', email: 'asha@firm.in', role: 'admin', firm_name: 'Kapoor Iyer' });
});
afterEach(() => useSessionStore.getState().signOut());

describe('Users page', () => {
  it('lists the organisation with roles and filters by role, status and search', async () => {
    api();
    const { user } = renderScreen(<UsersPage />);
    expect(screen.getByText('User Directory')).toBeInTheDocument();
    // The filters sit in the page like the other lists' do, not in a card under a heading of their own.
    expect(screen.queryByRole('heading', { name: 'User Directory' })).not.toBeInTheDocument();
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('Supervisor')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Role'));
    await user.click(screen.getByRole('option', { name: 'Employee' }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    expect(screen.getByText('Sunita Menon')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'ravi');
    expect(await screen.findByText('No users match your search criteria')).toBeInTheDocument();
  });

  it('shows the fetch failure with Retry', async () => {
    await expectFailedLoad(<UsersPage />, { message: 'Failed to fetch users', retry: 'Retry' });
  });

  it('opens Add User as an active employee and refuses an incomplete form', async () => {
    const calls = api();
    const { user, dialog } = await openDialog(<UsersPage />, 'Add User');
    expect(within(dialog).getByLabelText('User Type')).toHaveTextContent('Employee');
    expect(within(dialog).getByLabelText('Status')).toHaveTextContent('Active');
    expect(within(dialog).getByLabelText('Status')).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ne3ha!');
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Neha');
    await user.type(within(dialog).getByLabelText(/Email/), 'neha@');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in all required fields correctly.')).toBeInTheDocument();
    // One toast, titled by the first refused field (spec 01 §5), not one per field.
    expect(screen.getByText('Last Name Error')).toBeInTheDocument();
    expect(screen.getAllByText(/ Error$/)).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('registers a supervisor at its path with the signed-in user as creator', async () => {
    const calls = api((req) =>
      req.method === 'POST'
        ? {
            status: 201,
            data: {
              success: true,
              message: 'Supervisor registered successfully',
              data: {
                id: 20,
                firstName: 'Neha',
                lastName: 'Joshi',
                email: 'neha@firm.in',
                phone: '9876543210',
                address: null,
                firmName: 'Kapoor Iyer',
                isActive: true,
                roleId: 3,
                roleName: 'supervisor',
                createdAt: '2026-01-06T00:00:00Z',
                updatedAt: '2026-01-06T00:00:00Z',
              },
            },
          }
        : undefined,
    );
    const { user, dialog } = await openDialog(<UsersPage />, 'Add User');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Neha');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Joshi');
    await user.type(within(dialog).getByLabelText(/Email/), ' Neha@Firm.in');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '98765-43210');
    await user.click(within(dialog).getByLabelText('User Type'));
    await user.click(screen.getByRole('option', { name: 'Supervisor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Supervisor registered successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/auth/register/supervisor',
      params: undefined,
      body: { first_name: 'Neha', last_name: 'Joshi', email: 'neha@firm.in', phone: '9876543210', creator_id: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a refused e-mail on the Email field and takes it away when the address is edited', async () => {
    const taken = 'User with this email already exists';
    api((req) =>
      req.method === 'POST'
        ? { status: 400, data: { success: false, message: taken, errors: [{ field: 'email', message: taken }] } }
        : undefined,
    );
    const { user, dialog } = await openDialog(<UsersPage />, 'Add User');
    await user.type(within(dialog).getByLabelText(/First Name/), 'Neha');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Joshi');
    const email = within(dialog).getByLabelText(/Email/);
    await user.type(email, 'ravi@firm.in');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'false');
    await user.type(email, 'x');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription(taken);
  });

  it('edits a user, refuses blanks and restores on Cancel', async () => {
    api();
    const { user } = renderScreen(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'View Ravi Kumar' }));
    // The dialog shows "Loading user" first, then the loaded one: find the field, then its dialog.
    const first = await screen.findByLabelText(/First Name/);
    const dialog = screen.getByRole('dialog');
    expect(first).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('First Name Error')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Ravi');
    expect(within(dialog).getByLabelText(/First Name/)).toBeDisabled();
  });

  it('switches status at once and reverts when the server refuses', async () => {
    const pending = deferred<MockReply>();
    api((req) => (req.url === '/api/auth/toggle-user-status' ? pending.promise : undefined));
    const { user, dialog } = await openDialog(<UsersPage />, 'View Ravi Kumar');
    const toggle = await within(dialog).findByRole('switch', { name: 'Account status' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(within(dialog).getByText('Updating...')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    pending.resolve({ status: 500, data: { success: false, message: 'x' } });
    expect(await within(dialog).findByText('Failed to update user status')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Account status' })).toBeChecked();
  });

  it('shows Retry when a user cannot be loaded', async () => {
    api((req) => (req.url === '/api/v1/users/users/11' ? { status: 500, data: { success: false, message: 'x' } } : undefined));
    const { user } = renderScreen(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'View Ravi Kumar' }));
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers only what the role passes: its columns, its Role filter, and no Add without roles to create', async () => {
    api();
    const { user } = renderScreen(<StaffPage directory={USERS_DIRECTORY} columns={['name', 'role']} roleFilter={['employee']} />);
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Role', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Role'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Employee']);
  });

  it('lets a role create only the user types it is given', async () => {
    api();
    const { user, dialog } = await openDialog(
      <StaffPage directory={USERS_DIRECTORY} columns={['name']} creatableRoles={['supervisor']} />,
      'Add User',
    );
    expect(within(dialog).getByLabelText('User Type')).toHaveTextContent('Supervisor');
    await user.click(within(dialog).getByLabelText('User Type'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Supervisor']);
  });
});
