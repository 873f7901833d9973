import { z } from 'zod';
import { dataAnswerSchema, messageAnswerSchema } from '../list';
import { clientInvoiceListAnswerSchema, clientTaskListAnswerSchema } from '../client-portal';
import { creditNoteAnswerSchema, creditNoteCreateAnswerSchema, creditNoteListAnswerSchema } from '../credit-note';
import { invoiceDetailAnswerSchema, invoiceListAnswerSchema, invoicePreviewSchema, invoiceSchema } from '../invoice';
import { createOrderAnswerSchema, sandboxCheckoutAnswerSchema, verifyPaymentAnswerSchema } from '../payment';
import { reminderListAnswerSchema, reminderRunAnswerSchema, reminderSettingsAnswerSchema, reminderSettingsSavedSchema } from '../reminder';
import { fileAnswer, type AnswerTable } from './answer-table';

// Invoices, credit notes, payments, reminders and the client's billing.

const pdf = fileAnswer('application/pdf');

export const billingAnswers = {
  'POST /api/invoice/generate': { 201: messageAnswerSchema(invoiceSchema) },
  'GET /api/invoice/preview': { 200: dataAnswerSchema(invoicePreviewSchema) },
  'GET /api/invoices': { 200: invoiceListAnswerSchema },
  'GET /api/invoices/:id': { 200: invoiceDetailAnswerSchema },
  'PUT /api/invoices/:ref/status': { 200: invoiceDetailAnswerSchema },
  'POST /api/invoices/:ref/refunds': { 200: invoiceDetailAnswerSchema, 201: invoiceDetailAnswerSchema },
  'POST /api/invoices/:ref/cancel': { 200: invoiceDetailAnswerSchema },
  'POST /api/invoices/:ref/einvoice/retry': { 200: invoiceDetailAnswerSchema },
  'GET /api/invoices/:id/pdf': { 200: pdf },
  'POST /api/credit-note/create': { 201: creditNoteCreateAnswerSchema },
  'GET /api/credit-notes': { 200: creditNoteListAnswerSchema },
  'GET /api/credit-notes/:id': { 200: creditNoteAnswerSchema },
  'POST /api/credit-notes/:id/einvoice/retry': { 200: creditNoteAnswerSchema },
  'POST /api/credit-notes/:id/cancel': { 200: creditNoteAnswerSchema },
  'PUT /api/credit-notes/:id': { 200: creditNoteAnswerSchema },
  'GET /api/credit-notes/:id/pdf': { 200: pdf },
  'GET /api/client-portal/tasks': { 200: clientTaskListAnswerSchema },
  'GET /api/client-portal/invoices': { 200: clientInvoiceListAnswerSchema },
  'GET /api/client-portal/invoices/:id/pdf': { 200: pdf },
  'GET /api/client-portal/receipts/:id/pdf': { 200: pdf },
  'POST /api/payments/create-order': { 200: createOrderAnswerSchema },
  'POST /api/payments/verify-payment': { 200: verifyPaymentAnswerSchema },
  'POST /api/payments/sandbox/checkout': { 200: sandboxCheckoutAnswerSchema },
  'POST /api/payments/webhook': { 200: z.object({ success: z.literal(true), status: z.string() }) },
  'GET /api/reminders/settings': { 200: reminderSettingsAnswerSchema },
  'PUT /api/reminders/settings': { 200: reminderSettingsSavedSchema },
  'GET /api/reminders': { 200: reminderListAnswerSchema },
  'POST /api/reminders/run': { 200: reminderRunAnswerSchema },
} satisfies AnswerTable;
