import { CLIENT_PORTAL_PAGE_SIZE } from '@firm/shared/domain/client-portal';
import { clientListPrefetch, type ListUrlDefaults } from '@firm/shared/ui';

// My Invoices' default view and first page's prefetch, apart from the list's schema (client-invoices.ts) and
// screen: the client's routes ask for the page the screen opens on through it, so this module stays free of
// zod, MUI and the screen.

/** My Invoices: the server's only order (newest invoice first), 10 a page, the Unpaid tab, no filter. */
export const CLIENT_INVOICE_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'date',
  order: 'desc',
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'unpaid', status: '', due: '' },
};

/** The page /dashboard/client/invoices will show on arrival, asked for as the client's routes run. */
export const prefetchClientInvoiceList = /* @__PURE__ */ clientListPrefetch('invoices', CLIENT_INVOICE_LIST_DEFAULTS, (clientId) =>
  import('./client-invoices').then((m) => m.clientInvoiceList(clientId)),
);
