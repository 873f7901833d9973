import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { ProfilePage } from './profile-page';
import { profileRecord } from './testing/profile-record';
import { signOutAfterEachTest } from './testing/profile-session';

// A new address of one's own is used only once the code sent to it is entered.

const OLD = 'meera@sahyadri.in';
const NEW = 'meera.joshi@gmail.com';
const record = (email: string) =>
  profileRecord({
    id: 7,
    first_name: 'Meera',
    last_name: 'Joshi',
    email,
    phone: '9822000001',
    role_name: 'Client',
    role_id: null,
    firm_name: 'Sahyadri Associates',
    designation: 'Director',
    address: 'Shivaji Nagar, Pune',
    client_id: 3,
    client_name: 'Joshi Traders',
  });

function server(
  verify: (request: MockRequest) => { status: number; data: unknown } = () => ({
    status: 200,
    data: { success: true, message: 'Email address updated successfully', data: record(NEW) },
  }),
) {
  return mockApi((request) => {
    if (request.method === 'PUT') {
      return {
        status: 200,
        data: {
          success: true,
          message: `Profile updated successfully. Enter the code sent to ${NEW} to confirm your new email address.`,
          data: record(OLD),
          pending_email: NEW,
        },
      };
    }
    if (request.url.endsWith('/email-change/verify')) return verify(request);
    if (request.url.endsWith('/email-change/resend'))
      return { status: 200, data: { success: true, message: `A new code has been sent to ${NEW}.`, pending_email: NEW } };
    return { status: 200, data: { success: true, data: record(OLD) } };
  });
}

async function saveNewAddress() {
  useSessionStore.getState().signIn('jwt', { id: 7, name: 'Meera Joshi', email: OLD, role: 'client', phone: '9822000001' });
  const view = renderScreen(<ProfilePage />, { at: '/dashboard/client/profile', path: '/dashboard/client/profile' });
  await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveValue('9822000001'));
  await view.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await view.user.clear(screen.getByLabelText('Email'));
  await view.user.type(screen.getByLabelText('Email'), NEW);
  await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const panel = await screen.findByRole('region', { name: 'Confirm your new email address' });
  /** Types `code` into the panel's field (as keys: the field keeps digits only) and presses Confirm Email. */
  const confirmWith = async (code: string) => {
    await view.user.type(within(panel).getByLabelText('Confirmation Code'), code);
    await view.user.click(within(panel).getByRole('button', { name: 'Confirm Email' }));
  };
  return { view, panel, confirmWith };
}

signOutAfterEachTest();

describe('changing one’s own e-mail on the profile page', () => {
  it('keeps the old address after saving and asks for the code sent to the new one', async () => {
    server();
    const { panel } = await saveNewAddress();
    expect(panel).toHaveTextContent(`We sent a 6-digit code to ${NEW}. Your email address changes once you enter it here.`);
    expect(screen.getByLabelText('Email')).toHaveValue(OLD);
    expect(useSessionStore.getState().user?.email).toBe(OLD);
  });

  it('switches to the new address once the code is confirmed', async () => {
    const calls = server();
    const { confirmWith } = await saveNewAddress();
    await confirmWith('12a3456');
    expect(await screen.findByText('Email address updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/verify'))).toEqual({
      method: 'POST',
      url: '/api/v1/users/users/7/email-change/verify',
      body: { otp: '123456' },
    });
    expect(screen.queryByRole('region', { name: 'Confirm your new email address' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().user?.email).toBe(NEW);
    expect(localStorage.getItem('userEmail')).toBe(NEW);
    expect(screen.getByLabelText('Email')).toHaveValue(NEW);
  });

  it('shows the server’s words for a wrong code and keeps the old address', async () => {
    const message = 'The verification code is incorrect. 4 attempts left.';
    server(() => ({ status: 400, data: { success: false, message, errors: [{ field: 'otp', message }] } }));
    const { panel, confirmWith } = await saveNewAddress();
    await confirmWith('000000');
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(useSessionStore.getState().user?.email).toBe(OLD);
  });

  it('refuses a code that is not six digits without calling the server', async () => {
    const calls = server();
    const { panel, confirmWith } = await saveNewAddress();
    await confirmWith('123');
    expect(within(panel).getByText('Please enter a 6-digit verification code')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/verify'))).toBe(false);
  });

  it('sends a new code on Resend code', async () => {
    const calls = server();
    const { view, panel } = await saveNewAddress();
    await view.user.click(within(panel).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(`A new code has been sent to ${NEW}.`)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/v1/users/users/7/email-change/resend')).toBe(true);
  });
});
