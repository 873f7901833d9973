import { lazy, type ComponentType } from 'react';
import { loadSitePage, loadedSitePage, type SitePage } from './site-paths';

const lazyPages = new Map<SitePage, ComponentType>();

/** The page's component: itself once loaded, else a lazy one that suspends until it is. */
export function sitePageComponent(page: SitePage): ComponentType {
  const ready = loadedSitePage(page);
  if (ready) return ready;
  let pending = lazyPages.get(page);
  if (!pending) {
    pending = lazy(() => loadSitePage(page).then((component) => ({ default: component })));
    lazyPages.set(page, pending);
  }
  return pending;
}
