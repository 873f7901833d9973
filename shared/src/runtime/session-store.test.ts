import { STORAGE_KEYS } from './storage-keys';
import { splitName, useSessionStore } from './session-store';

const verified = {
  id: 12,
  name: 'Meera Kapoor Iyer',
  email: 'meera@example.in',
  role: 'Super Admin',
  is_active: true,
  phone: '9876543210',
  permissions: ['users:read'],
  client_id: null,
  client_name: null,
  user_type: 'staff',
  firm_name: null,
  organization_id: 1,
};

afterEach(() => useSessionStore.getState().signOut());

describe('the session store', () => {
  it('writes every storage key of the spec after sign-in, with a default firm name', () => {
    const user = useSessionStore.getState().signIn('jwt', verified);
    expect(user).toMatchObject({ role: 'superadmin', firstName: 'Meera', lastName: 'Kapoor Iyer', firmName: 'Default Firm' });
    expect({ ...localStorage }).toMatchObject({
      authToken: 'jwt',
      userEmail: 'meera@example.in',
      userRole: 'superadmin',
      userId: '12',
      userName: 'Meera Kapoor Iyer',
      userFirstName: 'Meera',
      userLastName: 'Kapoor Iyer',
      userActive: 'true',
      userPhone: '9876543210',
      userPermissions: '["users:read"]',
      userType: 'staff',
      firmName: 'Default Firm',
      organizationId: '1',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile)!)).toMatchObject({ email: 'meera@example.in' });
  });

  it('never keeps a refresh token in browser storage', () => {
    useSessionStore.getState().signIn('jwt', verified);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('updates the stored name, e-mail and phone after a profile save', () => {
    useSessionStore.getState().signIn('jwt', verified);
    useSessionStore.getState().updateUser({ firstName: 'Meera', lastName: 'Iyer', phone: '9000000000' });
    expect(useSessionStore.getState().user).toMatchObject({ name: 'Meera Iyer', phone: '9000000000' });
    expect(localStorage.getItem('userName')).toBe('Meera Iyer');
    expect(localStorage.getItem('userPhone')).toBe('9000000000');
  });

  it('drops only the tokens on a 401 and everything on Sign Out', () => {
    useSessionStore.getState().signIn('jwt', verified);
    sessionStorage.setItem('token', 'old');
    useSessionStore.getState().clearTokens();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBe('meera@example.in');
    useSessionStore.getState().signOut();
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ user: null, accessToken: null });
  });

  it.each([
    ['Asha', 'Asha', ''],
    ['  Asha   Rao  ', 'Asha', 'Rao'],
    ['Asha Devi Rao', 'Asha', 'Devi Rao'],
  ])('splits %p into first and last name', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
