import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockReply, MockRequest } from '@firm/shared/runtime/testing';
import { profileRecord } from '../profile/testing/profile-record';
import { fakeServer, inlineAlert, renderSignIn, resetSessionAroundEachTest, currentPath } from './testing/sign-in-harness';

// An address with several client accounts picks one after the code; an inactive
// account is told whom to ask.

const EMAIL = 'lata@ledger.in';
const account = (account_id: number, client_name: string, firm_name: string) => ({
  account_id,
  name: 'Lata Kulkarni',
  role: 'client',
  user_type: 'client',
  client_name,
  firm_name,
});
const CHOICE: MockReply = {
  status: 200,
  data: {
    success: true,
    message: 'Choose an account',
    data: {
      selection_token: 'S'.repeat(43),
      accounts: [account(11, 'Sharma Textiles', 'Kapoor Iyer & Co.'), account(52, 'Deccan Spices LLP', 'Rao & Associates')],
    },
  },
};
const signedInAs = (id: number, clientName: string): MockReply => ({
  status: 200,
  data: {
    success: true,
    message: 'Login successful',
    data: {
      access_token: `jwt-${id}`,
      user: {
        id,
        name: 'Lata Kulkarni',
        email: EMAIL,
        role: 'client',
        client_id: id * 10,
        client_name: clientName,
        user_type: 'client',
        firm_name: 'Rao & Associates',
        organization_id: 2,
        is_active: true,
        phone: null,
        permissions: [],
      },
    },
  },
});

function server(answers: Record<string, MockReply>) {
  return fakeServer((request: MockRequest) => {
    const found = Object.entries(answers).find(([url]) => request.url.startsWith(url));
    if (found) return found[1];
    if (request.url === '/api/auth/request-otp') return { status: 200, data: { success: true, message: 'OTP sent to your email' } };
    if (request.url.startsWith('/api/v1/users/users/')) {
      const profile = { first_name: 'Lata', last_name: 'Kulkarni', email: EMAIL, role_name: 'Client', role_id: null };
      return { status: 200, data: { success: true, data: profileRecord(profile) } };
    }
    return { status: 200, data: { success: true, message: 'Signed out' } };
  });
}

async function verifyCode(view: ReturnType<typeof renderSignIn>, tab: 'Staff Login' | 'Client Login' = 'Client Login') {
  await view.user.click(screen.getByRole('tab', { name: tab }));
  await view.user.type(screen.getByLabelText('Email Address'), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await view.user.type(await screen.findByLabelText('Verification Code'), '123456');
  await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

resetSessionAroundEachTest();

describe('choosing an account after the code', () => {
  it('lists the companies of the address and signs in to the one picked', async () => {
    jest.useFakeTimers();
    const calls = server({ '/api/auth/verify-otp': CHOICE, '/api/auth/select-account': signedInAs(52, 'Deccan Spices LLP') });
    const view = renderSignIn(jest.advanceTimersByTime);
    await verifyCode(view);

    const list = await screen.findByRole('list', { name: 'Choose an account' });
    expect(localStorage.getItem('authToken')).toBeNull();
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sharma Textileswith Kapoor Iyer & Co.',
      'Deccan Spices LLPwith Rao & Associates',
    ]);

    await view.user.click(within(list).getByRole('button', { name: /Deccan Spices LLP/ }));
    expect(await screen.findAllByText('Login Successful')).not.toHaveLength(0);
    expect(calls.find((call) => call.url === '/api/auth/select-account')).toEqual({
      method: 'POST',
      url: '/api/auth/select-account',
      body: { selection_token: 'S'.repeat(43), account_id: 52 },
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-52');
    expect(localStorage.getItem('clientName')).toBe('Deccan Spices LLP');
    act(() => jest.advanceTimersByTime(1500));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/client'));
  });

  it('sends the person back to the e-mail step with the server’s words when the choice has expired', async () => {
    server({
      '/api/auth/verify-otp': CHOICE,
      '/api/auth/select-account': {
        status: 400,
        data: { success: false, message: 'This sign-in has expired. Please request a new code.' },
      },
    });
    const view = renderSignIn();
    await verifyCode(view);
    await view.user.click(await screen.findByRole('button', { name: /Sharma Textiles/ }));
    expect(await within(await waitFor(inlineAlert)).findByText('This sign-in has expired. Please request a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue(EMAIL);
    expect(screen.queryByRole('list', { name: 'Choose an account' })).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('turns client accounts away on the Staff tab without asking which one', async () => {
    const calls = server({ '/api/auth/verify-otp': CHOICE });
    const view = renderSignIn();
    await verifyCode(view, 'Staff Login');
    const alert = await waitFor(inlineAlert);
    expect(within(alert).getByText(/This email is registered as a client\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose an account' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/auth/select-account');
  });

  it('goes back to the e-mail with Change Email Address', async () => {
    server({ '/api/auth/verify-otp': CHOICE });
    const view = renderSignIn();
    await verifyCode(view);
    await screen.findByRole('list', { name: 'Choose an account' });
    await view.user.click(screen.getByRole('button', { name: 'Change Email Address' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue(EMAIL);
  });
});

describe('an inactive account', () => {
  it('is told that the account is inactive and whom to ask, not that the e-mail is unknown', async () => {
    const message = 'This staff account is inactive. Please ask the administrator of Kapoor Iyer & Co. to reactivate it.';
    server({ '/api/auth/request-otp': { status: 403, data: { success: false, message } } });
    const view = renderSignIn();
    await view.user.type(screen.getByLabelText('Email Address'), 'former@kapooriyer.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await within(await waitFor(inlineAlert)).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Staff email not found/)).not.toBeInTheDocument();
  });
});
