import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { HOME_BY_ROLE, type Role } from '@firm/shared/domain/auth';
import { PROFILE_NAV_ORDER, type RoleNavLink } from '@firm/shared/ui';

/** The shell's own screen: every role has a profile page (spec 01 §2), served by the shell. */
export const PROFILE_LINK: RoleNavLink = { label: 'Profile', path: 'profile', icon: AccountCircleIcon, order: PROFILE_NAV_ORDER };

function isNavLink(value: unknown): value is RoleNavLink {
  const link = value as Partial<RoleNavLink> | null;
  return (
    typeof link === 'object' &&
    link !== null &&
    typeof link.label === 'string' &&
    link.label.trim() !== '' &&
    typeof link.path === 'string' &&
    !link.path.startsWith('/') &&
    (typeof link.icon === 'function' || (typeof link.icon === 'object' && link.icon !== null)) &&
    typeof link.order === 'number' &&
    Number.isFinite(link.order)
  );
}

/**
 * The links a remote's `./nav` module declares. The remote is deployed on its own, so what it sends
 * is checked: a malformed link is left out (and reported) rather than breaking the sidebar.
 */
export function readNavLinks(mod: unknown): RoleNavLink[] {
  const links = (mod as { navLinks?: unknown } | null)?.navLinks;
  if (!Array.isArray(links)) throw new Error('The area did not declare its navigation');
  const valid = links.filter(isNavLink);
  if (valid.length !== links.length) console.error(`Left out ${links.length - valid.length} malformed navigation link(s)`);
  return valid;
}

/** The sidebar: the remote's links and the shell's Profile, by order (the shell's own path wins a clash). */
export function sidebarLinks(remoteLinks: readonly RoleNavLink[]): RoleNavLink[] {
  const own = remoteLinks.filter((link) => link.path !== PROFILE_LINK.path);
  return [...own, PROFILE_LINK].sort((a, b) => a.order - b.order);
}

export function linkHref(role: Role, link: Pick<RoleNavLink, 'path'>): string {
  return link.path ? `/dashboard/${role}/${link.path}` : `/dashboard/${role}`;
}

/**
 * The label of the link a path belongs to (the longest match), for the app bar's title. While the
 * remote's links are still loading (`null`) an unmatched path has no title yet rather than a wrong one.
 */
export function pageTitleFor(role: Role, links: readonly RoleNavLink[] | null, pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const match = (links ?? [PROFILE_LINK])
    .filter((link) => {
      const href = linkHref(role, link);
      return trimmed === href || (link.path !== '' && trimmed.startsWith(`${href}/`));
    })
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match?.label ?? (links ? 'Page not found' : '');
}

/**
 * Spec 01 §2 sends staff to Projects (/tasks) after sign-in; until a role's remote declares that
 * screen, the role's dashboard stands in (the answer), rather than its 404 page. Null: stay.
 */
export function missingHomeFallback(role: Role, links: readonly RoleNavLink[] | null, pathname: string): string | null {
  const home = HOME_BY_ROLE[role];
  if (!links || pathname.replace(/\/+$/, '') !== home) return null;
  return links.some((link) => linkHref(role, link) === home) ? null : `/dashboard/${role}`;
}
