import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AGING_BUCKET_LABELS, AGING_BUCKETS } from '@firm/shared/domain/invoice';
import { financeReportMessages, isReportDay, type ReceivablesRow } from '@firm/shared/domain/report';
import { formatDate, formatNumber } from '@firm/shared/domain/format';
import type { SortOrder } from '@firm/shared/domain/list';
import { DataTable, nameColumn, SearchField, type DataTableColumn, type ListParams, type ServerPaging } from '@firm/shared/ui';
import { downloadReceivables, receivablesReport } from './api/finance-reports';
import { MoneyCards, moneyCell } from './components/money-cards';
import { ReportDateField } from './components/report-date-field';
import { ReportExport } from './components/report-export';
import { useReportParams, useResetWhenRefused } from './hooks/use-report-params';

// Receivables by client with aging buckets: the server pages, sorts and sums; 'Current' is what is
// not yet overdue, the buckets count days past the due day (the Invoices page's Aging).

const DEFAULTS = { page: '1', limit: '10', sort: 'total', order: 'desc', search: '', as_of: '' };

const COLUMNS: DataTableColumn<ReceivablesRow>[] = [
  nameColumn('client', 'Client', (r) => r.client_name),
  { id: 'gstin', label: 'GSTIN', render: (r) => r.gstin ?? 'Unregistered', hideOnMobile: true },
  {
    id: 'invoices',
    label: 'Invoices',
    render: (r) => formatNumber(r.invoices),
    sortValue: (r) => r.invoices,
    align: 'right',
    hideOnMobile: true,
  },
  ...AGING_BUCKETS.map((b): DataTableColumn<ReceivablesRow> => ({
    id: b,
    label: AGING_BUCKET_LABELS[b],
    render: (r) => moneyCell(r[`${b}_paise`]),
    sortValue: (r) => r[`${b}_paise`],
    align: 'right',
    hideOnMobile: b !== 'current',
  })),
  {
    id: 'total',
    label: 'Total Due',
    render: (r) => (
      <Box component="span" sx={{ fontWeight: 700 }}>
        {moneyCell(r.total_paise)}
      </Box>
    ),
    sortValue: (r) => r.total_paise,
    align: 'right',
  },
];

export function ReceivablesReport() {
  const url = useReportParams(DEFAULTS);
  const params: ListParams = {
    page: Number(url.value('page')) || 1,
    limit: Number(url.value('limit')) || 10,
    sort: url.value('sort'),
    order: url.value('order') as SortOrder,
    search: url.value('search') || undefined,
    filters: { as_of: url.value('as_of') },
  };
  const query = useQuery(receivablesReport.list(params));
  useResetWhenRefused(query, url.reset);
  const summary = query.data?.summary;
  const paging: ServerPaging = {
    page: params.page,
    limit: params.limit,
    total: query.data?.pagination.total ?? 0,
    sort: params.sort,
    order: params.order,
    onPageChange: (page) => url.set({ page }),
    onLimitChange: (limit) => url.set({ limit }),
    onSortChange: (sort, order) => url.set({ sort, order }),
  };
  const cards = useMemo(
    () => [
      { label: 'Total Due', paise: summary?.total_paise, caption: summary ? `${formatNumber(summary.clients)} clients` : undefined },
      ...AGING_BUCKETS.map((b) => ({ label: AGING_BUCKET_LABELS[b], paise: summary?.[`${b}_paise`] })),
    ],
    [summary],
  );
  return (
    <Box>
      <MoneyCards cards={cards} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <SearchField
            value={params.search}
            onSearch={(search) => url.set({ search: search.trim() }, { replace: true })}
            placeholder="Search clients..."
            label="Search clients"
          />
        </Box>
        <ReportDateField
          type="date"
          label="As of"
          value={params.filters!.as_of!}
          valid={(day) => day === '' || isReportDay(day)}
          onCommit={(as_of) => url.set({ as_of }, { replace: true })}
          min="2000-01-01"
          max="2099-12-31"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Receivables{summary ? ` as of ${formatDate(summary.as_of)}` : ''}
          </Typography>
          <ReportExport count={query.data?.pagination.total} onExport={(format) => downloadReceivables(params, format)} />
        </Box>
        <DataTable
          ariaLabel="Receivables"
          rows={query.data?.rows ?? []}
          columns={COLUMNS}
          getRowId={(r) => r.client_id}
          loading={query.isPending}
          error={query.isError && !query.data ? financeReportMessages.loadFailed : null}
          onRetry={() => void query.refetch()}
          emptyText="Nothing is outstanding."
          pager="pages"
          server={paging}
        />
      </Paper>
    </Box>
  );
}
