import { startSitePageEarly } from './public/site-paths';
import { startRoleAreaEarly } from './remotes/role-area-ready';

// Federation needs an async boundary before any shared module is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// Beside it, not after it: a role's area starts loading its remote and screen as the page opens
// (the public pages do not download this), and a public page its own chunk.
startRoleAreaEarly(window.location.pathname);
startSitePageEarly(window.location.pathname);
