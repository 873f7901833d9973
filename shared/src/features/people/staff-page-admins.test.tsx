import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { enter, expectFailedLoad, isActiveFilter, listServerReply, openDialog, renderScreen } from '@firm/shared/ui/testing';
import { deferred, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { StaffPage } from './staff-page';
import { ADMINS_DIRECTORY } from './admins-directory';

// The super admin's Users screen (Admin Management): what remotes/superadmin/src/routes.tsx passes the staff page.
const AdminsPage = () => (
  <StaffPage
    directory={ADMINS_DIRECTORY}
    columns={['name', 'email', 'phone', 'firm', 'status', 'created']}
    creatableRoles={['admin']}
    canRefresh
  />
);

const meera = {
  id: 2,
  first_name: 'Meera',
  last_name: 'Shah',
  email: 'meera@firm.in',
  phone: '9876500002',
  address: null,
  firm_name: 'Kapoor Iyer',
  is_active: true,
  designation: 'Admin',
  role_id: 2,
  role_name: 'Admin',
  created_at: '2026-02-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
};
const arjun = { ...meera, id: 3, first_name: 'Arjun', last_name: 'Nair', email: 'arjun@firm.in', is_active: false };
/** The user as POST /api/auth/register/admin answers it. */
const registered = {
  id: 9,
  firstName: 'Kavya',
  lastName: "D'Cruz",
  email: 'kavya@firm.in',
  phone: '9876543210',
  address: null,
  firmName: 'Kapoor Iyer',
  isActive: true,
  roleId: 2,
  roleName: 'admin',
  createdAt: '2026-02-02T00:00:00Z',
  updatedAt: '2026-02-02T00:00:00Z',
};

function api(extra: (req: MockRequest) => MockReply | Promise<MockReply> | undefined = () => undefined) {
  return mockApi(
    async (req) =>
      (await extra(req)) ??
      listServerReply([meera, arjun], req, {
        wrap: (rows) => rows,
        searchIn: (a) => [`${a.first_name} ${a.last_name}`, a.email],
        filters: isActiveFilter,
      }),
  );
}

function signInAs(id: number | string) {
  useSessionStore.getState().signIn('jwt', { id, name: 'Root User', email: 'root@firm.in', role: 'superadmin' });
}

async function fillAdmin(user: ReturnType<typeof renderScreen>['user'], dialog: HTMLElement) {
  // Whole values (enter): the fields' per-key filters are typed in their own test below.
  await enter(user, within(dialog).getByLabelText(/First Name/), 'Kavya');
  await enter(user, within(dialog).getByLabelText(/Last Name/), "D'Cruz");
  await enter(user, within(dialog).getByLabelText(/Email/), '  Kavya@Firm.IN ');
  await enter(user, within(dialog).getByLabelText(/Phone Number/), '9876543210');
}

/** Opens Add Admin, fills it and sends it: the dialog, to read its answer. */
async function submitNewAdmin() {
  const { user, dialog } = await openDialog(<AdminsPage />, 'Add Admin');
  await fillAdmin(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
  return dialog;
}

/** Opens Meera Shah's details from the list. */
async function viewMeera() {
  const { user } = renderScreen(<AdminsPage />);
  await user.click(await screen.findByRole('button', { name: 'View Meera Shah' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => signInAs(1));
afterEach(() => useSessionStore.getState().signOut());

describe('Admin Management', () => {
  it('lists admins, searches by e-mail, filters by status and refreshes', async () => {
    const calls = api();
    const { user } = renderScreen(<AdminsPage />);
    expect(screen.getByRole('heading', { name: 'Admin Management' })).toBeInTheDocument();
    expect(await screen.findByText('Meera Shah')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'arjun@');
    await waitFor(() => expect(screen.queryByText('Meera Shah')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    expect(await screen.findByText('No admins match your search criteria')).toBeInTheDocument();
    const before = calls.filter((c) => c.url === '/api/v1/users/users/admins').length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/users/users/admins')).toHaveLength(before + 1));
  });

  it('shows a list failure with its prefix and Retry', async () => {
    await expectFailedLoad(<AdminsPage />, { message: 'Failed to fetch admins: Server error occurred', retry: 'Retry' });
  });

  it('checks every Add Admin field and blocks refused characters', async () => {
    const calls = api();
    const { user, dialog } = await openDialog(<AdminsPage />, 'Add Admin');
    expect(within(dialog).getByPlaceholderText('Default Firm Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByPlaceholderText('Default Address')).toHaveAttribute('readonly');
    // Shown as fixed values, not as empty inputs waiting to be filled.
    expect(within(dialog).getByLabelText('Firm Name')).toHaveValue('Default Firm Name');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Default Address');
    expect(within(dialog).getAllByText('Set for every new admin')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    // Spec 01 §5: the first refused field also raises a '{field} Error' toast.
    const toast = (await screen.findByText('First Name Error')).parentElement!;
    expect(within(toast).getByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/First Name/), 'K4vya_');
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Kvya');
    expect(within(dialog).queryByText('First name is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Phone Number/), 'ab98765-4321099');
    expect(within(dialog).getByLabelText(/Phone Number/)).toHaveValue('9876543210');
    await user.clear(within(dialog).getByLabelText(/Phone Number/));
    await user.type(within(dialog).getByLabelText(/Phone Number/), '98765');
    await user.type(within(dialog).getByLabelText(/Email/), 'kavya@firm');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    ['', 'User authentication error. Please log in again.'],
    ['abc', 'Invalid creator ID. Please log in again.'],
    ['-4', 'Invalid creator ID. Please log in again.'],
  ])('refuses to register with creator id %j', async (id, message) => {
    signInAs(id);
    api();
    const dialog = await submitNewAdmin();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('registers an admin, resets the form, reloads the list and closes after 2 s', async () => {
    const calls = api((req) =>
      req.method === 'POST'
        ? { status: 201, data: { success: true, message: 'Admin registered successfully', data: registered } }
        : undefined,
    );
    const dialog = await submitNewAdmin();
    expect(await within(dialog).findByText('Admin registered successfully')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/auth/register/admin',
      body: {
        first_name: 'Kavya',
        last_name: "D'Cruz",
        email: 'kavya@firm.in',
        phone: '9876543210',
        creator_id: 1,
        firm_name: 'Default Firm Name',
        address: 'Default Address',
      },
    });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/users/users/admins').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('sends the user back to sign-in 2 s after a 403', async () => {
    api((req) => (req.method === 'POST' ? { status: 403, data: { success: false, message: 'Forbidden' } } : undefined));
    const dialog = await submitNewAdmin();
    expect(await within(dialog).findByText('Authentication error. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('reloads the list when the database failed during registration', async () => {
    const calls = api((req) =>
      req.method === 'POST'
        ? { status: 500, data: { success: false, message: 'Database connection lost', code: 'DATABASE_UNAVAILABLE' } }
        : undefined,
    );
    const dialog = await submitNewAdmin();
    expect(
      await within(dialog).findByText('Database connection issue detected. The admin may have been created. Refreshing the list...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/users/users/admins')).toHaveLength(2));
  });

  it('edits in the View dialog, restores on Cancel and saves', async () => {
    const calls = api((req) =>
      req.method === 'PUT'
        ? {
            status: 200,
            data: {
              success: true,
              message: 'User updated successfully',
              data: { ...meera, last_name: 'Kapoor', organization_id: 1, client_id: null, client_name: null },
            },
          }
        : undefined,
    );
    const { user, dialog } = await viewMeera();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.clear(within(dialog).getByLabelText(/Last Name/));
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kapoor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByLabelText(/Last Name/)).toHaveValue('Shah');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.clear(within(dialog).getByLabelText(/Last Name/));
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kapoor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('User updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/v1/users/users/2',
      body: {
        first_name: 'Meera',
        last_name: 'Kapoor',
        phone: '9876500002',
        designation: 'Admin',
        email: 'meera@firm.in',
        is_active: true,
      },
    });
  });

  it('refuses to save an admin with blank or malformed fields', async () => {
    const calls = api();
    const { user, dialog } = await viewMeera();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.clear(within(dialog).getByLabelText(/First Name/));
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'meera@');
    await user.clear(within(dialog).getByLabelText(/Phone Number/));
    await user.type(within(dialog).getByLabelText(/Phone Number/), '98765');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reverts the status switch with "Failed to update user status" when the call fails', async () => {
    const pending = deferred<MockReply>();
    api((req) => (req.url === '/api/auth/toggle-user-status' ? pending.promise : undefined));
    const { user, dialog } = await viewMeera();
    await user.click(within(dialog).getByRole('switch', { name: 'Account status' }));
    expect(within(dialog).getByText('Updating...')).toBeInTheDocument();
    pending.resolve({ status: 400, data: { success: false, message: 'Cannot deactivate' } });
    expect(await within(dialog).findByText('Failed to update user status')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Account status' })).toBeChecked();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
  });
});
