import type { ComponentType } from 'react';

// Which code each address needs, free of React and every shared module: the page's entry (index.ts)
// imports this before its async boundary, to start the chunk of the page a visit opens beside the
// shell's own chunks. Each public page is a chunk of its own: a first visit of `/` loads the
// home page's code only, and a site link waits for its page's chunk before the address moves
// (site-router.tsx), so no page shows blank.

/** The paths react-router serves: a role's area and the development mailbox. */
const PORTAL_PATH = /^\/dev\/mailbox\/?$|^\/dashboard\/[^/]+(?:\/.*)?$/i;

/** A public page's path (the site renders it), or not (react-router does: app/router.tsx). */
export function isSitePath(pathname: string): boolean {
  return !PORTAL_PATH.test(pathname);
}

const LOADERS = {
  home: () => import(/* webpackChunkName: "site-home" */ './home-page').then((m) => m.HomePage),
  about: () => import(/* webpackChunkName: "site-about" */ './about-page').then((m) => m.AboutPage),
  services: () => import(/* webpackChunkName: "site-services" */ './services-page').then((m) => m.ServicesPage),
  contact: () => import(/* webpackChunkName: "site-contact" */ './contact-page').then((m) => m.ContactPage),
  notFound: () => import(/* webpackChunkName: "site-not-found" */ './not-found-page').then((m) => m.NotFoundPage),
  // Every portal user's first page: plain React and CSS like the site's, outside its layout.
  signIn: () => import(/* webpackChunkName: "site-sign-in" */ '../auth/sign-in-route').then((m) => m.SignInRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type SitePage = keyof typeof LOADERS;

const PATHS: Record<string, SitePage> = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/contact': 'contact',
  '/auth/signin': 'signIn',
  '/login': 'signIn',
};

/** The page a public path shows; paths match as react-router's did (any case, a trailing slash). */
export function sitePageOf(pathname: string): SitePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return PATHS[path] ?? 'notFound';
}

const loaded = new Map<SitePage, ComponentType>();
const loading = new Map<SitePage, Promise<ComponentType>>();

/** The page's component if its code is in, else undefined. */
export function loadedSitePage(page: SitePage): ComponentType | undefined {
  return loaded.get(page);
}

export function loadSitePage(page: SitePage): Promise<ComponentType> {
  let promise = loading.get(page);
  if (!promise) {
    promise = LOADERS[page]().then((component) => {
      loaded.set(page, component);
      return component;
    });
    // A failed chunk is asked for again next time.
    promise.catch(() => loading.delete(page));
    loading.set(page, promise);
  }
  return promise;
}

/** Starts (once) loading the code of the page `pathname` shows. */
export function preloadSitePage(pathname: string): Promise<ComponentType> {
  return loadSitePage(sitePageOf(pathname));
}

/** As a visit opens a public page: its chunk starts loading beside the shell's own. */
export function startSitePageEarly(pathname: string): void {
  if (isSitePath(pathname)) preloadSitePage(pathname).catch(() => undefined);
}
