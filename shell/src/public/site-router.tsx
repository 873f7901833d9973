import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

// The public site's own router: the public pages need links, the path and back/forward,
// not react-router's 60 KB (gzipped) data router, which a first visit of `/` paid for. The portal, the
// sign-in page and the remotes keep react-router (app/portal-router.tsx loads it when one of their
// paths opens). Both routers use the same history: a site link to a portal path hands over to
// react-router, and react-router reaching a public path hands back (app/app.tsx).

import { isSitePath, preloadSitePage } from './site-paths';

export { isSitePath };

export type SiteLocation = { pathname: string; search: string; hash: string };

const listeners = new Set<() => void>();
let current: SiteLocation | null = null;

function read(): SiteLocation {
  const { pathname, search, hash } = window.location;
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash) {
    current = { pathname, search, hash };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** Tells every reader the address moved (after a pushState of our own, or of react-router's). */
export function syncSiteLocation(): void {
  for (const listener of [...listeners]) listener();
}

/** Where the prerender (scripts/prerender-site.ts) renders a page, which has no window. */
let renderedAt: SiteLocation | null = null;

export function setPrerenderLocation(pathname: string): void {
  renderedAt = { pathname, search: '', hash: '' };
}

// Hydrating a prerendered page reads the address too: the server sent the page of that address.
const readForServer = () => renderedAt ?? read();

/** The address as the site shows it; follows site links, back/forward and react-router handing back. */
export function useSiteLocation(): SiteLocation {
  return useSyncExternalStore(subscribe, read, readForServer);
}

/** Code a portal path needs before it shows (bootstrap.tsx sets it: react-router, the sign-in page). */
let preloadPortal: (pathname: string) => Promise<unknown> = () => Promise.resolve();

export function setPortalPreloader(preload: (pathname: string) => Promise<unknown>): void {
  preloadPortal = preload;
}

/** A link waits for the code of where it goes, so the page stays until it is in (no blank page). */
function beforeNavigate(pathname: string): Promise<unknown> {
  return isSitePath(pathname) ? preloadSitePage(pathname) : preloadPortal(pathname);
}

let navigation = 0;

/**
 * Moves to `to` as react-router would: a new history entry (its state shaped as react-router's, so its
 * back/forward keeps counting), once the page's code is in. A portal path is handed to react-router.
 */
export async function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): Promise<void> {
  const target = new URL(to, window.location.href);
  const ticket = ++navigation;
  await beforeNavigate(target.pathname).catch(() => undefined);
  // A later click won while this page's code was loading.
  if (ticket !== navigation) return;
  const previous = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  const key = Math.random().toString(36).slice(2, 10);
  const url = `${target.pathname}${target.search}${target.hash}`;
  // `usr` is where react-router keeps a location's state (the sign-in's focus-the-heading request).
  const usr = options.state ?? null;
  if (options.replace) window.history.replaceState({ usr, key, idx: previous }, '', url);
  else window.history.pushState({ usr, key, idx: previous + 1 }, '', url);
  syncSiteLocation();
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/** An `<a href>` that opens the page in place; a modified click (new tab, download) stays the browser's. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & { className?: string; end?: boolean };

/** A Link marked as the current page (`active` class and aria-current="page"), as react-router's NavLink. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useSiteLocation();
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const active = end || to === '/' ? here.toLowerCase() === to.toLowerCase() : here.toLowerCase().startsWith(to.toLowerCase());
  return (
    <Link
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
