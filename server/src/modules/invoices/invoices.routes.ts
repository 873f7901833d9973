import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  invoiceGenerateSchema,
  invoiceMessages,
  invoicePreviewQuerySchema,
  invoicePreviewSchema,
  invoiceSchema,
  type Role,
} from '@firm/shared/domain';
import { issuedDocuments } from '../../db/schema-invoices';
import { staffOf } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { idParams } from '../master-data/route-params';
import { findInvoice } from './invoices.repo';
import { generateInvoice, previewInvoice } from './invoices.service';
import { toInvoice, toInvoicePreview } from './invoices.wire';

/** Spec 02 §6: the admin generates invoices and manages their payment status. */
export const INVOICE_ADMINS: Role[] = ['admin'];

const pdfAnswer = { description: 'The issued document as a PDF file', content: { 'application/pdf': { schema: z.string() } } };
const invoiceAnswer = z.object({ success: z.literal(true), message: z.string(), data: invoiceSchema });

/** GET /api/invoice/preview, POST /api/invoice/generate (spec 02 §7), GET /api/invoices/{id}, GET /api/invoices/{id}/pdf. */
export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: INVOICE_ADMINS, row: 'own-organization' as const } };

  r.post(
    '/api/invoice/generate',
    { config: admins, schema: { body: invoiceGenerateSchema, response: { 201: invoiceAnswer } } },
    async (request, reply) => {
      const row = await generateInvoice(app.db, staffOf(request.auth), request.body.task_id, app.clock.now());
      return reply.code(201).send({ success: true as const, message: 'Invoice Generated Successfully', data: toInvoice(row) });
    },
  );

  // The Generate Invoice dialog's read-only summary: the issue's own checks and computation, nothing written.
  r.get(
    '/api/invoice/preview',
    {
      config: admins,
      schema: {
        querystring: invoicePreviewQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: invoicePreviewSchema }) },
      },
    },
    async (request) => {
      const draft = await previewInvoice(app.db, staffOf(request.auth), request.query.task_id, app.clock.now());
      return { success: true as const, data: toInvoicePreview(draft) };
    },
  );

  r.get(
    '/api/invoices/:id',
    { config: admins, schema: { params: idParams, response: { 200: invoiceAnswer.omit({ message: true }) } } },
    async (request) => {
      const row = await findInvoice(app.db, request.auth.organizationId, request.params.id);
      if (!row) throw notFound(invoiceMessages.notFound);
      return { success: true as const, data: toInvoice(row) };
    },
  );

  // The issued PDF, the same bytes every time, to the firm's admins (the client's contacts get theirs
  // through the client portal).
  app.get(
    '/api/invoices/:id/pdf',
    { config: admins, schema: { params: idParams, response: { 200: pdfAnswer } } },
    async (request, reply) => {
      // The untyped route: its answer is bytes, not a JSON schema's type; idParams still validates the id.
      const { id } = request.params as { id: number };
      const row = await findInvoice(app.db, request.auth.organizationId, id);
      if (!row) throw notFound(invoiceMessages.notFound);
      const [document] = await app.db
        .select()
        .from(issuedDocuments)
        .where(and(eq(issuedDocuments.id, row.documentId), eq(issuedDocuments.organizationId, request.auth.organizationId)));
      if (!document) throw notFound(invoiceMessages.notFound);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .header('x-content-type-options', 'nosniff')
        .send(document.content);
    },
  );
}
