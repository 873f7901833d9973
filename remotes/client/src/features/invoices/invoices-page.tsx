import { useMemo } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  CLIENT_DUE_WINDOWS,
  CLIENT_INVOICE_STATUSES,
  CLIENT_INVOICE_TABS,
  CLIENT_PORTAL_PAGE_SIZE,
  CLIENT_PORTAL_TEXT,
  clientPortalFailureOf,
  type ClientInvoiceStatus,
} from '@firm/shared/domain/client-portal';
import { formatNumber } from '@firm/shared/domain/format';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { usePayInvoice } from '@firm/shared/features/payments/use-pay-invoice';
import { useSessionUser } from '@firm/shared/runtime';
import { ErrorWithRetry, PageHeader, useServerList } from '@firm/shared/ui';
import { AccessError } from '../projects/components/access-error';
import { clientInvoiceList } from './api/client-invoices';
import { InvoiceCards } from './components/invoice-cards';
import { InvoiceFilters } from './components/invoice-filters';
import { InvoicesTable, type InvoiceTab } from './components/invoices-table';

/** The server's only order (newest invoice first), 10 a page, the Unpaid tab, no filter. */
const LIST_DEFAULTS = {
  sort: 'date',
  order: 'desc' as const,
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'unpaid', status: '', due: '' },
};
const TAB_LABELS: Record<InvoiceTab, string> = { unpaid: 'Unpaid', partially_paid: 'Partial', paid: 'Paid' };
const EMPTY_TEXT: Record<InvoiceTab, string> = {
  unpaid: 'No unpaid invoices found',
  partially_paid: 'No partially paid invoices found',
  paid: 'No paid invoices found',
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : '';

/** /dashboard/client/invoices: My Invoices (spec 02 §2.7, issue 11). The spec's call needs the stored client id. */
export function InvoicesPage() {
  const clientId = useSessionUser()?.clientId;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader title="My Invoices" subtitle="Manage your payments and track invoice status" />
      {clientId ? <ClientInvoices clientId={clientId} /> : <Alert severity="error">{CLIENT_PORTAL_TEXT.noClientId}</Alert>}
    </Box>
  );
}

/** Tab, filters and page live in the URL; the rows, the cards and the tab counts come from the server. */
function ClientInvoices({ clientId }: { clientId: string }) {
  const resource = useMemo(() => clientInvoiceList(clientId), [clientId]);
  const list = useServerList(resource, LIST_DEFAULTS);
  const payment = usePayInvoice();
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const tab = oneOf(CLIENT_INVOICE_TABS, filters.tab) || 'unpaid';
  const failure = query.isError ? clientPortalFailureOf(toHttpFailure(query.error), CLIENT_PORTAL_TEXT.loadInvoicesFailed) : null;

  if (failure?.kind === 'access') return <AccessError />;
  // A status choice takes its tab along: Paid under Paid, and so on (one history entry for both).
  const chooseStatus = (status: ClientInvoiceStatus | '') => list.setFilters(status ? { status, tab: status } : { status });
  return (
    <>
      {failure ? <ErrorWithRetry message={failure.message} onRetry={() => void query.refetch()} /> : null}
      <InvoiceFilters
        due={oneOf(CLIENT_DUE_WINDOWS, filters.due)}
        status={oneOf(CLIENT_INVOICE_STATUSES, filters.status)}
        onDueChange={(due) => list.setFilter('due', due)}
        onStatusChange={chooseStatus}
      />
      {summary ? <InvoiceCards summary={summary} /> : null}
      <Paper sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: InvoiceTab) => list.setFilter('tab', next)}
          aria-label="Unpaid, partially paid and paid invoices"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          {CLIENT_INVOICE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={summary ? `${TAB_LABELS[key]} (${formatNumber(summary[key])})` : TAB_LABELS[key]}
              id={`client-invoices-tab-${key}`}
              aria-controls="client-invoices-panel"
            />
          ))}
        </Tabs>
        <Stack role="tabpanel" id="client-invoices-panel" aria-labelledby={`client-invoices-tab-${tab}`} sx={{ p: { xs: 1, sm: 2 } }}>
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
        </Stack>
      </Paper>
      {payment.dialog}
    </>
  );
}
