import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  financeReportMessages,
  GSTR1_SECTION_LABELS,
  GSTR1_SECTIONS,
  isReportMonth,
  ratePercent,
  shiftMonth,
  type Gstr1Answer,
  type Gstr1Section,
} from '@firm/shared/domain/report';
import { formatDate } from '@firm/shared/domain/format';
import { indianDay } from '@firm/shared/domain/calendar';
import { DataTable, type DataTableColumn } from '@firm/shared/ui';
import { downloadGstSummary, financeReportQueries } from './api/finance-reports';
import { MoneyCards, moneyCell } from './components/money-cards';
import { ReportDateField } from './components/report-date-field';
import { ReportExport } from './components/report-export';
import { useReportParams, useResetWhenRefused } from './hooks/use-report-params';

// The GST summary of a month in GSTR-1's tables. The month defaults to the last one (the return
// being filed); the section on screen is in the URL. XLSX exports every section, CSV the one on screen.

type Row = Gstr1Answer['data'][Gstr1Section][number];
type Taxed = { taxable_paise: number; igst_paise: number; cgst_paise: number; sgst_paise: number };

const money = <R extends Row>(id: string, label: string, pick: (r: R) => number): DataTableColumn<R> => ({
  id,
  label,
  render: (r) => moneyCell(pick(r)),
  align: 'right',
});
const text = <R extends Row>(
  id: string,
  label: string,
  pick: (r: R) => string | null,
  hide: 'mobile' | 'belowWide' | null = null,
): DataTableColumn<R> => ({
  id,
  label,
  render: (r) => pick(r) ?? '—',
  hideOnMobile: hide === 'mobile',
  hideBelowWide: hide === 'belowWide',
});
const taxes = <R extends Row & Taxed>(): DataTableColumn<R>[] => [
  text<R>('rate', 'Rate', (r) => ratePercent((r as { rate_bp: number }).rate_bp)),
  money<R>('taxable', 'Taxable Value', (r) => r.taxable_paise),
  money<R>('igst', 'IGST', (r) => r.igst_paise),
  money<R>('cgst', 'CGST', (r) => r.cgst_paise),
  money<R>('sgst', 'SGST/UTGST', (r) => r.sgst_paise),
];
type InvoiceRow = Gstr1Answer['data']['b2b'][number];
type NoteRow = Gstr1Answer['data']['cdnr'][number];
const invoices = (gstin: boolean): DataTableColumn<InvoiceRow>[] => [
  ...(gstin ? [text<InvoiceRow>('gstin', 'GSTIN', (r) => r.gstin)] : []),
  text<InvoiceRow>('name', 'Receiver', (r) => r.recipient_name),
  text<InvoiceRow>('number', 'Invoice', (r) => r.invoice_number),
  text<InvoiceRow>('date', 'Date', (r) => formatDate(r.invoice_date), 'mobile'),
  money<InvoiceRow>('value', 'Invoice Value', (r) => r.invoice_value_paise),
  // From a wide screen up (at 1280 px the table did not fit); the GSTR-1 export carries it.
  text<InvoiceRow>('pos', 'Place of Supply', (r) => r.place_of_supply, 'belowWide'),
  ...taxes<InvoiceRow>(),
];
const notes = (registered: boolean): DataTableColumn<NoteRow>[] => [
  registered ? text<NoteRow>('gstin', 'GSTIN', (r) => r.gstin) : text<NoteRow>('ur', 'UR Type', (r) => r.ur_type),
  text<NoteRow>('name', 'Receiver', (r) => r.recipient_name),
  text<NoteRow>('number', 'Note', (r) => r.note_number),
  text<NoteRow>('date', 'Date', (r) => formatDate(r.note_date), 'mobile'),
  text<NoteRow>('invoice', 'Original Invoice', (r) => r.invoice_number, 'mobile'),
  money<NoteRow>('value', 'Note Value', (r) => r.note_value_paise),
  ...taxes<NoteRow>(),
];
const COLUMNS: Record<Gstr1Section, DataTableColumn<never>[]> = {
  b2b: invoices(true),
  b2cl: invoices(false),
  exp: invoices(false),
  b2cs: [
    text<Gstr1Answer['data']['b2cs'][number]>('pos', 'Place of Supply', (r) => r.place_of_supply),
    text<Gstr1Answer['data']['b2cs'][number]>('supply', 'Supply', (r) => (r.supply_type === 'intra_state' ? 'Intra-State' : 'Inter-State')),
    ...taxes<Gstr1Answer['data']['b2cs'][number]>(),
  ],
  cdnr: notes(true),
  cdnur: notes(false),
  hsn: [
    text<Gstr1Answer['data']['hsn'][number]>('sac', 'SAC', (r) => r.sac_code),
    text<Gstr1Answer['data']['hsn'][number]>('description', 'Description', (r) => r.description, 'mobile'),
    money<Gstr1Answer['data']['hsn'][number]>('value', 'Total Value', (r) => r.total_value_paise),
    ...taxes<Gstr1Answer['data']['hsn'][number]>(),
  ],
} as unknown as Record<Gstr1Section, DataTableColumn<never>[]>;

const lastMonth = () => shiftMonth(indianDay(new Date()).slice(0, 7), 1);

export function GstSummaryReport() {
  const url = useReportParams({ month: lastMonth(), section: 'b2b' });
  const month = url.value('month');
  const section = (GSTR1_SECTIONS as readonly string[]).includes(url.value('section')) ? (url.value('section') as Gstr1Section) : 'b2b';
  const query = useQuery(financeReportQueries.gstSummary(month));
  useResetWhenRefused(query, url.reset);
  const summary = query.data?.summary;
  const rows = (query.data?.data[section] ?? []) as never[];
  // The toast counts what the file holds: every section in XLSX (a sheet each), the one on screen in CSV.
  const exported = summary && {
    xlsx: { count: GSTR1_SECTIONS.reduce((n, s) => n + summary.sections[s].count, 0), scope: `all ${GSTR1_SECTIONS.length} sections` },
    csv: { count: summary.sections[section].count, scope: GSTR1_SECTION_LABELS[section] },
  };
  return (
    <Box>
      <MoneyCards
        cards={[
          {
            label: 'Invoice Value',
            paise: summary?.invoices.value_paise,
            caption: summary ? `${summary.invoices.count} invoices` : undefined,
          },
          { label: 'Taxable Value', paise: summary?.invoices.taxable_paise },
          { label: 'Tax', paise: summary && summary.invoices.igst_paise + summary.invoices.cgst_paise + summary.invoices.sgst_paise },
          {
            label: 'Credit Notes',
            paise: summary?.credit_notes.value_paise,
            caption: summary ? `${summary.credit_notes.count} notes` : undefined,
          },
          { label: 'Net Taxable Value', paise: summary?.net.taxable_paise },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ReportDateField
          type="month"
          label="Month"
          value={month}
          valid={isReportMonth}
          onCommit={(next) => url.set({ month: next }, { replace: true })}
          min="2000-01"
          max="2099-12"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            GSTR-1 Summary
          </Typography>
          <ReportExport count={exported} onExport={(format) => downloadGstSummary(month, format, section)} />
        </Box>
        <Tabs
          value={section}
          onChange={(_e, next: Gstr1Section) => url.set({ section: next })}
          variant="scrollable"
          aria-label="GSTR-1 sections"
          sx={{ mb: 1 }}
        >
          {GSTR1_SECTIONS.map((s) => (
            <Tab key={s} value={s} label={`${GSTR1_SECTION_LABELS[s]}${summary ? ` (${summary.sections[s].count})` : ''}`} />
          ))}
        </Tabs>
        <DataTable
          ariaLabel={`GSTR-1 ${GSTR1_SECTION_LABELS[section]}`}
          rows={rows}
          columns={COLUMNS[section]}
          getRowId={(r: never) => JSON.stringify(r)}
          loading={query.isPending}
          error={query.isError ? financeReportMessages.loadFailed : null}
          onRetry={() => void query.refetch()}
          emptyText={`No ${GSTR1_SECTION_LABELS[section]} entries for this month.`}
          pageSize={25}
        />
      </Paper>
    </Box>
  );
}
