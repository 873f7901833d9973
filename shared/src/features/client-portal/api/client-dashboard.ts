import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CLIENT_PORTAL_PAGE_SIZE,
  type ClientInvoice,
  type ClientInvoiceStatus,
  type ClientTaskTab,
} from '@firm/shared/domain/client-portal';
import { queryClient } from '@firm/shared/runtime';
import { fetchOnMount, listParamsOf, type ListParams } from '@firm/shared/ui';
import { CLIENT_INVOICE_LIST_DEFAULTS, CLIENT_PROJECT_LIST_DEFAULTS, storedClientId } from './client-list-prefetch';
import { CLIENT_PORTAL_KEY, clientPortalListKey, type ClientPortalList } from './client-portal-key';

// The dashboard's first page of each list, under the same keys and parameters as My Projects and My
// Invoices (one cache entry for both). The resources, and the schemas (zod) they parse with, load with
// the first call instead of with the dashboard: the role's first navigation stays small.

const loadProjects = () => import(/* webpackPrefetch: true */ './client-projects');
const loadInvoices = () => import(/* webpackPrefetch: true */ './client-invoices');
const loadFilings = () => import(/* webpackPrefetch: true */ './client-filings');

/** My Projects' view of a tab (the parameters My Projects sends for it, soonest due first). */
export const projectParams = (tab: ClientTaskTab): ListParams => listParamsOf(new URLSearchParams({ tab }), CLIENT_PROJECT_LIST_DEFAULTS);
/** My Invoices' view of a tab (the parameters My Invoices sends for it, newest first). */
export const invoiceParams = (tab: ClientInvoiceStatus): ListParams =>
  listParamsOf(new URLSearchParams({ tab }), CLIENT_INVOICE_LIST_DEFAULTS);

// What the page's early prefetch brought is not asked for again as the dashboard mounts (`fetchOnMount`).
const filingsQuery = (clientId: string) => ({
  queryKey: [CLIENT_PORTAL_KEY, 'filings', clientId] as const,
  queryFn: async () => (await loadFilings()).fetchClientFilings(),
  refetchOnMount: fetchOnMount,
});
/** One page of a client's list, under the key its screen reads; the resource (and zod) loads with the call. */
const pageQuery = <Page>(
  list: ClientPortalList,
  clientId: string,
  params: ListParams,
  resource: () => Promise<{ fetchList: (params: ListParams) => Promise<Page> }>,
) => ({
  queryKey: clientPortalListKey(list, clientId, params),
  queryFn: async () => (await resource()).fetchList(params),
  refetchOnMount: fetchOnMount,
});
const projectsQuery = (clientId: string, tab: ClientTaskTab) =>
  pageQuery('tasks', clientId, projectParams(tab), async () => (await loadProjects()).clientProjectList(clientId));
const invoicesQuery = (clientId: string, tab: ClientInvoiceStatus) =>
  pageQuery('invoices', clientId, invoiceParams(tab), async () => (await loadInvoices()).clientInvoiceList(clientId));

/**
 * The dashboard's first data, asked for as the client's routes module runs (its `preload`), beside the
 * portal's own loading: the Ongoing Projects, both unpaid invoice views and the filings, under the keys
 * the dashboard's queries read. Settles (never rejects) when they are in the cache, answers or errors.
 */
export async function prefetchClientDashboard(): Promise<void> {
  const clientId = storedClientId();
  if (!clientId) return;
  await Promise.all([
    queryClient.prefetchQuery(projectsQuery(clientId, 'ongoing')),
    queryClient.prefetchQuery(invoicesQuery(clientId, 'unpaid')),
    queryClient.prefetchQuery(invoicesQuery(clientId, 'partially_paid')),
    queryClient.prefetchQuery(filingsQuery(clientId)),
  ]);
}

/** The client's filings due in the next 45 days (and the last 30), with what is done. */
export function useUpcomingFilings(clientId: string) {
  return useQuery(filingsQuery(clientId));
}

/** The tab's Projects; the summary (all of the client's Projects) gives the cards whatever the tab. */
export function useDashboardProjects(clientId: string, tab: ClientTaskTab) {
  return useQuery({ ...projectsQuery(clientId, tab), placeholderData: keepPreviousData });
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
