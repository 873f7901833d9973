import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { INVOICE_LIST_ENDPOINT } from './invoice-list-endpoint';

// The admin's invoice list's address, apart from its schema (invoices.ts) and screen: the admin's routes
// module asks for the first page through it as the page opens, so this module must stay free of zod,
// MUI and the screen (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** The first page of an Invoices screen whose view defaults to `defaults`. */
export const invoiceListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(INVOICE_LIST_ENDPOINT, defaults, () => import('./invoices').then((m) => m.invoiceList));

/** Newest first, 10 a page, the Current tab; the filters are the list contract's query parameters. */
export const INVOICE_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'created',
  order: 'desc',
  limit: 10,
  filters: { company: '', invoice_number: '', status: '', tab: 'current' },
};

/** The page /dashboard/admin/invoices will show on arrival, asked for as the admin's routes run. */
export const prefetchInvoiceList = /* @__PURE__ */ invoiceListPrefetch(INVOICE_LIST_DEFAULTS);
