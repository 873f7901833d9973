import { useSyncExternalStore } from 'react';

// Spec 01 §3's browser-storage keys, read here directly: the session store would bring zustand and the
// domain barrel into the first load of every public page, which only needs to know who is signed in.
const TOKEN_KEY = 'authToken';
const ROLE_KEY = 'userRole';
const NAME_KEY = 'userFirstName';

export type PortalLink = { to: string; label: string; title: string };

function read(): string {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const role = window.localStorage.getItem(ROLE_KEY) ?? '';
    if (!token || !/^[a-z]+$/.test(role)) return '';
    return `${role}\n${window.localStorage.getItem(NAME_KEY) ?? ''}`;
  } catch {
    return '';
  }
}

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out changes the header here too.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The header's link into the portal for a signed-in visitor, or null (they see Sign In). */
export function usePortalLink(): PortalLink | null {
  const snapshot = useSyncExternalStore(subscribe, read, () => '');
  if (!snapshot) return null;
  const [role, firstName] = snapshot.split('\n');
  return { to: `/dashboard/${role}`, label: 'Portal', title: firstName ? `Signed in as ${firstName}: open the portal` : 'Open the portal' };
}
