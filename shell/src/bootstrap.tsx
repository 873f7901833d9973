import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { setPortalPreloader } from './public/site-router';

// The site's move into a role's area waits for react-router (the page stays until it is in, as
// react-router's own lazy routes do).
setPortalPreloader(() => import('./app/portal-router'));

const root = document.getElementById('root')!;
// A public page came prerendered (scripts/prerender-site.ts): the app takes over its HTML as it is.
if (root.firstChild) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
