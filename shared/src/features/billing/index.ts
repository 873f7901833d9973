import { lazyDialog, lazyScreen } from '@firm/shared/ui';

// Billing's door: invoices, credit notes, payments and refunds, e-invoicing, the client's invoices and paying,
// overdue reminders and Generate Invoice, as the roles' remotes compose them. Each screen and dialog is its own
// chunk, loaded when first opened; the lists' prefetches are light (no zod, no MUI).

export { prefetchInvoiceList } from './api/invoice-list-prefetch';
export { prefetchCreditNoteList } from './api/credit-note-list-prefetch';
export { prefetchClientInvoiceList } from './api/client-invoice-list-prefetch';
// The client's dashboard shows the unpaid invoices with its first navigation: these come with the routes.
export { prefetchDashboardInvoices, useDashboardInvoices } from './api/client-dashboard-invoices';
export { ClientInvoiceList } from './client/components/client-invoice-list';

/** The admin's Invoices. */
export const InvoicesPage = /* @__PURE__ */ lazyScreen(() => import('./invoices/invoices-page').then((m) => m.InvoicesPage));
/** The admin's Credit Notes. */
export const CreditNotesPage = /* @__PURE__ */ lazyScreen(() => import('./credit-notes/credit-notes-page').then((m) => m.CreditNotesPage));

/** The client's My Invoices: paying online or by UPI, receipts, credit notes. */
export const ClientInvoicesPage = /* @__PURE__ */ lazyScreen(() => import('./client/invoices-page').then((m) => m.InvoicesPage));

/** Generate Invoice on a closed Project, for the Projects screen to open; fetched when the browser is idle. */
export const GenerateInvoiceDialog = /* @__PURE__ */ lazyDialog(() =>
  import(/* webpackPrefetch: true */ './generate-invoice/generate-invoice-dialog').then((m) => m.GenerateInvoiceDialog),
);
/** Overdue Reminders (settings, the reminders sent, Run now), shown below the admin's Sent Messages. */
export const OverdueReminders = /* @__PURE__ */ lazyDialog(() => import('./reminders/overdue-reminders').then((m) => m.OverdueReminders));
