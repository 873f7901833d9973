import { startRoleAreaEarly } from './remotes/role-area-ready';

// Federation needs an async boundary before any shared module is used.
import('./bootstrap');
// Beside it, not after it: a role's area starts loading its remote and screen as the page opens
// (the public pages do not download this).
startRoleAreaEarly(window.location.pathname);
