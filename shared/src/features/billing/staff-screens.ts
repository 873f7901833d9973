import { lazyDialog, lazyScreen } from '@firm/shared/ui';

// The staff's billing screens and dialogs, each its own chunk. Apart from the door's other exports: a remote
// that uses none of them (the client's) leaves this module out, and with it every import() below, so it
// neither builds nor prefetches their chunks.

/** The admin's Invoices. */
export const InvoicesPage = /* @__PURE__ */ lazyScreen(() => import('./invoices/invoices-page').then((m) => m.InvoicesPage));
/** The admin's Credit Notes. */
export const CreditNotesPage = /* @__PURE__ */ lazyScreen(() => import('./credit-notes/credit-notes-page').then((m) => m.CreditNotesPage));

/** Generate Invoice on a closed Project, for the Projects screen to open; fetched when the browser is idle. */
export const GenerateInvoiceDialog = /* @__PURE__ */ lazyDialog(() =>
  import(/* webpackPrefetch: true */ './generate-invoice/generate-invoice-dialog').then((m) => m.GenerateInvoiceDialog),
);
/** Overdue Reminders (settings, the reminders sent, Run now), shown below the admin's Sent Messages. */
export const OverdueReminders = /* @__PURE__ */ lazyDialog(() => import('./reminders/overdue-reminders').then((m) => m.OverdueReminders));
