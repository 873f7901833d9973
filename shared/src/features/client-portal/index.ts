import { lazyScreen } from '@firm/shared/ui';

// What is left of the client portal while its billing parts join the billing feature: My Invoices, its
// list's prefetch, and the dashboard's invoices. (The rest went to projects, compliance and the kit.)

export { prefetchClientInvoiceList } from './api/client-list-prefetch';
export { prefetchDashboardInvoices, useDashboardInvoices } from './api/client-dashboard';
export { ClientInvoiceList } from './dashboard/client-invoice-list';

/** The client's My Invoices. */
export const ClientInvoicesPage = /* @__PURE__ */ lazyScreen(() => import('./invoices/invoices-page').then((m) => m.InvoicesPage));
