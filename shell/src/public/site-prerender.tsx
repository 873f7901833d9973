import { renderToString } from 'react-dom/server';
import { App } from '../app/app';
import { preloadSitePage } from './site-paths';
import { setPrerenderLocation } from './site-router';
import { documentTitle } from './use-document-title';

// Node only (scripts/prerender-site.ts at build time), never bundled: a public page rendered to HTML,
// the tree the browser hydrates (bootstrap.tsx), so its first paint needs no JavaScript.

/** The public pages prerendered: path, chunk group (site-assets.json) and title (as each page sets it). */
export const PRERENDERED_PAGES = [
  { path: '/', group: 'site-home', title: documentTitle() },
  { path: '/about', group: 'site-about', title: documentTitle('About Us') },
  { path: '/services', group: 'site-services', title: documentTitle('Services') },
  { path: '/contact', group: 'site-contact', title: documentTitle('Contact Us') },
  // Every portal user's first page; it keeps index.html's title, as it always had.
  { path: '/auth/signin', group: 'site-sign-in', title: 'Kapoor Iyer & Co. | Chartered Accountants' },
  { path: '/login', group: 'site-sign-in', title: 'Kapoor Iyer & Co. | Chartered Accountants' },
] as const;

/** The HTML of the app at `pathname` (a public page's path), its page's code loaded first. */
export async function renderSitePage(pathname: string): Promise<string> {
  await preloadSitePage(pathname);
  setPrerenderLocation(pathname);
  return renderToString(<App />);
}
