// Billing's door: invoices, credit notes, payments and refunds, e-invoicing, the client's invoices and paying,
// overdue reminders and Generate Invoice, as the roles' remotes compose them. Screens and dialogs load when
// first opened (staff-screens.ts, client-screens.ts); the lists' prefetches are light (no zod, no MUI).

export { prefetchInvoiceList } from './api/invoice-list-prefetch';
export { prefetchCreditNoteList } from './api/credit-note-list-prefetch';
export { prefetchClientInvoiceList } from './api/client-invoice-list-prefetch';
// The client's dashboard shows the unpaid invoices with its first navigation: these come with the routes.
export { prefetchDashboardInvoices, useDashboardInvoices } from './api/client-dashboard-invoices';
export { ClientInvoiceList } from './client/components/client-invoice-list';

export { CreditNotesPage, GenerateInvoiceDialog, InvoicesPage, OverdueReminders } from './staff-screens';
export { ClientInvoicesPage } from './client-screens';
