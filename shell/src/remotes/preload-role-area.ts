import { ROLES, normalizeRole, type Role } from '@firm/shared/domain';
import { loadRoleNav, loadRoleRoutes } from './remote-modules';

/** The role whose area `pathname` opens and the path inside it, or null for any other page. */
export function roleAreaOf(pathname: string): { role: Role; path: string } | null {
  const match = /^\/dashboard\/([^/]+)\/?(.*)$/.exec(pathname);
  const role = match?.[1];
  if (!role || !(ROLES as readonly string[]).includes(role)) return null;
  return { role: role as Role, path: match[2] ?? '' };
}

/** The role of the session this browser keeps (the keys spec 01 §3 names), read without the session store. */
function storedRole(storage: Storage): Role | null {
  const email = storage.getItem('userEmail');
  const role = storage.getItem('userRole');
  return email && role ? normalizeRole(role) : null;
}

/**
 * Run as the page opens, beside the shell's own chunks: when the address is a role's area and the
 * stored session is of that role (what RequireRole will check), the role's remote, its navigation and
 * the screen the address names start loading now instead of after the portal has rendered. Failures
 * are left to the screens, which load the same modules again and show Retry.
 */
export function preloadRoleArea(pathname: string, storage: Storage = window.localStorage): void {
  const area = roleAreaOf(pathname);
  if (!area) return;
  try {
    if (storedRole(storage) !== area.role) return;
  } catch {
    return;
  }
  const ignore = () => undefined;
  void import('../portal/portal-routes').catch(ignore);
  loadRoleNav(area.role).catch(ignore);
  loadRoleRoutes(area.role)
    .then((routes) => routes.preload?.(area.path))
    .catch(ignore);
}
