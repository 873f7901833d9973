import { lazyScreen } from '@firm/shared/ui';

// The compliance calendar's door: the board and the catalogue (each its own chunk), the board's first page's
// prefetch, and what the remotes compose with other capabilities' screens.

export { prefetchComplianceBoard } from './api/board-prefetch';
export { prefetchUpcomingFilings } from './client/client-filings-query';
export { UpcomingFilingsPanel } from './client/upcoming-filings';
export type { ComplianceBoardPageProps } from './compliance-board-page';

/** The board, for the remote to give it the role's Project dialog. */
export const loadComplianceBoardPage = () => import('./compliance-board-page').then((m) => m.ComplianceBoardPage);
/** The compliances the firm files for a client, which the admin's client page shows. */
export const loadClientCompliances = () => import('./subscriptions/client-compliances').then((m) => m.ClientCompliances);

export const ComplianceCataloguePage = /* @__PURE__ */ lazyScreen(() =>
  import('./compliance-catalogue-page').then((m) => m.ComplianceCataloguePage),
);
