import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_PORTAL_PAGE_SIZE, type ClientInvoice, type ClientInvoiceStatus, type ClientTaskTab } from '@firm/shared/domain';
import type { ListParams } from '@firm/shared/ui';
import { clientInvoiceList } from '../../invoices/api/client-invoices';
import { clientProjectList } from '../../projects/api/client-projects';

// The dashboard's first page of each list, through the same resources (and cache entries) as My
// Projects and My Invoices, so opening one after the other does not load twice.

const firstPage = (sort: string, order: 'asc' | 'desc', filters: Record<string, string>): ListParams => ({
  page: 1,
  limit: CLIENT_PORTAL_PAGE_SIZE,
  sort,
  order,
  filters,
});

/** My Projects' view of a tab, soonest due first (the same parameters My Projects sends). */
const projectParams = (tab: ClientTaskTab) => firstPage('due', 'asc', { tab, workflow_status: '', due: '' });
/** My Invoices' view of a tab, newest first (the same parameters My Invoices sends). */
const invoiceParams = (tab: ClientInvoiceStatus) => firstPage('date', 'desc', { tab, status: '', due: '' });

/** The tab's Projects; the summary (all of the client's Projects) gives the cards whatever the tab. */
export function useDashboardProjects(clientId: string, tab: ClientTaskTab) {
  const resource = useMemo(() => clientProjectList(clientId), [clientId]);
  return useQuery(resource.list(projectParams(tab)));
}

export type DashboardInvoices = {
  rows: ClientInvoice[];
  /** What the client still owes over all of its invoices, as the server summed it. */
  outstandingPaise: number | undefined;
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
  const resource = useMemo(() => clientInvoiceList(clientId), [clientId]);
  const unpaid = useQuery(resource.list(invoiceParams('unpaid')));
  const partial = useQuery(resource.list(invoiceParams('partially_paid')));
  const paid = useQuery({ ...resource.list(invoiceParams('paid')), enabled: view === 'paid' });
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
    isPending: shown.some((query) => query.isPending),
    error: shown.find((query) => query.error)?.error ?? null,
    refetch: () => shown.forEach((query) => void query.refetch()),
  };
}
