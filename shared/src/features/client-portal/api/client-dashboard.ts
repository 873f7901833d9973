import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CLIENT_PORTAL_PAGE_SIZE,
  type ClientInvoice,
  type ClientInvoiceStatus,
  type ClientTaskTab,
} from '@firm/shared/domain/client-portal';
import type { ListParams } from '@firm/shared/ui';
import { CLIENT_PORTAL_KEY, clientPortalListKey } from './client-portal-key';

// The dashboard's first page of each list, under the same keys and parameters as My Projects and My
// Invoices (one cache entry for both). The resources, and the schemas (zod) they parse with, load with
// the first call instead of with the dashboard: the role's first navigation stays small.

const loadProjects = () => import(/* webpackPrefetch: true */ './client-projects');
const loadInvoices = () => import(/* webpackPrefetch: true */ './client-invoices');
const loadFilings = () => import(/* webpackPrefetch: true */ './client-filings');

/** The client's filings due in the next 45 days (and the last 30), with what is done (issue 30). */
export function useUpcomingFilings(clientId: string) {
  return useQuery({
    queryKey: [CLIENT_PORTAL_KEY, 'filings', clientId] as const,
    queryFn: async () => (await loadFilings()).fetchClientFilings(),
  });
}

const firstPage = (sort: string, order: 'asc' | 'desc', filters: Record<string, string>): ListParams => ({
  page: 1,
  limit: CLIENT_PORTAL_PAGE_SIZE,
  sort,
  order,
  filters,
});
/** My Projects' view of a tab, soonest due first (the same parameters My Projects sends). */
export const projectParams = (tab: ClientTaskTab) => firstPage('due', 'asc', { tab, workflow_status: '', due: '' });
/** My Invoices' view of a tab, newest first (the same parameters My Invoices sends). */
export const invoiceParams = (tab: ClientInvoiceStatus) => firstPage('date', 'desc', { tab, status: '', due: '' });

/** The tab's Projects; the summary (all of the client's Projects) gives the cards whatever the tab. */
export function useDashboardProjects(clientId: string, tab: ClientTaskTab) {
  const params = projectParams(tab);
  return useQuery({
    queryKey: clientPortalListKey('tasks', clientId, params),
    queryFn: async () => (await loadProjects()).clientProjectList(clientId).fetchList(params),
    placeholderData: keepPreviousData,
  });
}

function useInvoicePage(clientId: string, tab: ClientInvoiceStatus, enabled = true) {
  const params = invoiceParams(tab);
  return useQuery({
    queryKey: clientPortalListKey('invoices', clientId, params),
    queryFn: async () => (await loadInvoices()).clientInvoiceList(clientId).fetchList(params),
    enabled,
  });
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
