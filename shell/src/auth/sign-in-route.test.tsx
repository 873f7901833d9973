import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, useSessionStore } from '@firm/shared/runtime';
import { renderScreen } from '@firm/shared/ui/testing';
import { SignInRoute } from './sign-in-route';
import { resetSessionAroundEachTest, server, currentPath } from './testing/sign-in-harness';

// /auth/signin and /login: who sees the form, who goes on to the portal, and the other tabs' sign-ins.

resetSessionAroundEachTest();

const signInAs = (role: string, token = 'jwt') =>
  useSessionStore.getState().signIn(token, { id: 41, name: 'Asha Rao', email: 'asha@example.in', role });

const openSignIn = (at = '/auth/signin') => {
  window.history.replaceState(null, '', at);
  return renderScreen(<SignInRoute />, { at, path: at });
};

describe('the sign-in route', () => {
  it('sends a signed-in user on to their portal', async () => {
    signInAs('superadmin');
    openSignIn();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/superadmin/users'));
  });

  it('sends a signed-in user back to a remembered page of their area', async () => {
    signInAs('admin');
    sessionStorage.setItem('returnPath', '/dashboard/admin/users');
    openSignIn();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/users'));
  });

  it('shows the form to a user with a stored e-mail but no token', () => {
    signInAs('admin');
    useSessionStore.getState().clearTokens();
    openSignIn();
    expect(currentPath()).toBe('/auth/signin');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the portal' })).toBeInTheDocument();
  });

  it('shows the sign-in form to a user whose session has ended, with a Session Expired toast once', async () => {
    signInAs('admin');
    useSessionStore.getState().clearTokens();
    sessionStorage.setItem('sessionEnded', 'true');
    openSignIn('/login');
    expect(currentPath()).toBe('/login');
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again to continue where you left off.')).toBeInTheDocument();
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it('follows a sign-in made in another tab back to the page this tab was on, and the store reads it', async () => {
    server();
    signInAs('admin', 'jwt-old');
    useSessionStore.getState().clearTokens();
    sessionStorage.setItem('returnPath', '/dashboard/admin/sha-codes');
    openSignIn('/login');
    // The other tab writes the token and the user's keys: one storage event each, all in a row.
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'jwt-3');
      for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.userEmail, STORAGE_KEYS.userRole, STORAGE_KEYS.userProfile]) {
        window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
      }
    });
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('jwt-3'));
    await act(() => Promise.resolve());
    await waitFor(() => expect(currentPath()).toBe('/dashboard/admin/sha-codes'));
  });

  it('stays when another tab changes something that is not the session', async () => {
    openSignIn();
    signInAs('admin');
    act(() => {
      window.localStorage.setItem('sidebarCollapsed', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'sidebarCollapsed', storageArea: window.localStorage }));
    });
    await act(() => Promise.resolve());
    expect(currentPath()).toBe('/auth/signin');
  });
});
