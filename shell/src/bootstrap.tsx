import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { setPortalPreloader } from './public/site-router';

// A site link to Sign In waits for react-router and the sign-in page (the public page stays until they
// are in, as react-router's own lazy routes do).
setPortalPreloader((pathname) =>
  Promise.all([import('./app/portal-router'), import('./app/router').then((m) => m.preloadPortalPath(pathname))]),
);

const root = document.getElementById('root')!;
// A public page came prerendered (scripts/prerender-site.ts): the app takes over its HTML as it is.
if (root.firstChild) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
