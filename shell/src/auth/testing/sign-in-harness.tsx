import { screen, within } from '@testing-library/react';
import { queryClient, sessionExpiry, useSessionStore } from '@firm/shared/runtime';
import { checkAnswer, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { profileRecord } from '../../profile/testing/profile-record';
import { SignInPage } from '../sign-in-page';
import { portalWarmUp } from '../sign-in-session';

// What the sign-in page's tests share: a fake server for the sign-in calls, the page rendered at
// /auth/signin, and the steps a user takes through it.

type Handler = (request: MockRequest) => MockReply | Promise<MockReply>;

/**
 * One fake server behind both ways the page calls: fetch() for its three sign-in calls and the portal's
 * axios instance for what follows (the profile, a revoked session). The calls are listed in order.
 */
export function fakeServer(handler: Handler): MockRequest[] {
  const calls = mockApi(handler);
  const fakeFetch = async (url: string, init: RequestInit = {}) => {
    const request: MockRequest = {
      method: String(init.method ?? 'GET').toUpperCase(),
      url,
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    // Checked against the route's answer schema as mockApi checks the axios calls.
    const { status, data } = checkAnswer(request, await handler(request));
    if (status === 0) throw new TypeError('Failed to fetch');
    const text = data === undefined ? '' : JSON.stringify(data);
    return { status, ok: status >= 200 && status < 300, text: async () => text } as unknown as Response;
  };
  Object.assign(globalThis, { fetch: fakeFetch });
  return calls;
}

export const userOf = (role: string, name = 'Asha Rao') => ({
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

export const verified = (role: string): MockReply => ({
  status: 200,
  data: { success: true, message: 'Signed in', data: { access_token: 'jwt-1', refresh_token: 'refresh-secret', user: userOf(role) } },
});

export type ServerOptions = { verify?: MockReply; answer?: (request: MockRequest) => MockReply | Promise<MockReply> | undefined };

/** A server that sends codes, answers verify-otp with `verify` and serves the profile; `answer` goes first. */
export function server({ verify = verified('admin'), answer }: ServerOptions = {}) {
  return fakeServer((request) => {
    const special = answer?.(request);
    if (special) return special;
    if (request.url === '/api/auth/request-otp') return { status: 200, data: { success: true, message: 'OTP sent to your email' } };
    if (request.url === '/api/auth/verify-otp') return verify;
    if (request.url.startsWith('/api/v1/users/users/')) {
      return {
        status: 200,
        data: { success: true, data: profileRecord() },
      };
    }
    return { status: 200, data: { success: true, message: 'Signed out' } };
  });
}

/** Every call to `url` gets `reply`. */
export const on = (url: string, reply: MockReply | Promise<MockReply>): ServerOptions => ({
  answer: (request) => (request.url.startsWith(url) ? reply : undefined),
});

/**
 * Where the page is: the sign-in page is the public site's (no react-router), which moves the window's
 * own address (public/site-router.tsx).
 */
export const currentPath = () => window.location.pathname;

export function renderSignIn(advanceTimers?: (ms: number) => void) {
  window.history.replaceState(null, '', '/auth/signin');
  return renderScreen(<SignInPage />, { at: '/auth/signin', path: '/auth/signin', advanceTimers });
}

export type Screen = ReturnType<typeof renderSignIn>;

export async function reachCodeStep({ user }: Screen, email = 'asha@example.in', tab: 'Staff Login' | 'Client Login' = 'Staff Login') {
  await user.click(screen.getByRole('tab', { name: tab }));
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('Verification Code');
}

export async function enterCode(view: Screen, code = '123456') {
  await view.user.type(screen.getByLabelText('Verification Code'), code);
  await view.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

/** The alert in the page itself, not the toast that repeats it. */
export const inlineAlert = () => within(screen.getByRole('main')).getByRole('alert');
export const inlineAlerts = () => within(screen.getByRole('main')).queryAllByRole('alert');

/**
 * Silences the session-expiry redirect and warnings per test, leaves the portal and the role's remote
 * unloaded (there are none to load here), and signs out, forgets the fake server and restores the
 * clock after.
 */
export function resetSessionAroundEachTest() {
  beforeEach(() => {
    jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(portalWarmUp, 'portal').mockResolvedValue(undefined);
    jest.spyOn(portalWarmUp, 'roleArea').mockImplementation(() => undefined);
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    queryClient.clear();
    Reflect.deleteProperty(globalThis, 'fetch');
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
