import { createElement, type ComponentType } from 'react';
import { lazyScreen } from '@firm/shared/ui';
import type { ComplianceBoardPageProps } from './compliance-board-page';

// The compliance calendar's door: the board and the catalogue (each its own chunk), the board's first page's
// prefetch, and what the remotes compose with other capabilities' screens.

export { prefetchComplianceBoard } from './api/board-prefetch';
export { prefetchUpcomingFilings } from './client/client-filings-query';
export { UpcomingFilingsPanel } from './client/upcoming-filings';
export type { ComplianceBoardPageProps };

type ProjectDialog = ComplianceBoardPageProps['ProjectDialog'];

/**
 * The compliance board, opening the role's Project dialog (another capability's, which the remote hands in);
 * both load, each its own chunk, before the board shows.
 */
export const complianceBoardWith = (loadProjectDialog: () => Promise<ProjectDialog>) =>
  lazyScreen(() =>
    Promise.all([import('./compliance-board-page'), loadProjectDialog()]).then(
      ([{ ComplianceBoardPage }, Dialog]): ComponentType =>
        function ComplianceBoard() {
          return createElement(ComplianceBoardPage, { ProjectDialog: Dialog });
        },
    ),
  );
/** The compliances the firm files for a client, which the admin's client page shows. */
export const loadClientCompliances = () => import('./subscriptions/client-compliances').then((m) => m.ClientCompliances);

export const ComplianceCataloguePage = /* @__PURE__ */ lazyScreen(() =>
  import('./compliance-catalogue-page').then((m) => m.ComplianceCataloguePage),
);
