import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { sessionExpiry } from '@firm/shared/runtime';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { SignInPage } from './sign-in-page';

const userOf = (role: string, name = 'Asha Rao') => ({
  id: 41,
  name,
  email: 'asha@example.in',
  role,
  is_active: true,
  phone: '9876543210',
  permissions: [],
  client_id: role === 'client' ? 7 : null,
  client_name: role === 'client' ? 'Sharma Textiles' : null,
  user_type: role === 'client' ? 'client' : 'staff',
  firm_name: 'Kapoor Iyer & Co.',
  organization_id: 1,
});

const verified = (role: string): MockReply => ({
  status: 200,
  data: { success: true, message: 'Signed in', data: { access_token: 'jwt-1', refresh_token: 'refresh-secret', user: userOf(role) } },
});

type ServerOptions = { verify?: MockReply; answer?: (request: MockRequest) => MockReply | Promise<MockReply> | undefined };

/** A server that sends codes, answers verify-otp with `verify` and serves the profile; `answer` goes first. */
function server({ verify = verified('admin'), answer }: ServerOptions = {}) {
  return mockApi((request) => {
    const special = answer?.(request);
    if (special) return special;
    if (request.url === '/api/auth/request-otp') return { status: 200, data: { success: true, message: 'OTP sent to your email' } };
    if (request.url === '/api/auth/verify-otp') return verify;
    if (request.url.startsWith('/api/v1/users/users/')) {
      return {
        status: 200,
        data: { success: true, data: { id: 41, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in', phone: '9876543210' } },
      };
    }
    return { status: 200, data: { success: true } };
  });
}

/** Every call to `url` gets `reply`. */
const on = (url: string, reply: MockReply | Promise<MockReply>): ServerOptions => ({
  answer: (request) => (request.url.startsWith(url) ? reply : undefined),
});

function renderSignIn(advanceTimers?: (ms: number) => void) {
  return renderScreen(<SignInPage />, { at: '/auth/signin', path: '/auth/signin', advanceTimers });
}

type Screen = ReturnType<typeof renderSignIn>;

async function reachCodeStep({ user }: Screen, email = 'asha@example.in', tab: 'Staff Login' | 'Client Login' = 'Staff Login') {
  await user.click(screen.getByRole('tab', { name: tab }));
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('Verification Code');
}

async function enterCode(view: Screen, code = '123456') {
  await view.user.type(screen.getByLabelText('Verification Code'), code);
  await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

const inlineAlert = () => screen.getAllByRole('alert').find((node) => node.classList.contains('MuiAlert-root'))!;

beforeEach(() => {
  jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  useSessionStore.getState().signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('signing in', () => {
  it('sends a code, verifies it, stores the session and moves to the role’s home after 1.5 seconds', async () => {
    jest.useFakeTimers();
    const calls = server();
    const view = renderSignIn(jest.advanceTimersByTime);
    await reachCodeStep(view);
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/auth/request-otp', body: { email: 'asha@example.in', user_type: 'staff' } });
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();

    await enterCode(view);
    expect(await screen.findAllByText('Login Successful')).not.toHaveLength(0);
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/api/auth/verify-otp',
      body: { email: 'asha@example.in', otp: '123456', user_type: 'staff' },
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-1');
    expect(localStorage.getItem('userRole')).toBe('admin');
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-secret');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/v1/users/users/41'));

    act(() => jest.advanceTimersByTime(1400));
    expect(currentPath()).toBe('/auth/signin');
    act(() => jest.advanceTimersByTime(100));
    expect(currentPath()).toBe('/dashboard/admin/tasks');
  });

  it.each([
    ['Super Admin', '/dashboard/superadmin/users', 'Staff Login'],
    ['admin', '/dashboard/admin/tasks', 'Staff Login'],
    ['supervisor', '/dashboard/supervisor/tasks', 'Staff Login'],
    ['employee', '/dashboard/employee/tasks', 'Staff Login'],
    ['client_contact', '/dashboard/client', 'Client Login'],
  ] as const)('sends a signed-in %s to %s', async (role, target, tab) => {
    jest.useFakeTimers();
    server({ verify: verified(role) });
    const view = renderSignIn(jest.advanceTimersByTime);
    await reachCodeStep(view, 'asha@example.in', tab);
    await enterCode(view);
    await screen.findAllByText('Login Successful');
    act(() => jest.advanceTimersByTime(1500));
    expect(currentPath()).toBe(target);
  });

  it('still signs in when the profile cannot be loaded afterwards', async () => {
    jest.useFakeTimers();
    server({ verify: verified('employee'), ...on('/api/v1/users', { status: 500, data: { success: false, message: 'down' } }) });
    const view = renderSignIn(jest.advanceTimersByTime);
    await reachCodeStep(view);
    await enterCode(view);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    act(() => jest.advanceTimersByTime(1500));
    expect(currentPath()).toBe('/dashboard/employee/tasks');
  });

  it('returns to the page the user was on when the session ended, not the role’s home', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem('returnPath', '/dashboard/admin/clients?status=inactive');
    server({ verify: verified('admin') });
    const view = renderSignIn(jest.advanceTimersByTime);
    await reachCodeStep(view);
    await enterCode(view);
    await screen.findAllByText('Login Successful');
    act(() => jest.advanceTimersByTime(1500));
    expect(currentPath()).toBe('/dashboard/admin/clients');
    expect(sessionStorage.getItem('returnPath')).toBeNull();
  });

  it('ignores a remembered page of another site or another role', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem('returnPath', '//evil.example/dashboard/client');
    server({ verify: verified('client_contact') });
    const view = renderSignIn(jest.advanceTimersByTime);
    await reachCodeStep(view, 'asha@example.in', 'Client Login');
    await enterCode(view);
    await screen.findAllByText('Login Successful');
    act(() => jest.advanceTimersByTime(1500));
    expect(currentPath()).toBe('/dashboard/client');
  });
});

describe('sign-in input', () => {
  it('refuses a malformed e-mail with the Invalid Email message and sends nothing', async () => {
    const calls = server();
    const view = renderSignIn();
    await view.user.type(screen.getByLabelText('Email Address'), 'asha@example');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(within(inlineAlert()).getByText('Invalid Email')).toBeInTheDocument();
    expect(within(inlineAlert()).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a short code with the 6-digit message', async () => {
    const calls = server();
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view, '1234');
    expect(within(inlineAlert()).getByText('Please enter a 6-digit verification code')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/auth/verify-otp');
  });

  it('keeps the code box’s label on the border while it is empty, clear of the 000000 placeholder', async () => {
    server();
    const view = renderSignIn();
    const input = await reachCodeStep(view);
    act(() => input.blur());
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '000000');
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-shrink', 'true');
  });

  it('keeps only digits in the code box, at most six', async () => {
    server();
    const view = renderSignIn();
    const input = await reachCodeStep(view);
    await view.user.type(input, 'a1b2-c3 d4e5f6g7');
    expect(input).toHaveValue('123456');
    await view.user.clear(input);
    await view.user.click(input);
    await view.user.paste('987-654-321');
    expect(input).toHaveValue('987654');
  });

  it('goes back to the e-mail with Change Email Address and forgets the code and the message', async () => {
    server(
      on('/api/auth/verify-otp', {
        status: 400,
        data: { success: false, message: 'The verification code is incorrect. Please try again.' },
      }),
    );
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view, '111111');
    expect(await within(inlineAlert()).findByText('The verification code is incorrect. Please try again.')).toBeInTheDocument();
    expect(within(inlineAlert()).getByText('Invalid OTP')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Change Email Address' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.in');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert').filter((node) => node.classList.contains('MuiAlert-root'))).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('Verification Code')).toHaveValue('');
  });

  it('asks for a new code with Resend OTP and stays on the code step', async () => {
    const calls = server();
    const view = renderSignIn();
    await reachCodeStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP Resent')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth/request-otp')).toHaveLength(2);
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
  });

  it('disables the inputs and buttons while a request is running', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    server(on('/api/auth/request-otp', new Promise<MockReply>((resolve) => (answer = resolve))));
    const view = renderSignIn();
    await view.user.type(screen.getByLabelText('Email Address'), 'asha@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    expect(screen.getByLabelText('Email Address')).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Client Login' })).toBeDisabled();
    await act(async () => answer({ status: 200, data: { success: true, message: 'sent' } }));
    expect(await screen.findByLabelText('Verification Code')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
  });
});

describe('sign-in refusals', () => {
  it('turns away a client contact on the Staff tab and points to the Client tab', async () => {
    const calls = server({ verify: verified('client') });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    const alert = await waitFor(inlineAlert);
    expect(within(alert).getByText('Access Denied')).toBeInTheDocument();
    expect(within(alert).getByText(/Please check your email\. This email is registered as a client\./)).toBeInTheDocument();
    expect(within(alert).getByText(/Client Login tab/)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/logout'));

    await view.user.click(within(alert).getByRole('button', { name: 'Use Client Login' }));
    expect(screen.getByRole('tab', { name: 'Client Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.in');
  });

  it('turns away a staff member on the Client tab', async () => {
    server({ verify: verified('supervisor') });
    const view = renderSignIn();
    await reachCodeStep(view, 'asha@example.in', 'Client Login');
    await enterCode(view);
    const alert = await waitFor(inlineAlert);
    expect(within(alert).getByText('Access Denied')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid user type. This email is not registered as a client.')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it.each([
    ['staff', undefined, 'Staff email not found. Please check if your email is registered in the system.'],
    ['client', 'Client Login', 'Client email not found. Please check if your email is registered as a client contact.'],
  ] as const)('explains an unknown %s e-mail', async (_tab, tab, message) => {
    server(on('/api/auth/request-otp', { status: 404, data: { success: false, message: 'not found' } }));
    const view = renderSignIn();
    if (tab) await view.user.click(screen.getByRole('tab', { name: tab }));
    await view.user.type(screen.getByLabelText('Email Address'), 'nobody@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await within(await waitFor(inlineAlert)).findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2); // the alert and the error toast
  });

  it('says so when too many codes were asked for', async () => {
    server(on('/api/auth/verify-otp', { status: 429, data: { success: false, message: 'wait' } }));
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Too many attempts. Please try again later')).toBeInTheDocument();
  });

  it('refuses an answer without the user’s name or role', async () => {
    server({ verify: { status: 200, data: { success: true, data: { access_token: 'jwt', user: { id: 1, email: 'asha@example.in' } } } } });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Invalid user data received from server')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses an answer without a token', async () => {
    server({ verify: { status: 200, data: { success: true, data: {} } } });
    const view = renderSignIn();
    await reachCodeStep(view);
    await enterCode(view);
    expect(await within(await waitFor(inlineAlert)).findByText('Invalid response format from server')).toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    server(on('/api/auth/request-otp', { status: 0 }));
    const view = renderSignIn();
    await view.user.type(screen.getByLabelText('Email Address'), 'asha@example.in');
    await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await within(await waitFor(inlineAlert)).findByText(
        'Network error: the server could not be reached, so please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the development hint', () => {
  it('links to the mailbox outside production', () => {
    server();
    renderSignIn();
    expect(screen.getByRole('link', { name: 'mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    expect(screen.getByText(/Development: codes are delivered to the/)).toBeInTheDocument();
  });
});
