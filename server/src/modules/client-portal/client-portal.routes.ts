import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  clientInvoiceListAnswerSchema,
  clientInvoiceQuerySchema,
  clientTaskListAnswerSchema,
  clientTaskQuerySchema,
} from '@firm/shared/domain/client-portal';
import { indianDay } from '@firm/shared/domain/calendar';
import { invoiceMessages } from '@firm/shared/domain/invoice';
import { paginationOf } from '@firm/shared/domain/list';
import { invoices } from '../../db/schema-invoices';
import { invoicePayments } from '../../db/schema-payments';
import { notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { issuedPdfAnswer, sendIssuedDocument } from '../billing/pdf';
import { findClientInvoice, listClientInvoices } from './client-invoices.repo';
import { contactOf } from '../../platform/contacts';
import { listClientTasks } from './client-portal.repo';

/**
 * GET /api/client-portal/tasks (spec 02 §7): a client contact's own Projects. The 'own-client' row rule
 * refuses a `client_id` of another client (403 CLIENT_MISMATCH) before the handler; the handler then
 * lists the caller's client from the token, so nothing in the query can widen what it sees.
 */
export async function clientPortalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/client-portal/tasks',
    {
      config: { access: { roles: ['client'], row: 'own-client' } },
      schema: { querystring: clientTaskQuerySchema, response: { 200: clientTaskListAnswerSchema } },
    },
    async (request) => {
      const auth = contactOf(request.auth);
      const { query } = request;
      const { items, total, summary } = await listClientTasks(
        app.db,
        { organizationId: auth.organizationId, clientId: auth.clientId },
        { ...query, today: indianDay(app.clock.now()) },
      );
      return { success: true as const, data: { tasks: items, pagination: paginationOf(query, total) }, summary };
    },
  );

  // My Invoices: the client's own invoices, the cards and the tab counts.
  r.get(
    '/api/client-portal/invoices',
    {
      config: { access: { roles: ['client'], row: 'own-client' } },
      schema: { querystring: clientInvoiceQuerySchema, response: { 200: clientInvoiceListAnswerSchema } },
    },
    async (request) => {
      const auth = contactOf(request.auth);
      const { query } = request;
      const { items, total, summary } = await listClientInvoices(
        app.db,
        { organizationId: auth.organizationId, clientId: auth.clientId },
        { ...query, today: indianDay(app.clock.now()), onlinePayment: app.payments !== null },
      );
      return { success: true as const, data: { invoices: items, pagination: paginationOf(query, total), summary } };
    },
  );

  const own = { access: { roles: ['client' as const], row: 'own-client' as const } };

  // The invoice's PDF for the client's own contacts; another client's invoice is 404, as a missing one.
  app.get(
    '/api/client-portal/invoices/:id/pdf',
    { config: own, schema: { params: idParams, response: { 200: issuedPdfAnswer } } },
    async (request, reply) => {
      const auth = contactOf(request.auth);
      const { id } = request.params as { id: number };
      const invoice = await findClientInvoice(app.db, { organizationId: auth.organizationId, clientId: auth.clientId }, id);
      if (!invoice) throw notFound(invoiceMessages.notFound);
      return sendIssuedDocument(app, reply, auth.organizationId, invoice.documentId, invoiceMessages.notFound);
    },
  );

  // The receipt of an online payment on one of the client's own invoices.
  app.get(
    '/api/client-portal/receipts/:id/pdf',
    { config: own, schema: { params: idParams, response: { 200: issuedPdfAnswer } } },
    async (request, reply) => {
      const auth = contactOf(request.auth);
      const { id } = request.params as { id: number };
      const [payment] = await app.db
        .select({ documentId: invoicePayments.receiptDocumentId })
        .from(invoicePayments)
        .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
        .where(and(eq(invoicePayments.id, id), eq(invoices.organizationId, auth.organizationId), eq(invoices.clientId, auth.clientId)));
      if (!payment?.documentId) throw notFound('Receipt not found');
      return sendIssuedDocument(app, reply, auth.organizationId, payment.documentId, 'Receipt not found');
    },
  );
}
