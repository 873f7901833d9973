import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditNoteAnswerSchema,
  creditNoteCancelMessages,
  creditNoteCancelSchema,
  creditNoteCreateAnswerSchema,
  creditNoteCreateSchema,
  creditNoteListAnswerSchema,
  creditNoteListQuerySchema,
  creditNoteMessages as M,
  creditNoteUpdateSchema,
} from '@firm/shared/domain/credit-note';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import { indianDay } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import type { Db } from '../../../db/database';
import { staffOf } from '../../../platform/auth';
import { conflict, notFound } from '../../../platform/errors';
import { idParams } from '../../../platform/route-params';
import { issuedPdfAnswer, sendIssuedDocument } from '../pdf';
import { INVOICE_ADMINS } from '../invoices';
import { findCreditNote, listCreditNotes, updateCreditNoteReason } from './credit-notes.repo';
import { createCreditNote } from './credit-notes.service';
import { cancelCreditNote } from './credit-notes.cancel';
import { registerCreditNoteIrn } from './credit-notes.einvoice';
import { toCreditNote } from './credit-notes.wire';

/** The firm's credit note, refused when it has none such (404) or when it is cancelled: it stays as it was cancelled (409). */
async function uncancelledCreditNote(db: Db, organizationId: number, id: number) {
  const found = await findCreditNote(db, organizationId, id);
  if (!found) throw notFound(M.notFound);
  if (found.creditNote.status === 'cancelled')
    throw conflict(creditNoteCancelMessages.alreadyCancelled, undefined, 'CREDIT_NOTE_CANCELLED');
  return found;
}

/**
 * POST /api/credit-note/create (spec 02 §7), GET /api/credit-notes, GET and PUT /api/credit-notes/{id},
 * GET /api/credit-notes/{id}/pdf, POST /api/credit-notes/{id}/einvoice/retry, POST /api/credit-notes/{id}/cancel: the admin's (who
 * issues them), like invoices, within the admin's own firm.
 */
export async function creditNoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: INVOICE_ADMINS, row: 'own-organization' as const } };
  const today = () => indianDay(app.clock.now());
  const einvoiceDeps = (log: FastifyBaseLogger) => ({ db: app.db, irp: app.irp, now: () => app.clock.now(), log });

  r.post(
    '/api/credit-note/create',
    { config: admins, schema: { body: creditNoteCreateSchema, response: { 201: creditNoteCreateAnswerSchema } } },
    async (request, reply) => {
      const now = app.clock.now();
      const auth = staffOf(request.auth);
      let row = await createCreditNote(app.db, auth, request.body, now);
      // A credit note to a registered client is registered (CRN) once committed.
      if (row.creditNote.einvoiceStatus === 'pending') {
        await registerCreditNoteIrn(einvoiceDeps(request.log), auth.organizationId, row.creditNote.id);
        row = (await findCreditNote(app.db, auth.organizationId, row.creditNote.id))!;
      }
      const data = toCreditNote(row, indianDay(now));
      const failed = row.creditNote.einvoiceStatus === 'failed';
      const message = failed ? einvoiceMessages.creditNoteWithoutIrn(data.credit_note_number) : M.created(data.credit_note_number);
      return reply.code(201).send({ success: true as const, message, data });
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

  // Register the credit note's IRN again after a failure.
  r.post(
    '/api/credit-notes/:id/einvoice/retry',
    { config: admins, schema: { params: idParams, response: { 200: creditNoteAnswerSchema } } },
    async (request) => {
      const { organizationId } = request.auth;
      const before = await uncancelledCreditNote(app.db, organizationId, request.params.id);
      const outcome = await registerCreditNoteIrn(einvoiceDeps(request.log), organizationId, before.creditNote.id);
      const row = (await findCreditNote(app.db, organizationId, before.creditNote.id))!;
      const number = row.creditNote.creditNoteNumber;
      const message =
        outcome.status === 'registered' ? einvoiceMessages.registered(number) : einvoiceMessages.registrationFailed(outcome.failure ?? '');
      return { success: true as const, message, data: toCreditNote(row, today()) };
    },
  );

  // Cancel a credit note issued in error; its credit is due again on the invoice, the number stays used.
  r.post(
    '/api/credit-notes/:id/cancel',
    { config: admins, schema: { params: idParams, body: creditNoteCancelSchema, response: { 200: creditNoteAnswerSchema } } },
    async (request) => {
      const now = app.clock.now();
      const { row, message } = await cancelCreditNote(app.db, app.irp, staffOf(request.auth), request.params.id, request.body, now);
      return { success: true as const, message, data: toCreditNote(row, indianDay(now)) };
    },
  );

  // Only the reason: the number, date, invoice and amounts are a tax document's and stay as issued.
  r.put(
    '/api/credit-notes/:id',
    { config: admins, schema: { params: idParams, body: creditNoteUpdateSchema, response: { 200: creditNoteAnswerSchema } } },
    async (request) => {
      const { organizationId } = request.auth;
      await uncancelledCreditNote(app.db, organizationId, request.params.id);
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
