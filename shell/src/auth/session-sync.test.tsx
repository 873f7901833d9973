import { act, screen } from '@testing-library/react';
import { STORAGE_KEYS, takeReturnPath, takeSessionEnded, useSessionStore } from '@firm/shared/runtime';
import { currentPath, renderScreen } from '@firm/shared/ui/testing';
import { SessionSync } from './session-sync';

const signIn = (token = 'jwt-1') =>
  useSessionStore.getState().signIn(token, { id: 41, name: 'Asha Rao', email: 'asha@example.in', role: 'admin' });

/** What another tab's change of the storage looks like to this tab: the storage changed, then the event. */
function otherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
  });
}

function openTab(at: string) {
  return renderScreen(<SessionSync />, { at, path: '*' });
}

afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('one session across the tabs of the portal', () => {
  it('signs this tab out and shows sign-in when another tab signs out', async () => {
    signIn();
    const view = openTab('/dashboard/admin/clients');
    view.queryClient.setQueryData(['clients', 'list'], [{ client_id: 1 }]);
    otherTab(() => window.localStorage.clear(), null);
    expect(currentPath()).toBe('/auth/signin');
    expect(useSessionStore.getState().user).toBeNull();
    expect(view.queryClient.getQueryData(['clients', 'list'])).toBeUndefined();
    expect(await screen.findByText('You signed out of the portal in another tab.')).toBeInTheDocument();
  });

  it('sends this tab to /login, remembering its page, when the session ends in another tab', () => {
    signIn();
    openTab('/dashboard/admin/users?status=active');
    otherTab(() => window.localStorage.removeItem(STORAGE_KEYS.authToken), STORAGE_KEYS.authToken);
    expect(currentPath()).toBe('/login');
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(takeSessionEnded()).toBe(true);
    expect(takeReturnPath('admin')).toBe('/dashboard/admin/users?status=active');
  });

  it('keeps navigating with the new token when another tab refreshes it', () => {
    signIn('jwt-1');
    openTab('/dashboard/admin/clients');
    otherTab(() => window.localStorage.setItem(STORAGE_KEYS.authToken, 'jwt-2'), STORAGE_KEYS.authToken);
    expect(currentPath()).toBe('/dashboard/admin/clients');
    expect(useSessionStore.getState().accessToken).toBe('jwt-2');
  });

  it('follows a sign-in made in another tab from its own sign-in page, back to the page it was on', () => {
    signIn();
    useSessionStore.getState().clearTokens();
    sessionStorage.setItem('returnPath', '/dashboard/admin/sha-codes');
    openTab('/login');
    otherTab(() => window.localStorage.setItem(STORAGE_KEYS.authToken, 'jwt-3'), STORAGE_KEYS.authToken);
    expect(currentPath()).toBe('/dashboard/admin/sha-codes');
  });

  it('ignores keys that are not the session’s', () => {
    signIn();
    openTab('/dashboard/admin/clients');
    otherTab(() => window.localStorage.setItem('sidebarCollapsed', 'true'), 'sidebarCollapsed');
    expect(currentPath()).toBe('/dashboard/admin/clients');
    expect(useSessionStore.getState().accessToken).toBe('jwt-1');
  });
});
