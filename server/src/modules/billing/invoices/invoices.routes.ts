import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianDay } from '@firm/shared/domain/calendar';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import { invoiceCancelMessages, invoiceCancelSchema } from '@firm/shared/domain/invoice';
import {
  invoiceDetailAnswerSchema,
  invoiceGenerateSchema,
  invoiceListAnswerSchema,
  invoiceListQuerySchema,
  invoiceMessages,
  invoicePreviewQuerySchema,
  invoicePreviewSchema,
  invoiceRefundCreateSchema,
  invoiceSchema,
  invoiceStatusUpdateSchema,
} from '@firm/shared/domain/invoice';
import { paginationOf } from '@firm/shared/domain/list';
import type { Role } from '@firm/shared/domain/auth';
import { staffOf } from '../../../platform/auth';
import { conflict, notFound } from '../../../platform/errors';
import { idParams } from '../../../platform/route-params';
import { issuedPdfAnswer, sendIssuedDocument } from '../pdf';
import { findInvoice, invoiceOfRef } from './invoices.repo';
import { registerInvoiceIrn } from './invoices.einvoice';
import { invoiceDetail } from './invoices.detail';
import { listInvoices } from './invoices.list';
import { generateInvoice, previewInvoice } from './invoices.service';
import { recordInvoiceRefund } from './invoices.refunds';
import { cancelInvoice } from './invoices.cancel';
import { invoiceRefOf, setInvoiceStatus } from './invoices.status';
import { toInvoice, toInvoicePreview } from './invoices.wire';

/** Spec 02 §6: the admin generates invoices and manages their payment status. */
export const INVOICE_ADMINS: Role[] = ['admin'];

const invoiceAnswer = z.object({ success: z.literal(true), message: z.string(), data: invoiceSchema });

/** The invoice in the path: its id, or its number URL-encoded ('INV%2F2026-27%2F0001'); anything else names nothing (404). */
const refParams = z.object({
  ref: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const ref = invoiceRefOf(value);
      if (ref) return ref;
      ctx.addIssue({ code: 'custom', message: invoiceMessages.notFound });
      return z.NEVER;
    }),
});

/**
 * GET /api/invoice/preview, POST /api/invoice/generate (spec 02 §7), GET /api/invoices (the admin's list),
 * GET /api/invoices/{id}, GET /api/invoices/{id}/pdf, PUT /api/invoices/{id or number}/status,
 * POST /api/invoices/{id or number}/refunds, POST /api/invoices/{id or number}/cancel,
 * POST /api/invoices/{id or number}/einvoice/retry.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: INVOICE_ADMINS, row: 'own-organization' as const } };
  const today = () => indianDay(app.clock.now());
  const einvoiceDeps = (log: FastifyBaseLogger) => ({ db: app.db, irp: app.irp, now: () => app.clock.now(), log });
  r.post(
    '/api/invoice/generate',
    { config: admins, schema: { body: invoiceGenerateSchema, response: { 201: invoiceAnswer } } },
    async (request, reply) => {
      // The copies to the client's contacts were queued in the issuing transaction: deliver them now.
      const auth = staffOf(request.auth);
      const issued = await generateInvoice(app.db, auth, request.body.task_id, app.clock.now(), { mail: true });
      let invoice = issued.invoice;
      // An e-invoiced invoice is registered once committed; its mail leaves with the IRN.
      if (invoice.einvoiceStatus === 'pending') {
        await registerInvoiceIrn(einvoiceDeps(request.log), auth.organizationId, invoice.id);
        invoice = (await findInvoice(app.db, auth.organizationId, invoice.id))!;
      }
      app.mailer.queued();
      const message =
        invoice.einvoiceStatus === 'failed'
          ? einvoiceMessages.generatedWithoutIrn(invoice.invoiceNumber)
          : 'Invoice Generated Successfully';
      return reply.code(201).send({ success: true as const, message, data: toInvoice(invoice) });
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

  // Spec 02 §2.2: filters, tabs, sorting and paging on the server; the summary's day is the server's.
  r.get(
    '/api/invoices',
    { config: admins, schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListAnswerSchema } } },
    async (request) => {
      const { query } = request;
      const { items, total, summary } = await listInvoices(app.db, {
        ...query,
        organizationId: request.auth.organizationId,
        today: today(),
      });
      return { success: true as const, data: { invoices: items }, pagination: paginationOf(query, total), summary };
    },
  );

  r.get(
    '/api/invoices/:id',
    { config: admins, schema: { params: idParams, response: { 200: invoiceDetailAnswerSchema } } },
    async (request) => {
      return {
        success: true as const,
        data: await invoiceDetail(app.db, app.invoiceHooks, request.auth.organizationId, request.params.id, today()),
      };
    },
  );

  // §4 Status Management: the status is written as payment entries (invoices.status.ts).
  r.put(
    '/api/invoices/:ref/status',
    { config: admins, schema: { params: refParams, body: invoiceStatusUpdateSchema, response: { 200: invoiceDetailAnswerSchema } } },
    async (request) => {
      const auth = staffOf(request.auth);
      const { detail, message } = await setInvoiceStatus(
        app.db,
        app.invoiceHooks,
        auth,
        request.params.ref,
        request.body,
        app.clock.now(),
        today(),
      );
      return { success: true as const, message, data: detail };
    },
  );

  // A refund of money received beyond the total (invoices.refunds.ts); a repeat of one is 200.
  r.post(
    '/api/invoices/:ref/refunds',
    {
      config: admins,
      schema: {
        params: refParams,
        body: invoiceRefundCreateSchema,
        response: { 200: invoiceDetailAnswerSchema, 201: invoiceDetailAnswerSchema },
      },
    },
    async (request, reply) => {
      const auth = staffOf(request.auth);
      const { detail, message, created } = await recordInvoiceRefund(
        app.db,
        app.invoiceHooks,
        auth,
        request.params.ref,
        request.body,
        app.clock.now(),
        today(),
      );
      return reply.code(created ? 201 : 200).send({ success: true as const, message, data: detail });
    },
  );

  // Cancel an invoice issued in error (nothing paid or credited); the number stays used.
  r.post(
    '/api/invoices/:ref/cancel',
    { config: admins, schema: { params: refParams, body: invoiceCancelSchema, response: { 200: invoiceDetailAnswerSchema } } },
    async (request) => {
      const { detail, message } = await cancelInvoice(
        app.db,
        app.irp,
        app.invoiceHooks,
        staffOf(request.auth),
        request.params.ref,
        request.body,
        app.clock.now(),
      );
      return { success: true as const, message, data: detail };
    },
  );

  // Register the IRN again after a failure (the IRP was down, or a detail was corrected). The
  // answer is the invoice with its e-invoice state: registered, or failed with the reason.
  r.post(
    '/api/invoices/:ref/einvoice/retry',
    { config: admins, schema: { params: refParams, response: { 200: invoiceDetailAnswerSchema } } },
    async (request) => {
      const organizationId = request.auth.organizationId;
      const row = await invoiceOfRef(app.db, organizationId, request.params.ref);
      if (row.status === 'cancelled') throw conflict(invoiceCancelMessages.alreadyCancelled, undefined, 'INVOICE_CANCELLED');
      const outcome = await registerInvoiceIrn(einvoiceDeps(request.log), organizationId, row.id);
      app.mailer.queued();
      const message =
        outcome.status === 'registered'
          ? einvoiceMessages.registered(row.invoiceNumber)
          : einvoiceMessages.registrationFailed(outcome.failure ?? '');
      return { success: true as const, message, data: await invoiceDetail(app.db, app.invoiceHooks, organizationId, row.id, today()) };
    },
  );

  // The issued PDF, the same bytes every time, to the firm's admins (the client's contacts get theirs
  // through the client portal).
  app.get(
    '/api/invoices/:id/pdf',
    { config: admins, schema: { params: idParams, response: { 200: issuedPdfAnswer } } },
    async (request, reply) => {
      // The untyped route: its answer is bytes, not a JSON schema's type; idParams still validates the id.
      const { id } = request.params as { id: number };
      const row = await findInvoice(app.db, request.auth.organizationId, id);
      if (!row) throw notFound(invoiceMessages.notFound);
      return sendIssuedDocument(app, reply, request.auth.organizationId, row.documentId, invoiceMessages.notFound);
    },
  );
}
