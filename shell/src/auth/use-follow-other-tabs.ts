import { useEffect, useRef } from 'react';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { STORAGE_KEYS, readSignedInRole, takeReturnPath } from '@firm/shared/runtime/stored-session';
import { navigate } from '../public/site-router';
import { loadSignInSession } from './load-sign-in-session';

const SESSION_KEYS = new Set<string>([STORAGE_KEYS.authToken, STORAGE_KEYS.userEmail, STORAGE_KEYS.userRole, STORAGE_KEYS.userProfile]);

/**
 * On the sign-in page: another tab's sign-in reaches this one through the storage event, and this tab
 * follows it, back to the page it was on (session-sync.tsx does the rest inside the portal). A session
 * store this page loaded earlier (the portal was open) reads the change too. `active` is false once
 * this page has signed in itself: it then moves on by its own timer.
 */
export function useFollowOtherTabs(active: boolean) {
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    // A sign-in elsewhere writes a dozen keys, one storage event each: the first that finds a whole
    // session moves on, once (the return path is read only once).
    let following = true;
    const handleStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
      loadSignInSession()
        .then((session) => {
          session.syncSessionFromStorage();
          const role = following && activeRef.current ? readSignedInRole() : null;
          if (!role) return;
          following = false;
          void navigate(takeReturnPath(role) ?? HOME_BY_ROLE[role], { replace: true });
        })
        .catch(() => undefined);
    };
    window.addEventListener('storage', handleStorage);
    return () => {
      following = false;
      window.removeEventListener('storage', handleStorage);
    };
  }, []);
}
