import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi, type MockReply } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { ProfilePage } from './profile-page';
import { profileRecord } from './testing/profile-record';
import { signOutAfterEachTest } from './testing/profile-session';

const record = profileRecord();
/** GET /api/v1/users/users/41 as the server answers it. */
const profileAnswer = { success: true, data: record };

function openProfile({ id = 41, token = 'jwt' }: { id?: number | string; token?: string } = {}) {
  useSessionStore.getState().signIn(token, { id, name: 'Asha Rao', email: 'asha@example.in', role: 'admin', phone: '9000000000' });
  if (!token) useSessionStore.getState().clearTokens();
  return renderScreen(<ProfilePage />, { at: '/dashboard/admin/profile', path: '/dashboard/admin/profile' });
}

const field = (label: string) => screen.getByLabelText(label);

signOutAfterEachTest();
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the profile page', () => {
  it('shows the name, the role and the server’s details, read-only until Edit Profile', async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: { ...record, phone: '9876543210' } } }));
    openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number']) expect(field(label)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('restores the saved values on Cancel', async () => {
    mockApi(() => ({ status: 200, data: profileAnswer }));
    const view = openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('First Name')).toBeEnabled();
    await view.user.clear(field('First Name'));
    await view.user.type(field('First Name'), 'Someone');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('saves the changes, says so, and updates the stored name and phone', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const calls = mockApi((request) =>
      request.method === 'PUT'
        ? new Promise<MockReply>((resolve) => (answer = resolve))
        : { status: 200, data: { success: true, data: record } },
    );
    const view = openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await view.user.clear(field('Last Name'));
    await view.user.type(field('Last Name'), 'Iyer');
    await view.user.clear(field('Phone Number'));
    await view.user.type(field('Phone Number'), '9123456780');
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const body = { first_name: 'Asha', last_name: 'Iyer', email: 'asha@example.in', phone: '9123456780', is_active: true };
    expect(calls.at(-1)).toEqual({ method: 'PUT', url: '/api/v1/users/users/41', body });
    answer({ status: 200, data: { success: true, message: 'User updated', data: { ...record, ...body } } });

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(field('Last Name')).toBeDisabled();
    expect(field('Last Name')).toHaveValue('Iyer');
    expect(screen.getByRole('heading', { name: 'Asha Iyer' })).toBeInTheDocument();
    expect(localStorage.getItem('userName')).toBe('Asha Iyer');
    expect(localStorage.getItem('userPhone')).toBe('9123456780');
  });

  it.each([
    [400, { success: false, message: 'Phone number already in use' }, 'Phone number already in use'],
    [404, { success: false, message: 'x' }, 'User not found'],
    [422, { detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'x' }] }, 'Validation error. Please check your input.'],
    [403, { success: false, message: 'x' }, 'Authentication failed. Please sign in again.'],
    [500, { success: false }, 'Failed to update profile. Please try again.'],
  ])('explains a %i on save and stays in edit mode', async (status, data, message) => {
    mockApi((request) => (request.method === 'PUT' ? { status, data } : { status: 200, data: profileAnswer }));
    const view = openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toast = (await screen.findByText(message)).parentElement!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(field('First Name')).toBeEnabled();
  });

  it('puts a refusal the server gives for a field under that field, beside the Error toast', async () => {
    const refusal = {
      success: false,
      message: 'Phone number already in use',
      code: 'VALIDATION',
      errors: [{ field: 'phone', message: 'Phone number already in use' }],
    };
    mockApi((request) => (request.method === 'PUT' ? { status: 409, data: refusal } : { status: 200, data: profileAnswer }));
    const view = openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Phone Number')).toHaveAccessibleDescription('Phone number already in use');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Error')).toBeInTheDocument();
    // Editing the field clears its error; the form stays open for another try.
    await view.user.type(field('Phone Number'), '1');
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'false');
    expect(field('First Name')).toBeEnabled();
  });

  it('checks the fields as the server does before sending anything', async () => {
    const calls = mockApi(() => ({ status: 200, data: profileAnswer }));
    const view = openProfile();
    await waitFor(() => expect(field('Phone Number')).toHaveValue('9876543210'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await view.user.clear(field('First Name'));
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First Name Error')).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('falls back to the stored values with a Warning when the profile cannot be loaded', async () => {
    mockApi(() => ({ status: 500, data: { success: false, message: 'down' } }));
    openProfile();
    expect(await screen.findByText('Using cached profile data. Some information may be outdated.')).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('Last Name')).toHaveValue('Rao');
    expect(field('Phone Number')).toHaveValue('9000000000');
  });

  it('refuses a stored user id that is not a number', async () => {
    const calls = mockApi(() => ({ status: 200, data: profileAnswer }));
    openProfile({ id: 'abc' });
    expect(await screen.findAllByText('Invalid user ID. Please sign in again.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('asks to sign in again when no token is stored', async () => {
    const calls = mockApi(() => ({ status: 200, data: profileAnswer }));
    openProfile({ token: '' });
    expect(await screen.findAllByText('Please sign in again')).not.toHaveLength(0);
    expect(screen.getAllByText('Authentication Error')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
    expect(field('First Name')).toHaveValue('Asha');
  });
});
