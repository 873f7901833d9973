import { lazyScreen } from '@firm/shared/ui';

// The client's billing screen, its own chunk; apart from the staff's (staff-screens.ts) so that each role's
// remote builds only the chunks it can open.

/** The client's My Invoices: paying online or by UPI, receipts, credit notes. */
export const ClientInvoicesPage = /* @__PURE__ */ lazyScreen(() => import('./client/invoices-page').then((m) => m.InvoicesPage));
