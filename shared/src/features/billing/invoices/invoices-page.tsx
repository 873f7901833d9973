import { useMemo, useState } from 'react';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  ADMIN_INVOICE_STATUSES,
  INVOICE_TABS,
  invoiceMessages,
  type AdminInvoiceStatus,
  type InvoiceTab,
} from '@firm/shared/domain/invoice';
import { formatNumber } from '@firm/shared/domain/format';
import { lazyDialog, PageHeader, ServerListTable, useServerList } from '@firm/shared/ui';
import { invoiceList } from '../api/invoices';
import { invoiceColumns } from './components/invoice-columns';
import { InvoiceFilters } from './components/invoice-filters';
import { saveInvoicePdf, viewInvoicePdf } from './components/invoice-pdf-actions';
import { InvoiceTotals } from './components/invoice-totals';
import { INVOICE_LIST_DEFAULTS } from '../api/invoice-list-prefetch';

// The detail carries the status form, the payment history and the zod schema: loaded after the list.
const InvoiceDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/invoice-details-dialog').then((m) => m.InvoiceDetailsDialog),
);

const EinvoiceSettingsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/einvoice-settings-dialog').then((m) => m.EinvoiceSettingsDialog),
);

const TAB_LABELS: Record<InvoiceTab, string> = { current: 'Current', history: 'History', refund_due: 'Refund due' };
const EMPTY_TEXT: Record<InvoiceTab, string> = {
  current: 'No current invoices found',
  history: 'No paid invoices found',
  refund_due: 'No invoices hold money to refund',
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : '';

/** Paid invoices are History's, the other statuses Current's (§2.2): a status choice takes its tab along. */
const tabOfStatus = (status: AdminInvoiceStatus): InvoiceTab => (status === 'paid' ? 'history' : 'current');
/** Refund due holds paid invoices only: Paid may stay chosen there, another status takes its own tab. */
const statusFits = (status: AdminInvoiceStatus, tab: InvoiceTab) =>
  tabOfStatus(status) === tab || (tab === 'refund_due' && status === 'paid');

/** /dashboard/admin/invoices: the admin's Invoices (spec 02 §2.2, §4). */
export function InvoicesPage() {
  const list = useServerList(invoiceList, INVOICE_LIST_DEFAULTS);
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const tab = oneOf(INVOICE_TABS, filters.tab) || 'current';
  const status = oneOf(ADMIN_INVOICE_STATUSES, filters.status);
  // The tab is where the list is, not a filter: an empty History is not 'nothing matches'.
  const filtering = Boolean(list.params.search || filters.company || filters.invoice_number || status);
  const [viewing, setViewing] = useState<number | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  // Aging counts from the server's day in India; before the first answer there are no rows to age.
  const today = summary?.today ?? '';
  const columns = useMemo(
    () => invoiceColumns(tab, today, { onView: (r) => setViewing(r.invoice_id), onViewPdf: viewInvoicePdf, onDownloadPdf: saveInvoicePdf }),
    [tab, today],
  );

  const changeTab = (next: InvoiceTab) => list.setFilters(status && !statusFits(status, next) ? { tab: next, status: '' } : { tab: next });
  const changeStatus = (next: AdminInvoiceStatus | '') =>
    list.setFilters(next ? { status: next, tab: statusFits(next, tab) ? tab : tabOfStatus(next) } : { status: '' });

  return (
    <Box>
      <PageHeader
        title="Invoices"
        subtitle="Manage invoices, payments, and track due amounts"
        actions={
          <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setSettingUp(true)}>
            e-Invoicing
          </Button>
        }
      />
      {summary ? <InvoiceTotals summary={summary} /> : null}
      <InvoiceFilters
        values={{ search: list.params.search ?? '', company: filters.company ?? '', invoice_number: filters.invoice_number ?? '', status }}
        onSearch={list.setSearch}
        onTyped={(name, value) => list.setFilter(name, value, { replace: true })}
        onStatus={changeStatus}
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: InvoiceTab) => changeTab(next)}
          aria-label="Current, paid and refund due invoices"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: { xs: 1, sm: 2 } }}
        >
          {INVOICE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={summary ? `${TAB_LABELS[key]} (${formatNumber(summary[key])})` : TAB_LABELS[key]}
              id={`invoices-tab-${key}`}
              aria-controls="invoices-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="invoices-panel" aria-labelledby={`invoices-tab-${tab}`}>
        <ServerListTable
          list={list}
          pager="pages"
          columns={columns}
          getRowId={(r) => r.invoice_id}
          ariaLabel={`${TAB_LABELS[tab]} invoices`}
          error={query.isError && !query.data ? invoiceMessages.loadFailed : null}
          emptyText={filtering ? 'No invoices found matching your criteria.' : EMPTY_TEXT[tab]}
        />
      </Box>
      {viewing !== null ? <InvoiceDetailsDialog invoiceId={viewing} onClose={() => setViewing(null)} /> : null}
      {settingUp ? <EinvoiceSettingsDialog onClose={() => setSettingUp(false)} /> : null}
    </Box>
  );
}
