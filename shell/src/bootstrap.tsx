import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadPortalRouter } from './app/app';
import { isSitePath, setPortalPreloader } from './public/site-router';

// The site's move into a role's area waits for react-router (the page stays until it is in, as
// react-router's own lazy routes do).
setPortalPreloader(preloadPortalRouter);

const root = document.getElementById('root')!;
// A public page came prerendered (scripts/prerender-site.ts): the app takes over its HTML as it is,
// in a transition, so the work is cut in slices the page can answer between (a default-priority
// hydration is one long task, which Lighthouse's mobile run counted as 300-600 ms of blocking).
// A portal page (an empty root) renders once react-router is in, so that nothing suspends (app.tsx).
const render = () => void createRoot(root).render(<App />);
if (root.firstChild) startTransition(() => void hydrateRoot(root, <App />));
else if (isSitePath(window.location.pathname)) render();
else void preloadPortalRouter().then(render, render);
