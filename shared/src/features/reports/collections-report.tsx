import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  COLLECTIONS_MAX_MONTHS,
  financeReportMessages,
  isReportMonth,
  monthLabel,
  monthsBetween,
  type CollectionsRow,
} from '@firm/shared/domain/report';
import { formatNumber } from '@firm/shared/domain/format';
import { DataTable, type DataTableColumn } from '@firm/shared/ui';
import { downloadCollections, financeReportQueries } from './api/finance-reports';
import { MoneyCards, moneyCell } from './components/money-cards';
import { ReportDateField } from './components/report-date-field';
import { ReportExport } from './components/report-export';
import { useReportParams, useResetWhenRefused } from './hooks/use-report-params';

// Collections by month: money received net of reversals, online and by hand, and credit notes issued.
// Without a range the server answers the twelve months to this one (and says which in its summary).

/** Both ends given, in order and at most 120 months apart: the only ranges the server takes. */
const fits = (from: string, to: string) => from <= to && monthsBetween(from, to).length <= COLLECTIONS_MAX_MONTHS;

const DEFAULTS = { from: '', to: '' };

const count = (n: number) => formatNumber(n);
const COLUMNS: DataTableColumn<CollectionsRow>[] = [
  { id: 'month', label: 'Month', render: (r) => monthLabel(r.month) },
  { id: 'received', label: 'Received', render: (r) => moneyCell(r.received_paise), align: 'right' },
  { id: 'payments', label: 'Payments', render: (r) => count(r.payments), align: 'right', hideOnMobile: true },
  { id: 'online', label: 'Online', render: (r) => moneyCell(r.online_paise), align: 'right', hideOnMobile: true },
  { id: 'manual', label: 'Recorded by Hand', render: (r) => moneyCell(r.manual_paise), align: 'right', hideOnMobile: true },
  { id: 'reversed', label: 'Reversed', render: (r) => moneyCell(r.reversed_paise), align: 'right', hideOnMobile: true },
  { id: 'credit_notes', label: 'Credit Notes', render: (r) => count(r.credit_notes), align: 'right', hideOnMobile: true },
  { id: 'credit_notes_paise', label: 'Credit Notes Amount', render: (r) => moneyCell(r.credit_notes_paise), align: 'right' },
];

export function CollectionsReport() {
  const url = useReportParams(DEFAULTS);
  const range = { from: url.value('from'), to: url.value('to') };
  const query = useQuery(financeReportQueries.collections(range));
  useResetWhenRefused(query, url.reset);
  const summary = query.data?.summary;
  // Moving one end past the other (or over 120 months from it) lets the other go, as the Projects report's due
  // range does: the fields never make a range the server refuses.
  const commit = (name: 'from' | 'to', value: string) => {
    const otherName = name === 'from' ? 'to' : 'from';
    const [from, to] = name === 'from' ? [value, range.to] : [range.from, value];
    const clash = Boolean(from && to && !fits(from, to));
    url.set(clash ? { [name]: value, [otherName]: '' } : { [name]: value }, { replace: true });
  };
  const monthField = (name: 'from' | 'to', label: string) => (
    <ReportDateField
      type="month"
      label={label}
      value={range[name] || summary?.[name] || ''}
      valid={(month) => month === '' || isReportMonth(month)}
      onCommit={(month) => commit(name, month)}
      min="2000-01"
      max="2099-12"
    />
  );
  return (
    <Box>
      <MoneyCards
        cards={[
          {
            label: 'Received',
            paise: summary?.received_paise,
            caption: summary ? `${formatNumber(summary.payments)} payments` : undefined,
          },
          { label: 'Online', paise: summary?.online_paise },
          { label: 'Recorded by Hand', paise: summary?.manual_paise },
          {
            label: 'Credit Notes',
            paise: summary?.credit_notes_paise,
            caption: summary ? `${formatNumber(summary.credit_notes)} issued` : undefined,
          },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {monthField('from', 'From')}
        {monthField('to', 'To')}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Collections by Month
          </Typography>
          <ReportExport
            count={summary ? query.data!.data.months.length : undefined}
            onExport={(format) => downloadCollections({ from: summary!.from, to: summary!.to }, format)}
          />
        </Box>
        <DataTable
          ariaLabel="Collections by Month"
          rows={query.data?.data.months ?? []}
          columns={COLUMNS}
          getRowId={(r) => r.month}
          loading={query.isPending}
          error={query.isError ? financeReportMessages.loadFailed : null}
          onRetry={() => void query.refetch()}
          emptyText="No months in this range."
          pageSize={120}
          rowsPerPageOptions={[120]}
        />
      </Paper>
    </Box>
  );
}
