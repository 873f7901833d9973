import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildGstr1,
  gstr1FileMessages as M,
  gstr1JsonText,
  gstr1StreamedSheets,
  gstr1FileQuerySchema,
  gstr1SummaryAnswerSchema,
  gstr1SummaryOf,
  gstr1SummaryQuerySchema,
  gstr1UploadFileName,
  returnPeriodOf,
} from '@firm/shared/domain/gstr1';
import { staffOf } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { contentDisposition } from '../../platform/content-disposition';
import { INVOICE_ADMINS } from '../billing/invoices';
import { Readable } from 'node:stream';
import { gstr1InputOf, registrationOffices } from './gstr1-file.repo';
import { gstr1NamesOf, gstr1PartsOf } from './gstr1-stream.repo';
import { gstr1XlsxStream } from './gstr1-file.xlsx';
import { EXPORT_CONTENT_TYPES } from './reports.export';

// GSTR-1 for upload: one registration's return for one period, as the GST portal's offline
// tool JSON or its Excel template. The period is a month, or the quarter's last month when the
// registration files quarterly (QRMP, the offices' setting).

const fileAnswer = {
  description: 'The return as a download: the portal’s JSON or the offline tool’s Excel template',
  content: { 'application/json': { schema: z.string() }, [EXPORT_CONTENT_TYPES.xlsx]: { schema: z.string() } },
};

export async function gstr1FileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The registration's offices and the days of its period: 404 for a GSTIN of no office, 400 for a month that ends no quarter. */
  const returnOf = async (organizationId: number, gstin: string, period: string) => {
    const registration = await registrationOffices(app.db, organizationId, gstin);
    if (!registration.length) throw notFound(M.unknownGstin);
    const days = returnPeriodOf(period, registration[0]!.filingFrequency);
    if (!days) throw badRequest(M.quarter, [{ field: 'period', message: M.quarter }]);
    return days;
  };

  // The Reports screen's view of the same return: each table's records and amounts, and Table 13.
  r.get(
    '/api/reports/gstr1/summary',
    {
      config: { access: { roles: INVOICE_ADMINS, row: 'own-organization' } },
      schema: { querystring: gstr1SummaryQuerySchema, response: { 200: gstr1SummaryAnswerSchema } },
    },
    async (request) => {
      const { organizationId } = staffOf(request.auth);
      const { gstin, period } = request.query;
      const days = await returnOf(organizationId, gstin, period);
      const json = buildGstr1(await gstr1InputOf(app.db, organizationId, gstin, days));
      const { fp, frequency, from, until } = days;
      return { success: true as const, data: { gstin, period, fp, frequency, from, until, ...gstr1SummaryOf(json) } };
    },
  );

  r.get(
    '/api/reports/gstr1/file',
    {
      config: { access: { roles: INVOICE_ADMINS, row: 'own-organization' } },
      schema: { querystring: gstr1FileQuerySchema, response: { 200: fileAnswer as never } },
    },
    async (request, reply) => {
      const { organizationId } = staffOf(request.auth);
      const { gstin, period, format } = request.query;
      const days = await returnOf(organizationId, gstin, period);
      // The summed tables, Table 13 (and for the sheets, their summaries) are read before the answer starts, so
      // their failure is a plain error answer; the documents are then read a batch at a time as the file is
      // written, and a failure there breaks the download off (no file that only looks complete).
      const parts = await gstr1PartsOf(app.db, organizationId, gstin, days);
      reply
        .header('Content-Disposition', contentDisposition(gstr1UploadFileName(gstin, days.fp, format)))
        .header('X-Content-Type-Options', 'nosniff');
      if (format === 'json')
        return reply.header('Content-Type', 'application/json; charset=utf-8').send(Readable.from(gstr1JsonText(parts)));
      const names = () => gstr1NamesOf(app.db, organizationId, gstin, days);
      const sheets = await gstr1StreamedSheets(parts, { b2b: names(), cdnr: names() });
      const file = gstr1XlsxStream(sheets, (error) => request.log.error({ err: error }, 'GSTR-1 export failed'));
      return reply.header('Content-Type', EXPORT_CONTENT_TYPES.xlsx).send(file);
    },
  );
}
