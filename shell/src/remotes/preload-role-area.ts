import { ROLES, normalizeRole, type Role } from '@firm/shared/domain/auth';
import { loadRoleModule } from './remote-loader';

/** Webpack's share-scope set-up (Module Federation); absent outside a webpack build (tests). */
declare const __webpack_init_sharing__: ((scope: string) => Promise<void>) | undefined;

/** The role whose area `pathname` opens and the path inside it, or null for any other page. */
export function roleAreaOf(pathname: string): { role: Role; path: string } | null {
  const match = /^\/dashboard\/([^/]+)\/?(.*)$/.exec(pathname);
  const role = match?.[1];
  if (!role || !(ROLES as readonly string[]).includes(role)) return null;
  return { role: role as Role, path: match[2] ?? '' };
}

/** The role of the session this browser keeps (spec 01 §3's keys), read without the session store. */
function storedRole(storage: Storage): Role | null {
  const email = storage.getItem('userEmail');
  const role = storage.getItem('userRole');
  return email && role ? normalizeRole(role) : null;
}

/**
 * Loads the role's remote, its navigation and the screen at `path` with its first data (the remote's
 * `preload`); resolves when they are in, so that the area renders once, whole.
 */
export async function startRoleArea(role: Role, path: string, portal: Promise<unknown>): Promise<void> {
  // The shell's share scope first, as when the portal registers the remotes itself: registered
  // earlier, every remote's entry would be fetched to compare versions (the 'version-first' start).
  if (typeof __webpack_init_sharing__ === 'function') await __webpack_init_sharing__('default');
  // And the portal's chunk run first: it takes the shell's React, router and MUI from the share scope.
  // A remote started before that (its entry and chunks arrive early when the page hints them) could
  // register and load its own copies, and its <Routes> then find no <Router> (two react-routers).
  await portal.catch(() => undefined);
  const ignore = () => undefined;
  const nav = loadRoleModule(role, 'nav').catch(ignore);
  const routes = (await loadRoleModule(role, 'routes')) as { preload?: (path: string) => void | Promise<void> } | undefined;
  await Promise.all([nav, routes?.preload?.(path)]);
}

/**
 * Run as the page opens, beside the shell's own chunks: when the address is a role's area and the
 * stored session is of that role (what RequireRole will check), the portal's chunk, the role's remote,
 * its navigation and the screen the address names (with its first data, see the remote's `preload`)
 * start loading now instead of after the portal has rendered. Failures are left to the screens, which
 * load the same modules again and show Retry. Settles (never rejects) when all of it is in.
 */
export function preloadRoleArea(pathname: string, storage: Storage = window.localStorage): Promise<void> {
  const area = roleAreaOf(pathname);
  if (!area) return Promise.resolve();
  try {
    if (storedRole(storage) !== area.role) return Promise.resolve();
  } catch {
    return Promise.resolve();
  }
  const portal = import('../portal/portal-routes');
  portal.catch(() => undefined);
  return startRoleArea(area.role, area.path, portal).catch(() => undefined);
}
