import type { ListUrlDefaults } from '@firm/shared/ui';
import { invoiceListPrefetch } from './api/invoice-list-prefetch';

// Apart from the screen, so routes.tsx asks for the first page without loading it (zod, MUI, the table).

/** Newest first, 10 a page, the Current tab; the filters are the list contract's query parameters. */
export const INVOICE_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'created',
  order: 'desc',
  limit: 10,
  filters: { company: '', invoice_number: '', status: '', tab: 'current' },
};

/** The page /dashboard/admin/invoices will show on arrival, asked for as the admin's routes run. */
export const prefetchInvoiceList = invoiceListPrefetch(INVOICE_LIST_DEFAULTS);
