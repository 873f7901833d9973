import { useQuery } from '@tanstack/react-query';
import { CLIENT_PORTAL_PAGE_SIZE, type ClientInvoice, type ClientInvoiceStatus } from '@firm/shared/domain/client-portal';
import { queryClient } from '@firm/shared/runtime';
import { clientPortalListKey, fetchOnMount, listParamsOf, storedClientId, type ListParams } from '@firm/shared/ui';
import { CLIENT_INVOICE_LIST_DEFAULTS } from './client-invoice-list-prefetch';

// The client dashboard's invoices: first pages under the same keys and parameters as My Invoices (one cache
// entry for both). The resource, and the schema (zod) it parses with, load with the first call instead of
// with the dashboard: the role's first navigation stays small.

const loadInvoices = () => import(/* webpackPrefetch: true */ './client-invoices');

/** My Invoices' view of a tab (the parameters My Invoices sends for it, newest first). */
export const invoiceParams = (tab: ClientInvoiceStatus): ListParams =>
  listParamsOf(new URLSearchParams({ tab }), CLIENT_INVOICE_LIST_DEFAULTS);

// What the page's early prefetch brought is not asked for again as the dashboard mounts (`fetchOnMount`).
const invoicesQuery = (clientId: string, tab: ClientInvoiceStatus) => {
  const params = invoiceParams(tab);
  return {
    queryKey: clientPortalListKey('invoices', clientId, params),
    queryFn: async () => (await loadInvoices()).clientInvoiceList(clientId).fetchList(params),
    refetchOnMount: fetchOnMount,
  };
};

/** Both unpaid invoice views, asked for as the client's routes run (their `preload`); never rejects. */
export async function prefetchDashboardInvoices(): Promise<void> {
  const clientId = storedClientId();
  if (!clientId) return;
  await Promise.all([
    queryClient.prefetchQuery(invoicesQuery(clientId, 'unpaid')),
    queryClient.prefetchQuery(invoicesQuery(clientId, 'partially_paid')),
  ]);
}

function useInvoicePage(clientId: string, tab: ClientInvoiceStatus, enabled = true) {
  return useQuery({ ...invoicesQuery(clientId, tab), enabled });
}

export type DashboardInvoices = {
  rows: ClientInvoice[];
  /** What the client still owes over all of its invoices, as the server summed it. */
  outstandingPaise: number | undefined;
  /** No invoice call has answered and one failed: the Outstanding card cannot be shown. */
  summaryFailed: boolean;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
};

/**
 * The dashboard has two invoice views, Unpaid and Paid. A partly paid invoice still owes money, so
 * Unpaid shows it too: two calls (tab=unpaid and tab=partially_paid, each a first page), merged newest
 * first and cut to one page. The Paid view is tab=paid. Both unpaid calls run from the start: the
 * Outstanding card reads the summary they carry (the summary ignores the tab).
 */
export function useDashboardInvoices(clientId: string, view: 'unpaid' | 'paid'): DashboardInvoices {
  const unpaid = useInvoicePage(clientId, 'unpaid');
  const partial = useInvoicePage(clientId, 'partially_paid');
  const paid = useInvoicePage(clientId, 'paid', view === 'paid');
  const shown = view === 'paid' ? [paid] : [unpaid, partial];
  const rows =
    view === 'paid'
      ? (paid.data?.rows ?? [])
      : [...(unpaid.data?.rows ?? []), ...(partial.data?.rows ?? [])]
          .sort((a, b) => b.invoice_date.localeCompare(a.invoice_date) || b.invoice_id - a.invoice_id)
          .slice(0, CLIENT_PORTAL_PAGE_SIZE);
  return {
    rows,
    outstandingPaise: (unpaid.data ?? partial.data ?? paid.data)?.summary.outstanding_paise,
    summaryFailed: !(unpaid.data ?? partial.data ?? paid.data) && [unpaid, partial, paid].some((query) => query.isError),
    isPending: shown.some((query) => query.isPending),
    error: shown.find((query) => query.error)?.error ?? null,
    refetch: () => shown.forEach((query) => void query.refetch()),
  };
}
