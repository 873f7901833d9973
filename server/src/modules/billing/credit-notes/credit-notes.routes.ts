import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditNoteAnswerSchema,
  creditNoteCreateAnswerSchema,
  creditNoteCreateSchema,
  creditNoteListAnswerSchema,
  creditNoteListQuerySchema,
  creditNoteMessages as M,
  creditNoteUpdateSchema,
} from '@firm/shared/domain/credit-note';
import { indianDay } from '@firm/shared/domain/gst';
import { paginationOf } from '@firm/shared/domain/list';
import { staffOf } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { idParams } from '../../../platform/route-params';
import { issuedPdfAnswer, sendIssuedDocument } from '../pdf';
import { INVOICE_ADMINS } from '../invoices';
import { findCreditNote, listCreditNotes, updateCreditNoteReason } from './credit-notes.repo';
import { createCreditNote } from './credit-notes.service';
import { toCreditNote } from './credit-notes.wire';

/**
 * POST /api/credit-note/create (spec 02 §7), GET /api/credit-notes, GET and PUT /api/credit-notes/{id},
 * GET /api/credit-notes/{id}/pdf: the admin's, like invoices, within the admin's own firm.
 */
export async function creditNoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: INVOICE_ADMINS, row: 'own-organization' as const } };
  const today = () => indianDay(app.clock.now());

  r.post(
    '/api/credit-note/create',
    { config: admins, schema: { body: creditNoteCreateSchema, response: { 201: creditNoteCreateAnswerSchema } } },
    async (request, reply) => {
      const now = app.clock.now();
      const row = await createCreditNote(app.db, staffOf(request.auth), request.body, now);
      const data = toCreditNote(row, indianDay(now));
      return reply.code(201).send({ success: true as const, message: M.created(data.credit_note_number), data });
    },
  );

  r.get(
    '/api/credit-notes',
    { config: admins, schema: { querystring: creditNoteListQuerySchema, response: { 200: creditNoteListAnswerSchema } } },
    async (request) => {
      const { rows, total } = await listCreditNotes(app.db, request.auth.organizationId, request.query);
      const day = today();
      return {
        success: true as const,
        data: { credit_notes: rows.map((row) => toCreditNote(row, day)) },
        pagination: paginationOf(request.query, total),
      };
    },
  );

  r.get(
    '/api/credit-notes/:id',
    { config: admins, schema: { params: idParams, response: { 200: creditNoteAnswerSchema } } },
    async (request) => {
      const row = await findCreditNote(app.db, request.auth.organizationId, request.params.id);
      if (!row) throw notFound(M.notFound);
      return { success: true as const, data: toCreditNote(row, today()) };
    },
  );

  // Only the reason: the number, date, invoice and amounts are a tax document's and stay as issued.
  r.put(
    '/api/credit-notes/:id',
    { config: admins, schema: { params: idParams, body: creditNoteUpdateSchema, response: { 200: creditNoteAnswerSchema } } },
    async (request) => {
      const { organizationId } = request.auth;
      const updated = await updateCreditNoteReason(app.db, organizationId, request.params.id, request.body.reason, app.clock.now());
      if (!updated) throw notFound(M.notFound);
      const row = await findCreditNote(app.db, organizationId, updated.id);
      if (!row) throw notFound(M.notFound);
      return { success: true as const, message: M.updated, data: toCreditNote(row, today()) };
    },
  );

  // The issued PDF, the same bytes every time (the reason printed is the one it was issued with).
  app.get(
    '/api/credit-notes/:id/pdf',
    { config: admins, schema: { params: idParams, response: { 200: issuedPdfAnswer } } },
    async (request, reply) => {
      // The untyped route: its answer is bytes, not a JSON schema's type; idParams still validates the id.
      const { id } = request.params as { id: number };
      const { organizationId } = request.auth;
      const row = await findCreditNote(app.db, organizationId, id);
      if (!row) throw notFound(M.notFound);
      return sendIssuedDocument(app, reply, organizationId, row.creditNote.documentId, M.notFound);
    },
  );
}
