import { ROLES, type Role } from '@firm/shared/domain/auth';
import { readVerifyAnswer, roleDenialForTab } from './verify-answer';

const user = { id: 7, name: 'Asha Rao', email: 'asha@example.in', role: 'Admin', is_active: true, permissions: [] };

describe('reading the verify answer', () => {
  it('returns the token, the user and the normalised role', () => {
    const answer = readVerifyAnswer({ success: true, message: 'ok', data: { access_token: 'jwt', user } }, 'asha@example.in');
    expect(answer).toEqual({ ok: true, accessToken: 'jwt', user, role: 'admin' });
  });

  it('fills a missing e-mail with the address the user typed', () => {
    const { email: _omit, ...withoutEmail } = user;
    const answer = readVerifyAnswer({ success: true, data: { access_token: 'jwt', user: withoutEmail } }, 'typed@example.in');
    expect(answer.ok && answer.user.email).toBe('typed@example.in');
  });

  it.each<[string, unknown, string, string]>([
    ['success false without a message', { success: false }, 'Invalid OTP', 'Invalid OTP'],
    ['success false with a message', { success: false, message: 'Code expired' }, 'Invalid OTP', 'Code expired'],
    ['no body', null, 'Error', 'Invalid response format from server'],
    ['no token', { success: true, data: { user } }, 'Error', 'Invalid response format from server'],
    ['no user', { success: true, data: { access_token: 'jwt' } }, 'Error', 'Invalid response format from server'],
    [
      'a user without a name',
      { success: true, data: { access_token: 'jwt', user: { ...user, name: '' } } },
      'Error',
      'Invalid user data received from server',
    ],
    [
      'a user without a role',
      { success: true, data: { access_token: 'jwt', user: { ...user, role: undefined } } },
      'Error',
      'Invalid user data received from server',
    ],
    [
      'a user with a broken id',
      { success: true, data: { access_token: 'jwt', user: { ...user, id: { x: 1 } } } },
      'Error',
      'Invalid response format from server',
    ],
  ])('refuses %s', (_case, body, title, message) => {
    expect(readVerifyAnswer(body, 'asha@example.in')).toEqual({ ok: false, title, message });
  });
});

describe('which tab a role may sign in on', () => {
  it.each(ROLES.filter((role) => role !== 'client'))('lets %s in on the Staff tab and not on the Client tab', (role: Role) => {
    expect(roleDenialForTab(role, 'staff')).toBeNull();
    expect(roleDenialForTab(role, 'client')).toEqual({
      title: 'Access Denied',
      message: 'Invalid user type. This email is not registered as a client.',
      suggestClientTab: false,
    });
  });

  it('sends a client contact on the Staff tab to the Client tab', () => {
    expect(roleDenialForTab('client', 'client')).toBeNull();
    expect(roleDenialForTab('client', 'staff')).toEqual({
      title: 'Access Denied',
      message: 'Please check your email. This email is registered as a client.',
      suggestClientTab: true,
    });
  });
});
