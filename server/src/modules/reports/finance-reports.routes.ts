import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionsAnswerSchema,
  collectionsExportQuerySchema,
  collectionsFileName,
  collectionsQuerySchema,
  COLLECTIONS_MAX_MONTHS,
  financeReportMessages,
  GSTR1_SECTIONS,
  gstr1AnswerSchema,
  gstr1ExportQuerySchema,
  gstr1FileName,
  gstr1QuerySchema,
  monthsBetween,
  receivablesAnswerSchema,
  receivablesExportQuerySchema,
  receivablesFileName,
  receivablesQuerySchema,
  shiftMonth,
  type ReportExportFormat,
} from '@firm/shared/domain/report';
import { indianDay } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import { staffOf } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { INVOICE_ADMINS } from '../billing/invoices';
import { contentDisposition } from '../../platform/content-disposition';
import { collectionsByMonth } from './collections.repo';
import { COLLECTIONS_COLUMNS, gstr1Sheets, RECEIVABLES_COLUMNS } from './finance-reports.columns';
import { gstr1Of } from './gstr1.repo';
import { receivablesBatches, receivablesPage } from './receivables.repo';
import { EXPORT_CONTENT_TYPES, exportSheets, sheetOf } from './reports.export';

// The admin's money reports: receivables with aging, collections by month, GSTR-1 for a month.
// Admin only, own firm; each has a page for the screen and an export of exactly the same rows.

const fileAnswer = {
  description: 'The report as a download (XLSX or CSV)',
  content: { [EXPORT_CONTENT_TYPES.xlsx]: { schema: z.string() }, 'text/csv': { schema: z.string() } },
};

function sendFile(reply: FastifyReply, format: ReportExportFormat, name: string, file: Readable) {
  return reply
    .header('Content-Type', EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', contentDisposition(name))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file);
}

/** The months asked, else the twelve to this one; one end alone reaches twelve months from it (still at most 120). */
function rangeOf(query: { from?: string; to?: string }, today: string) {
  const thisMonth = today.slice(0, 7);
  const reach = query.from ? [shiftMonth(query.from, -11), thisMonth].sort()[0]! : thisMonth;
  const to = query.to ?? (query.from && reach < query.from ? query.from : reach);
  const from = query.from ?? shiftMonth(to, 11);
  if (from > to) throw badRequest(financeReportMessages.range, [{ field: 'to', message: financeReportMessages.range }]);
  if (monthsBetween(from, to).length > COLLECTIONS_MAX_MONTHS)
    throw badRequest(financeReportMessages.span, [{ field: 'from', message: financeReportMessages.span }]);
  return { from, to };
}

export async function financeReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: INVOICE_ADMINS, row: 'own-organization' as const } };
  const today = () => indianDay(app.clock.now());
  const lastMonth = () => shiftMonth(today().slice(0, 7), 1);
  const logFailure = (request: { log: { error: (o: object, m: string) => void } }) => (error: unknown) =>
    request.log.error({ err: error }, 'report export failed');

  r.get(
    '/api/reports/receivables',
    { config: admins, schema: { querystring: receivablesQuerySchema, response: { 200: receivablesAnswerSchema } } },
    async (request) => {
      const { as_of, ...query } = request.query;
      const day = today();
      const filter = { ...query, organizationId: staffOf(request.auth).organizationId, asOf: as_of ?? day, today: day };
      const { rows, summary } = await receivablesPage(app.db, filter);
      return { success: true as const, data: { clients: rows }, pagination: paginationOf(query, summary.clients), summary };
    },
  );

  r.get(
    '/api/reports/receivables/export',
    { config: admins, schema: { querystring: receivablesExportQuerySchema, response: { 200: fileAnswer as never } } },
    async (request, reply) => {
      const { as_of, format, page: _page, limit: _limit, ...query } = request.query;
      const day = today();
      const asOf = as_of ?? day;
      const batches = receivablesBatches(app.db, { ...query, organizationId: staffOf(request.auth).organizationId, asOf, today: day });
      const file = exportSheets(format, [sheetOf({ name: 'Receivables', columns: RECEIVABLES_COLUMNS, batches })], logFailure(request));
      return sendFile(reply, format, receivablesFileName(asOf, format), file);
    },
  );

  r.get(
    '/api/reports/collections',
    { config: admins, schema: { querystring: collectionsQuerySchema, response: { 200: collectionsAnswerSchema } } },
    async (request) => {
      const range = rangeOf(request.query, today());
      const { rows, summary } = await collectionsByMonth(app.db, staffOf(request.auth).organizationId, range);
      return { success: true as const, data: { months: rows }, summary };
    },
  );

  r.get(
    '/api/reports/collections/export',
    { config: admins, schema: { querystring: collectionsExportQuerySchema, response: { 200: fileAnswer as never } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const range = rangeOf(query, today());
      const { rows } = await collectionsByMonth(app.db, staffOf(request.auth).organizationId, range);
      const batches = (async function* () {
        yield rows;
      })();
      const file = exportSheets(format, [sheetOf({ name: 'Collections', columns: COLLECTIONS_COLUMNS, batches })], logFailure(request));
      return sendFile(reply, format, collectionsFileName(range.from, range.to, format), file);
    },
  );

  r.get(
    '/api/reports/gst-summary',
    { config: admins, schema: { querystring: gstr1QuerySchema, response: { 200: gstr1AnswerSchema } } },
    async (request) => gstr1Of(app.db, staffOf(request.auth).organizationId, request.query.month ?? lastMonth()),
  );

  r.get(
    '/api/reports/gst-summary/export',
    { config: admins, schema: { querystring: gstr1ExportQuerySchema, response: { 200: fileAnswer as never } } },
    async (request, reply) => {
      const { format, section } = request.query;
      const month = request.query.month ?? lastMonth();
      const answer = await gstr1Of(app.db, staffOf(request.auth).organizationId, month);
      const file = exportSheets(format, gstr1Sheets(answer, format === 'xlsx' ? GSTR1_SECTIONS : [section]), logFailure(request));
      return sendFile(reply, format, gstr1FileName(month, format, section), file);
    },
  );
}
