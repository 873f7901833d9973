import { useSessionStore } from '@firm/shared/runtime';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import {
  clientInvoiceListAnswerSchema,
  type ClientInvoice,
  type ClientInvoiceStatus,
  type ClientInvoiceSummary,
} from '@firm/shared/domain/client-portal';
import { invoiceBalanceOf } from '@firm/shared/domain/invoice';
import { invoiceUpiNote, upiPaymentLink } from '@firm/shared/domain/upi';

// Tests only: the client's invoices on a fake server. It answers GET /api/client-portal/invoices over an
// array the way the real route does (spec 02 §7 shape; filters, tabs and pages; the summary over what the
// filters select, whatever the tab), and the invoice and receipt PDFs. Each list answer is checked against
// the route's answer schema (checkedReply). The client's Projects and filings have their own fakes
// (projects' and compliance's testing doors).

export const TODAY = new Date().toISOString().slice(0, 10);
export const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Signed in afresh as the client's contact (client 7), as My Invoices' tests start. */
export function signInClientContact() {
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client', client_id: 7 });
}

/** The columns of the Partial tab on a laptop: what was paid and what is outstanding beside the total. */
export const PARTIAL_INVOICE_COLUMNS = [
  'Invoice Number',
  'Client Name',
  'Project Name',
  'Total Amount',
  'Credit Note',
  'Paid Amount',
  'Outstanding',
  'Status',
  'Invoice Date',
  'Due Date',
  'Actions',
];

/** The firm's UPI payee on the fake server. */
export const FAKE_UPI_PAYEE = { upiId: 'kapooriyer@hdfcbank', payeeName: 'Kapoor Iyer & Co.' };

/** Invoice `id` of the fake server: unpaid ₹11,800, dated a week ago and due in `id` days, unless overridden. */
export function clientInvoice(id: number, overrides: Partial<ClientInvoice> = {}): ClientInvoice {
  const base: ClientInvoice = {
    invoice_id: id,
    invoice_number: `INV/2026-27/${String(id).padStart(4, '0')}`,
    client_name: 'Sahyadri Foods',
    task_name: `Project ${id}`,
    total_paise: 1_180_000,
    credit_note_paise: 0,
    paid_paise: 0,
    outstanding_paise: 1_180_000,
    excess_paise: 0,
    refunded_paise: 0,
    status: 'unpaid',
    invoice_date: daysFrom(-7),
    due_date: daysFrom(id),
    overdue: false,
    can_pay: true,
    invoice_url: `/api/client-portal/invoices/${id}/pdf`,
    receipts: [],
    credit_notes: [],
    upi_link: null,
    einvoice: null,
    cancel_reason: null,
    replaced_by: null,
  };
  const row = { ...base, ...overrides };
  // The server's own rules (client-invoices.repo.ts): what is due, the status, overdue and can_pay follow the amounts.
  const { duePaise: outstanding, excessPaise } = invoiceBalanceOf({
    totalPaise: row.total_paise,
    paidPaise: row.paid_paise,
    creditedPaise: row.credit_note_paise,
  });
  // A cancelled invoice owes nothing and cannot be paid.
  if (overrides.status === 'cancelled')
    return { ...row, outstanding_paise: 0, excess_paise: 0, overdue: false, can_pay: false, upi_link: null };
  const status: ClientInvoiceStatus =
    outstanding === 0 ? 'paid' : row.paid_paise > 0 || row.credit_note_paise > 0 ? 'partially_paid' : 'unpaid';
  return {
    ...row,
    outstanding_paise: outstanding,
    excess_paise: excessPaise,
    status,
    overdue: status !== 'paid' && row.due_date < TODAY,
    // Online payment off (production without Razorpay's keys): the server says false whatever is due.
    can_pay: outstanding > 0 && overrides.can_pay !== false,
    // The firm's UPI id pays what is due now; `upi_link: null` stands for a firm without a UPI id.
    upi_link:
      overrides.upi_link === null
        ? null
        : upiPaymentLink({ ...FAKE_UPI_PAYEE, amountPaise: outstanding, note: invoiceUpiNote(row.invoice_number) }),
  };
}

/**
 * A `*ByText` matcher for an invoice's number as the row or card shows it: one line to the eye, but in two
 * parts (it may break before its serial on a laptop), which the default matcher does not join.
 */
export const invoiceNumberText = (number: string) => (_content: string, element: Element | null) =>
  element !== null && element.querySelector(':scope > wbr') !== null && element.textContent === number;

/** A receipt of an online payment, as the server lists it under its invoice. */
export const receiptOf = (id: number, amount_paise: number) => ({
  receipt_number: `RCT/2026-27/${String(id).padStart(4, '0')}`,
  amount_paise,
  paid_at: '2026-11-20T05:30:00.000Z',
  receipt_url: `/api/client-portal/receipts/${id}/pdf`,
});

function invoiceSummary(rows: readonly ClientInvoice[]): ClientInvoiceSummary {
  // A cancelled invoice's money is in none of the sums.
  const live = rows.filter((row) => row.status !== 'cancelled');
  const sum = (paise: (row: ClientInvoice) => number) => live.reduce((total, row) => total + paise(row), 0);
  const count = (status: ClientInvoiceStatus) => rows.filter((row) => row.status === status).length;
  return {
    total_paise: sum((r) => r.total_paise),
    credit_note_paise: sum((r) => r.credit_note_paise),
    outstanding_paise: sum((r) => r.outstanding_paise),
    paid_paise: sum((r) => r.paid_paise),
    total_invoices: rows.length,
    unpaid: count('unpaid'),
    partially_paid: count('partially_paid'),
    paid: count('paid'),
    cancelled: count('cancelled'),
  };
}

const params = (request: MockRequest) => (request.params ?? {}) as Record<string, string>;

function invoicesReply(all: readonly ClientInvoice[], request: MockRequest): MockReply {
  const { status, due } = params(request);
  const filtered = all.filter(
    (row) =>
      (!status || row.status === status) &&
      (!due || (due === 'overdue' ? row.overdue : row.due_date >= TODAY && row.due_date <= daysFrom(Number(due)))),
  );
  const answer = listServerReply(filtered, request, {
    wrap: (invoices) => ({ invoices }),
    searchIn: () => [],
    filters: { tab: (row, value) => row.status === value },
  });
  const { data, pagination } = answer.data as { data: object; pagination: object };
  const summary = invoiceSummary(filtered);
  return checkedReply(clientInvoiceListAnswerSchema, { status: 200, data: { success: true, data: { ...data, pagination, summary } } });
}

export type ClientPortalServerOptions = {
  /** Answer a call yourself (a failure); undefined lets the fake server answer. */
  override?: (request: MockRequest) => MockReply | undefined;
  /** Invoice ids whose PDF the server does not have (404). */
  missingPdf?: number[];
};

/**
 * The answer to the client's invoice calls (the list, the invoice and receipt PDFs) over `invoices`;
 * undefined for any other call (to compose fakes).
 */
export function clientInvoicesReply(
  invoices: readonly ClientInvoice[],
  request: MockRequest,
  missingPdf: readonly number[] = [],
): MockReply | undefined {
  if (request.url === '/api/client-portal/invoices') return invoicesReply(invoices, request);
  const pdf = /^\/api\/client-portal\/(invoices|receipts)\/(\d+)\/pdf$/.exec(request.url);
  if (!pdf) return undefined;
  return pdf[1] === 'invoices' && missingPdf.includes(Number(pdf[2]))
    ? { status: 404, data: { success: false, message: 'Invoice not found', code: 'NOT_FOUND' } }
    : { status: 200, data: new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }) };
}

/** Answers the client's invoice calls over `invoices`; returns every call made, in order. */
export function clientPortalServer(invoices: ClientInvoice[], options: ClientPortalServerOptions = {}): MockRequest[] {
  return mockApi(
    (request) =>
      options.override?.(request) ??
      clientInvoicesReply(invoices, request, options.missingPdf) ?? {
        status: 404,
        data: { success: false, message: 'Not found', code: 'NOT_FOUND' },
      },
  );
}
