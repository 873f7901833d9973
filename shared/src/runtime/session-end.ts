import { safeReturnPath } from '../domain/auth/return-path';
import type { Role } from '../domain/auth/roles';

// Per tab (sessionStorage): the page a tab was on belongs to that tab, and a reload to /login keeps it.
const RETURN_PATH_KEY = 'returnPath';
const SESSION_ENDED_KEY = 'sessionEnded';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page to come back to after signing in again (kept only if it is a portal page). */
export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/dashboard/')) return;
  tabStorage()?.setItem(RETURN_PATH_KEY, path);
}

/** The remembered page if it lies in the area of the role that signed in; read once. */
export function takeReturnPath(role: Role): string | null {
  const storage = tabStorage();
  const raw = storage?.getItem(RETURN_PATH_KEY);
  storage?.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(raw, role);
}

/** The session ended on its own (refresh refused): the sign-in page says so once. */
export function markSessionEnded(): void {
  tabStorage()?.setItem(SESSION_ENDED_KEY, 'true');
}

export function takeSessionEnded(): boolean {
  const storage = tabStorage();
  const ended = storage?.getItem(SESSION_ENDED_KEY) === 'true';
  storage?.removeItem(SESSION_ENDED_KEY);
  return ended;
}

/** The current address of the tab, to remember before leaving it. */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
