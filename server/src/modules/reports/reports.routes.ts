import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYEE_REPORT_COLUMNS,
  projectReportAnswerSchema,
  projectReportExportQuerySchema,
  projectReportQuerySchema,
  reportFileName,
  SUPERVISOR_REPORT_COLUMNS,
} from '@firm/shared/domain/report';
import { indianDay } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import type { Role } from '@firm/shared/domain/auth';
import { staffOf, type Staff } from '../../platform/auth';
import { contentDisposition } from '../../platform/content-disposition';
import { EXPORT_CONTENT_TYPES, exportStream } from './reports.export';
import { reportBatches, reportPage, type ReportScope } from './reports.repo';

/** Spec 02 §2: the admin's, supervisor's and employee's Reports. */
export const REPORT_READERS: Role[] = ['admin', 'supervisor', 'employee'];

/** Admin and supervisor: every Project of the firm (as GET /api/tasks/ shows a supervisor); employee: its own (§2.6). */
export function reportScopeOf(auth: Staff): ReportScope {
  return auth.role === 'employee' ? { organizationId: auth.organizationId, assigneeId: auth.id } : { organizationId: auth.organizationId };
}

const fileAnswer = {
  description: 'The filtered report as a download (XLSX or CSV)',
  content: { [EXPORT_CONTENT_TYPES.xlsx]: { schema: z.string() }, 'text/csv': { schema: z.string() } },
};

/** GET /api/reports/projects (a page with the cards) and GET /api/reports/projects/export (every filtered row as a file). */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = { access: { roles: REPORT_READERS, row: 'own-organization' as const } };

  r.get(
    '/api/reports/projects',
    { config: readers, schema: { querystring: projectReportQuerySchema, response: { 200: projectReportAnswerSchema } } },
    async (request) => {
      const auth = staffOf(request.auth);
      const { query } = request;
      const { rows, summary } = await reportPage(app.db, reportScopeOf(auth), { ...query, today: indianDay(app.clock.now()) });
      return { success: true as const, data: { projects: rows }, pagination: paginationOf(query, summary.total), summary };
    },
  );

  r.get(
    '/api/reports/projects/export',
    { config: readers, schema: { querystring: projectReportExportQuerySchema, response: { 200: fileAnswer as never } } },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const { format, ...filter } = request.query;
      const today = indianDay(app.clock.now());
      const batches = reportBatches(app.db, reportScopeOf(auth), { ...filter, today });
      const columns = auth.role === 'employee' ? EMPLOYEE_REPORT_COLUMNS : SUPERVISOR_REPORT_COLUMNS;
      const file = exportStream(format, batches, columns, auth.role === 'employee' ? 'employee' : 'staff', (error) =>
        request.log.error({ err: error }, 'report export failed'),
      );
      return reply
        .header('Content-Type', EXPORT_CONTENT_TYPES[format])
        .header('Content-Disposition', contentDisposition(reportFileName(today, format)))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file);
    },
  );
}
