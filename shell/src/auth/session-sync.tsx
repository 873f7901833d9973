import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { markSessionEnded, rememberReturnPath, STORAGE_KEYS, takeReturnPath, useSessionStore } from '@firm/shared/runtime';
import { notifySignedOutElsewhere } from './session-notices';

const SESSION_KEYS = new Set<string>([STORAGE_KEYS.authToken, STORAGE_KEYS.userEmail, STORAGE_KEYS.userRole, STORAGE_KEYS.userProfile]);

const isSignInPath = (pathname: string) => pathname === '/auth/signin' || pathname === '/login';

/**
 * One session for every tab of the portal. Another tab's sign-out (storage cleared), the end of the
 * session there (refresh refused: its token removed) and its new token (refresh, sign-in) all reach
 * this tab through the storage event, which the browser raises in every other tab of the origin.
 */
export function SessionSync() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
      const store = useSessionStore.getState();
      const signedOut = event.key === null || window.localStorage.getItem(STORAGE_KEYS.userEmail) === null;
      if (signedOut) {
        if (!store.user && !store.accessToken) return;
        store.signOut();
        queryClient.clear();
        if (!isSignInPath(pathname)) {
          notifySignedOutElsewhere();
          navigate('/auth/signin', { replace: true });
        }
        return;
      }
      const hadToken = store.accessToken !== null;
      store.syncFromStorage();
      const { accessToken, user } = useSessionStore.getState();
      if (!accessToken && hadToken && pathname.startsWith('/dashboard/')) {
        // Ended in another tab: this tab is told so on the sign-in page and comes back here afterwards.
        queryClient.clear();
        rememberReturnPath(`${pathname}${search}${hash}`);
        markSessionEnded();
        navigate('/login', { replace: true });
      } else if (accessToken && !hadToken && user && isSignInPath(pathname)) {
        // Signed in again in another tab: this one follows.
        navigate(takeReturnPath(user.role) ?? HOME_BY_ROLE[user.role], { replace: true });
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [navigate, pathname, search, hash, queryClient]);

  return null;
}
