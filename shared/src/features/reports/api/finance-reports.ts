import { queryOptions } from '@tanstack/react-query';
import {
  collectionsAnswerSchema,
  collectionsFileName,
  gstr1AnswerSchema,
  gstr1FileName,
  receivablesAnswerSchema,
  receivablesFileName,
  type Gstr1Section,
  type ReceivablesRow,
  type ReceivablesSummary,
  type ReportExportFormat,
} from '@firm/shared/domain/report';
import { indianDay } from '@firm/shared/domain/calendar';
import { http } from '@firm/shared/runtime';
import { listResource, toQueryParams, type ListParams } from '@firm/shared/ui';
import { saveReportFile } from './reports';

// The admin's money reports: receivables (a paged list with column totals), collections by month and
// the GST summary for a month, each read with the schema the server declares, and their exports.

export const receivablesReport = listResource({
  key: ['reports', 'receivables'],
  path: '/api/reports/receivables',
  schema: receivablesAnswerSchema,
  select: (answer): { rows: ReceivablesRow[]; summary: ReceivablesSummary } => ({ rows: answer.data.clients, summary: answer.summary }),
});

export type MonthRange = { from: string; to: string };

export const financeReportQueries = {
  collections: (range: Partial<MonthRange>) =>
    queryOptions({
      queryKey: ['reports', 'collections', range] as const,
      queryFn: async () => {
        const params = Object.fromEntries(Object.entries(range).filter(([, v]) => v));
        return collectionsAnswerSchema.parse((await http.get('/api/reports/collections', { params })).data);
      },
    }),
  gstSummary: (month: string) =>
    queryOptions({
      queryKey: ['reports', 'gst-summary', month] as const,
      queryFn: async () => gstr1AnswerSchema.parse((await http.get('/api/reports/gst-summary', { params: { month } })).data),
    }),
};

const today = () => indianDay(new Date());

export function downloadReceivables(params: ListParams, format: ReportExportFormat): Promise<string> {
  const { page: _page, limit: _limit, ...query } = toQueryParams(params);
  return saveReportFile(
    '/api/reports/receivables/export',
    { ...query, format },
    receivablesFileName(params.filters?.as_of || today(), format),
  );
}

export function downloadCollections(range: MonthRange, format: ReportExportFormat): Promise<string> {
  return saveReportFile('/api/reports/collections/export', { ...range, format }, collectionsFileName(range.from, range.to, format));
}

/** XLSX: every section, a sheet each; CSV: the section on screen. */
export function downloadGstSummary(month: string, format: ReportExportFormat, section: Gstr1Section): Promise<string> {
  const query: Record<string, string> = format === 'csv' ? { month, format, section } : { month, format };
  return saveReportFile('/api/reports/gst-summary/export', query, gstr1FileName(month, format, section));
}
