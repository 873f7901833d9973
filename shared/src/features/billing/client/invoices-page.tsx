import { useMemo } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import {
  CLIENT_DUE_WINDOWS,
  CLIENT_INVOICE_STATUS_LABELS,
  CLIENT_INVOICE_STATUSES,
  CLIENT_INVOICE_TABS,
  type ClientInvoiceStatus,
} from '@firm/shared/domain/client-portal';
import { formatNumber } from '@firm/shared/domain/format';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { usePayInvoice } from './pay/use-pay-invoice';
import {
  AccessError,
  choiceOf,
  ClientListFilters,
  ClientListTabs,
  CLIENT_PORTAL_TEXT,
  clientPortalFailureOf,
  ClientPortalScreen,
  ErrorWithRetry,
  PageHeader,
  useServerList,
} from '@firm/shared/ui';
import { clientInvoiceList } from '../api/client-invoices';
import { CLIENT_INVOICE_LIST_DEFAULTS } from '../api/client-invoice-list-prefetch';
import { InvoiceCards } from './components/invoice-cards';
import { InvoicesTable, type InvoiceTab } from './components/invoices-table';

const TAB_LABELS: Record<InvoiceTab, string> = { unpaid: 'Unpaid', partially_paid: 'Partial', paid: 'Paid', cancelled: 'Cancelled' };
const EMPTY_TEXT: Record<InvoiceTab, string> = {
  unpaid: 'No unpaid invoices found',
  partially_paid: 'No partially paid invoices found',
  paid: 'No paid invoices found',
  cancelled: 'No cancelled invoices found',
};
/** Spec 02 §2.7's three tabs; Cancelled beside them only while there is a cancelled invoice to show (or it is open). */
const SPEC_TABS = CLIENT_INVOICE_TABS.filter((key) => key !== 'cancelled');

/** Spec 02 §2.7 lists the status filter as Paid, Unpaid, Partially Paid. */
const STATUS_CHOICES = (['paid', 'unpaid', 'partially_paid'] as const).map((value) => ({
  value,
  label: CLIENT_INVOICE_STATUS_LABELS[value],
}));

/** /dashboard/client/invoices: My Invoices (spec 02 §2.7). The spec's call needs the stored client id. */
export function InvoicesPage() {
  return (
    <ClientPortalScreen header={<PageHeader title="My Invoices" subtitle="Manage your payments and track invoice status" />}>
      {(clientId) => <ClientInvoices clientId={clientId} />}
    </ClientPortalScreen>
  );
}

/** Tab, filters and page live in the URL; the rows, the cards and the tab counts come from the server. */
function ClientInvoices({ clientId }: { clientId: string }) {
  const resource = useMemo(() => clientInvoiceList(clientId), [clientId]);
  const list = useServerList(resource, CLIENT_INVOICE_LIST_DEFAULTS);
  const payment = usePayInvoice();
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const tab = choiceOf(CLIENT_INVOICE_TABS, filters.tab) || 'unpaid';
  const failure = query.isError ? clientPortalFailureOf(toHttpFailure(query.error), CLIENT_PORTAL_TEXT.loadInvoicesFailed) : null;

  if (failure?.kind === 'access') return <AccessError />;
  // A status choice takes its tab along: Paid under Paid, and so on (one history entry for both).
  const chooseStatus = (status: ClientInvoiceStatus | '') => list.setFilters(status ? { status, tab: status } : { status });
  return (
    <>
      {failure ? <ErrorWithRetry message={failure.message} onRetry={() => void query.refetch()} /> : null}
      <ClientListFilters
        allDueLabel="All Invoices"
        due={choiceOf(CLIENT_DUE_WINDOWS, filters.due)}
        status={choiceOf(CLIENT_INVOICE_STATUSES, filters.status)}
        statusChoices={STATUS_CHOICES}
        onDueChange={(due) => list.setFilter('due', due)}
        onStatusChange={chooseStatus}
      />
      {summary ? <InvoiceCards summary={summary} /> : null}
      <ClientListTabs
        id="client-invoices"
        ariaLabel="Invoices by status"
        tabs={(summary?.cancelled ?? 0) > 0 || tab === 'cancelled' ? CLIENT_INVOICE_TABS : SPEC_TABS}
        value={tab}
        labelOf={(key) => (summary ? `${TAB_LABELS[key]} (${formatNumber(summary[key])})` : TAB_LABELS[key])}
        onChange={(next) => list.setFilter('tab', next)}
        scrollable
      >
        {query.isPending ? (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography color="text.secondary">Loading invoices...</Typography>
          </Stack>
        ) : query.data ? (
          <InvoicesTable
            tab={tab}
            rows={list.rows}
            emptyText={EMPTY_TEXT[tab]}
            ariaLabel={`${TAB_LABELS[tab]} invoices`}
            paying={payment.paying}
            onPay={payment.pay}
            paging={list.paging}
          />
        ) : null}
      </ClientListTabs>
      {payment.dialog}
    </>
  );
}
