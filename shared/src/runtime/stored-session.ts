import { normalizeRole, type Role } from '../domain/auth/roles';
import { LOCAL_TOKEN_KEYS, SESSION_TOKEN_KEYS, STORAGE_KEYS } from './storage-keys';

// `@firm/shared/runtime/stored-session`: what browser storage says of the session, read without the
// session store, for code that must stay free of the runtime's libraries (zustand, axios, the query
// cache): the sign-in page's first load. It keeps no state, so a bundle may hold its own
// copy; writes still go through the store.
export { takeReturnPath, takeSessionEnded } from './session-end';
export { STORAGE_KEYS } from './storage-keys';

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored bearer token, from any of the keys the spec lists. */
export function readStoredToken(): string | null {
  const local = localStore();
  for (const key of LOCAL_TOKEN_KEYS) {
    const value = local?.getItem(key);
    if (value) return value;
  }
  try {
    for (const key of SESSION_TOKEN_KEYS) {
      const value = window.sessionStorage.getItem(key);
      if (value) return value;
    }
  } catch {
    // No session storage (tests, private modes): nothing to read.
  }
  return null;
}

/** The stored user's role when an e-mail and a role are stored (what RequireRole checks), else null. */
export function readStoredRole(): Role | null {
  const local = localStore();
  const email = local?.getItem(STORAGE_KEYS.userEmail);
  const role = local?.getItem(STORAGE_KEYS.userRole);
  return email && role ? normalizeRole(role) : null;
}

/** The role of a session a page may open with: a stored user and a token (spec 01 §4), else null. */
export function readSignedInRole(): Role | null {
  const role = readStoredRole();
  return role && readStoredToken() ? role : null;
}
