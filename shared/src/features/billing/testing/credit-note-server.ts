import {
  creditNoteAmounts,
  creditNoteAnswerSchema,
  creditNoteCancelMessages,
  creditNoteCreateAnswerSchema,
  creditNoteCreateSchema,
  creditNoteListAnswerSchema,
  creditNoteMessages,
  creditNoteUpdateSchema,
  type CreditNote,
} from '@firm/shared/domain/credit-note';
import { einvoiceMessages, type EinvoiceInfo } from '@firm/shared/domain/einvoice';
import { invoiceDetailAnswerSchema, invoiceListAnswerSchema, type InvoiceDetail } from '@firm/shared/domain/invoice';
import { clientListAnswerSchema } from '@firm/shared/domain/list';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import { creditableOf, creditedOf } from '../api/credit-note-invoices';
import { refused, retryIrn } from './credit-note-einvoice-reply';
import { cancelReply } from './credit-note-cancel-reply';
import { creditNoteOf, CUSTOMERS, invoiceRowOf } from './credit-note-fixtures';

// Tests only: a fake credit notes server for the admin's Credit Notes screen. It keeps invoices and credit
// notes in arrays and answers the list contract, the detail, create (with the server's rules: amount above
// 0, a total within the amount due, tax from the invoice's heads through creditNoteAmounts), the reason's
// edit, the cancel, the PDF, the invoice picker's calls and the clients list of the customer filter. Each success is
// checked against the route's answer schema (checkedReply).

export type CreditNoteServerOptions = {
  /** Answer a call yourself (a refusal, a held answer); undefined lets the fake server answer. */
  intercept?: (request: MockRequest) => MockReply | undefined | Promise<MockReply | undefined>;
  /** The e-invoice a new credit note is issued with (null: not e-invoiced, the default). */
  issuedEinvoice?: EinvoiceInfo | null;
  /** Why a retry of the IRN registration fails again; without it a retry registers. */
  retryFailure?: string;
};

const createdMessage = (note: CreditNote) =>
  note.einvoice?.status === 'failed' ? einvoiceMessages.creditNoteWithoutIrn(note.credit_note_number) : 'Credit note created successfully';

function create(notes: CreditNote[], invoices: InvoiceDetail[], body: unknown, options: CreditNoteServerOptions): MockReply {
  const parsed = creditNoteCreateSchema.safeParse(body);
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
  const index = invoices.findIndex((i) => i.invoice_id === parsed.data.invoice_id || i.invoice_number === parsed.data.invoice_number);
  if (index < 0) return refused(404, creditNoteMessages.invoiceNotFound);
  const invoice = invoices[index]!;
  if (invoice.outstanding_paise === 0) return refused(409, creditNoteMessages.nothingDue);
  const amounts = creditNoteAmounts(creditableOf(invoice), creditedOf(notes, invoice.invoice_id), parsed.data.credit_note_amount_paise);
  if (amounts.total > invoice.outstanding_paise) return refused(400, creditNoteMessages.exceedsDue(invoice.outstanding_paise));
  const credited = invoice.credited_paise + amounts.total;
  const outstanding = invoice.outstanding_paise - amounts.total;
  const id = Math.max(0, ...notes.map((n) => n.credit_note_id)) + 1;
  const note = creditNoteOf(id, invoice, amounts.taxable, {
    cgst_paise: amounts.cgst,
    sgst_paise: amounts.sgst,
    igst_paise: amounts.igst,
    total_paise: amounts.total,
    invoice_amount_due_paise: outstanding,
    reason: parsed.data.reason,
    einvoice: options.issuedEinvoice ?? null,
  });
  notes.push(note);
  invoices[index] = {
    ...invoice,
    credited_paise: credited,
    outstanding_paise: outstanding,
    credit_notes: [
      ...invoice.credit_notes,
      {
        credit_note_id: id,
        credit_note_number: note.credit_note_number,
        credit_note_date: note.credit_note_date,
        total_paise: note.total_paise,
        status: 'issued',
      },
    ],
  };
  return checkedReply(creditNoteCreateAnswerSchema, {
    status: 201,
    data: { success: true, message: createdMessage(note), data: note },
  });
}

/** Answers the Credit Notes screen's calls over `notes` and `invoices` (both changed by writes); returns every call. */
export function creditNoteServer(notes: CreditNote[], invoices: InvoiceDetail[], options: CreditNoteServerOptions = {}): MockRequest[] {
  return mockApi(async (request) => {
    const own = await options.intercept?.(request);
    if (own) return own;
    const { method, url } = request;
    const params = (request.params ?? {}) as Record<string, string>;
    if (method === 'POST' && url === '/api/credit-note/create') return create(notes, invoices, request.body, options);
    if (url === '/api/clients/') {
      const clients = CUSTOMERS.map((c) => ({
        ...c,
        client_code: `C00${c.client_id}`,
        cin: null,
        is_active: true,
        client_type: 'huf',
        phone: null,
        email: null,
      }));
      return listServerReply(clients, request, {
        answer: clientListAnswerSchema,
        wrap: (rows) => ({ clients: rows }),
        searchIn: (c) => [c.client_name],
        summary: (m) => ({ counts_by_type: {}, total: m.length }),
      });
    }
    if (url === '/api/invoices') {
      const current = invoices.filter((i) => i.outstanding_paise > 0).map(invoiceRowOf);
      const number = (params.invoice_number ?? '').toLowerCase();
      const company = (params.company ?? '').toLowerCase();
      const matched = current.filter((i) => i.invoice_number.toLowerCase().includes(number) && i.customer.toLowerCase().includes(company));
      return listServerReply(
        matched,
        { ...request, params: { ...params, search: '' } },
        {
          answer: invoiceListAnswerSchema,
          wrap: (rows) => ({ invoices: rows }),
          searchIn: () => [],
          summary: () => ({
            current: matched.length,
            history: 0,
            refund_due: 0,
            excess_paise: 0,
            total_paise: 0,
            paid_paise: 0,
            credited_paise: 0,
            amount_due_paise: 0,
            today: '2026-11-20',
          }),
        },
      );
    }
    const invoiceId = /^\/api\/invoices\/(\d+)$/.exec(url)?.[1];
    if (invoiceId) {
      const invoice = invoices.find((i) => i.invoice_id === Number(invoiceId));
      return invoice
        ? checkedReply(invoiceDetailAnswerSchema, { status: 200, data: { success: true, data: invoice } })
        : refused(404, creditNoteMessages.invoiceNotFound);
    }
    const pdf = /^\/api\/credit-notes\/(\d+)\/pdf$/.exec(url)?.[1];
    if (pdf) return { status: 200, data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
    const cancelled = /^\/api\/credit-notes\/(\d+)\/cancel$/.exec(url)?.[1];
    if (cancelled && method === 'POST') return cancelReply(notes, invoices, Number(cancelled), request.body);
    const retried = /^\/api\/credit-notes\/(\d+)\/einvoice\/retry$/.exec(url)?.[1];
    if (retried && method === 'POST') return retryIrn(notes, Number(retried), options.retryFailure);
    const noteId = /^\/api\/credit-notes\/(\d+)$/.exec(url)?.[1];
    if (noteId) {
      const index = notes.findIndex((n) => n.credit_note_id === Number(noteId));
      if (index < 0) return refused(404, creditNoteMessages.notFound);
      if (method === 'PUT') {
        if (notes[index]!.status === 'cancelled') return refused(409, creditNoteCancelMessages.alreadyCancelled);
        const parsed = creditNoteUpdateSchema.safeParse(request.body);
        if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
        notes[index] = { ...notes[index]!, reason: parsed.data.reason };
        return checkedReply(creditNoteAnswerSchema, {
          status: 200,
          data: { success: true, message: creditNoteMessages.updated, data: notes[index] },
        });
      }
      return checkedReply(creditNoteAnswerSchema, { status: 200, data: { success: true, data: notes[index] } });
    }
    if (url === '/api/credit-notes') {
      return listServerReply(notes, request, {
        answer: creditNoteListAnswerSchema,
        wrap: (rows) => ({ credit_notes: rows }),
        searchIn: (n) => [n.credit_note_number, n.invoice_number, n.client_name],
        filters: { client_id: (n, value) => String(n.client_id) === value },
        sortBy: {
          number: (n) => n.credit_note_number,
          customer: (n) => n.client_name,
          invoice: (n) => n.invoice_number,
          invoice_amount: (n) => n.invoice_total_paise,
          amount: (n) => n.total_paise,
          status: (n) => n.status,
          date: (n) => n.created_at,
        },
      });
    }
    return refused(404, `No fake answer for ${method} ${url}`);
  });
}
