import { einvoiceSettingsAnswerSchema, type EinvoiceInfo, type EinvoiceSettingsAnswer } from '@firm/shared/domain/einvoice';
import { z } from 'zod';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';
import {
  ADMIN_INVOICE_STATUSES,
  invoiceDetailAnswerSchema,
  invoiceListAnswerSchema,
  invoiceMessages,
  type InvoiceDetail,
  type InvoiceListRow,
  type InvoiceListSummary,
  type InvoicePayment,
  type InvoiceRefund,
} from '@firm/shared/domain/invoice';
import { dayFrom, INVOICE_TODAY, invoiceDetail, withAmounts } from './invoice-fixtures';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { cancelReply } from './invoice-cancel-reply';

// Tests only: a fake invoices server for the admin's Invoices screen. It answers the list contract over an
// array (filters, tabs, sorts, the tab counts under the other filters), the detail, the status change
// recorded as payment entries as the real server records them, and the PDF. Each success answer is
// parsed with the route's answer schema (checkedReply), so the fake cannot drift from the server's shape.
// The invoices themselves are built in invoice-fixtures.ts.

export type InvoiceServerSettings = {
  /** Answer a write yourself (a refusal); undefined lets the fake server answer. */
  onWrite?: (request: MockRequest) => MockReply | undefined;
  /** The list's answer instead of the rows (a failure). */
  list?: () => MockReply | undefined;
  /** Invoices whose PDF the server does not have (404). */
  missingPdf?: number[];
  /** Payments already on an invoice, by id. */
  payments?: Record<number, InvoicePayment[]>;
  /** Detail fields of an invoice (tax heads of an export, credit notes), by id. */
  details?: Record<number, Partial<InvoiceDetail>>;
  /** The firm's e-invoicing setting: off, with the sandbox, unless given. */
  einvoicing?: EinvoiceSettingsAnswer;
};

/** The IRN the fake registers on a retry. */
export const RETRY_IRN = 'a'.repeat(64);
const einvoiceSettingsReply = (data: EinvoiceSettingsAnswer, message?: string): MockReply =>
  checkedReply(z.object({ success: z.literal(true), message: z.string().optional(), data: einvoiceSettingsAnswerSchema }), {
    status: 200,
    data: { success: true, ...(message ? { message } : {}), data },
  });

const ORDER = ADMIN_INVOICE_STATUSES;
const detailReply = (status: number, data: InvoiceDetail, message?: string): MockReply =>
  checkedReply(invoiceDetailAnswerSchema, { status, data: { success: true, ...(message ? { message } : {}), data } });
const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

function summaryOf(rows: readonly InvoiceListRow[]): InvoiceListSummary {
  const sum = (pick: (r: InvoiceListRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    current: rows.filter((r) => r.status !== 'paid').length,
    history: rows.filter((r) => r.status === 'paid').length,
    refund_due: rows.filter((r) => r.excess_paise > 0).length,
    excess_paise: sum((r) => r.excess_paise),
    total_paise: sum((r) => r.total_paise),
    paid_paise: sum((r) => r.paid_paise),
    credited_paise: sum((r) => r.credited_paise),
    amount_due_paise: sum((r) => r.amount_due_paise),
    today: INVOICE_TODAY,
  };
}

const FILTERS: Record<string, (row: InvoiceListRow, value: string) => boolean> = {
  company: (r, v) => contains(r.customer, v),
  invoice_number: (r, v) => contains(r.invoice_number, v),
  status: (r, v) => r.admin_status === v,
};

/** Answers the invoice calls over `all` (changed in place by status updates); returns every call made. */
export function invoiceServer(all: InvoiceListRow[], settings: InvoiceServerSettings = {}): MockRequest[] {
  const payments = new Map<number, InvoicePayment[]>(Object.entries(settings.payments ?? {}).map(([id, list]) => [Number(id), list]));
  const refunds = new Map<number, InvoiceRefund[]>();
  const einvoices = new Map<number, EinvoiceInfo>();
  const einvoicing = { ...(settings.einvoicing ?? { enabled: false, irp: 'sandbox' as const }) };
  const cancellations = new Map<number, string>();
  let nextPayment = 1000;
  const detailOf = (row: InvoiceListRow) => {
    const made = refunds.get(row.invoice_id) ?? [];
    const reason = cancellations.get(row.invoice_id);
    return invoiceDetail(row, {
      ...settings.details?.[row.invoice_id],
      ...(reason
        ? { status: 'cancelled' as const, cancel_reason: reason, cancelled_at: `${INVOICE_TODAY}T09:00:00.000Z`, outstanding_paise: 0 }
        : {}),
      payments: payments.get(row.invoice_id) ?? [],
      refunds: made,
      refunded_paise: made.reduce((sum, r) => sum + r.amount_paise, 0),
      ...(einvoices.has(row.invoice_id) ? { einvoice: einvoices.get(row.invoice_id)! } : {}),
    });
  };

  return mockApi((request) => {
    if (request.method !== 'GET') {
      const refused = settings.onWrite?.(request);
      if (refused) return refused;
    }
    if (request.url === '/api/settings/einvoice') {
      if (request.method === 'PUT') einvoicing.enabled = (request.body as { enabled: boolean }).enabled;
      return einvoiceSettingsReply(einvoicing, request.method === 'PUT' ? 'e-Invoicing settings saved' : undefined);
    }
    const match = /^\/api\/invoices\/(\d+)(\/pdf|\/status|\/refunds|\/einvoice\/retry|\/cancel)?$/.exec(request.url);
    if (match) {
      const id = Number(match[1]);
      const index = all.findIndex((r) => r.invoice_id === id);
      if (index < 0) return { status: 404, data: { success: false, message: invoiceMessages.notFound } };
      if (match[2] === '/pdf') {
        return settings.missingPdf?.includes(id)
          ? { status: 404, data: { success: false, message: 'Not found' } }
          : { status: 200, data: new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }) };
      }
      if (match[2] === '/status') return changeStatus(index, request.body as Record<string, unknown>);
      if (match[2] === '/refunds') return recordRefund(index, request.body as Record<string, unknown>);
      if (match[2] === '/einvoice/retry') {
        const at = `${INVOICE_TODAY}T10:00:00.000Z`;
        einvoices.set(id, {
          status: 'registered',
          irn: RETRY_IRN,
          ack_no: '126100000000001',
          ack_date: at,
          cancellable_until: `${dayFrom(1)}T10:00:00.000Z`,
          failure: null,
        });
        all[index] = { ...all[index]!, einvoice_status: 'registered' };
        return detailReply(200, detailOf(all[index]!), `IRN registered for ${all[index]!.invoice_number}`);
      }
      if (match[2] === '/cancel') {
        const row = all[index]!;
        return cancelReply(row, cancellations, request.body, () =>
          detailReply(200, detailOf(row), invoiceCancelMessages.cancelled(row.invoice_number)),
        );
      }
      return detailReply(200, detailOf(all[index]!));
    }
    const listed = settings.list?.();
    if (listed) return listed;
    const params = (request.params ?? {}) as Record<string, string>;
    // The tab counts and money are of the invoices the other filters leave, both tabs.
    const others = all.filter(
      (r) =>
        (!params.search || contains(r.task_name, params.search)) &&
        Object.entries(FILTERS).every(([name, test]) => !params[name] || test(r, params[name])),
    );
    return listServerReply(all, request, {
      answer: invoiceListAnswerSchema,
      wrap: (invoices) => ({ invoices }),
      searchIn: (r) => [r.task_name],
      filters: { ...FILTERS, tab: (r, v) => (v === 'refund_due' ? r.excess_paise > 0 : (v === 'history') === (r.status === 'paid')) },
      sortBy: {
        number: (r) => r.invoice_number,
        customer: (r) => r.customer,
        project: (r) => r.task_name,
        amount: (r) => r.total_paise,
        credit: (r) => r.credited_paise,
        due_amount: (r) => r.amount_due_paise,
        status: (r) => ORDER.indexOf(r.admin_status),
        due: (r) => r.due_date,
        created: (r) => r.created_at,
      },
      summary: () => summaryOf(others),
    });
  });

  /** As the server: at most the excess still held; paid (what the firm keeps) goes down by the refund. */
  function recordRefund(index: number, body: Record<string, unknown>): MockReply {
    const row = all[index]!;
    const amount = body.amount_paise;
    if (typeof amount !== 'number' || amount <= 0 || amount > row.excess_paise) {
      const message = 'The refund cannot be more than the excess received';
      return { status: 400, data: { success: false, message, errors: [{ field: 'amount_paise', message }] } };
    }
    const list = refunds.get(row.invoice_id) ?? [];
    list.push({
      refund_id: nextPayment++,
      amount_paise: amount,
      refund_date: String(body.refund_date),
      reference: String(body.reference),
      note: typeof body.note === 'string' ? body.note : null,
      recorded_by_name: 'Asha Kapoor',
      created_at: `${INVOICE_TODAY}T08:00:00.000Z`,
    });
    refunds.set(row.invoice_id, list);
    all[index] = withAmounts({ ...row, paid_paise: row.paid_paise - amount });
    return detailReply(201, detailOf(all[index]!), 'Refund recorded');
  }

  function changeStatus(index: number, body: Record<string, unknown>): MockReply {
    const row = all[index]!;
    const list = payments.get(row.invoice_id) ?? [];
    const entry = (amount: number, reverses: number | null = null): InvoicePayment => ({
      payment_id: nextPayment++,
      amount_paise: amount,
      method: reverses === null ? 'manual' : 'reversal',
      reference: typeof body.reference === 'string' ? body.reference : null,
      note: typeof body.note === 'string' ? body.note : null,
      reverses_id: reverses,
      reversed: false,
      recorded_by_name: 'Asha Kapoor',
      created_at: `${INVOICE_TODAY}T08:00:00.000Z`,
    });
    let paid = row.paid_paise;
    if (body.status === 'paid') {
      if (row.amount_due_paise === 0) return { status: 409, data: { success: false, message: invoiceMessages.alreadyPaid } };
      list.push(entry(row.amount_due_paise));
      paid += row.amount_due_paise;
    } else if (body.status === 'partially_paid') {
      const amount = body.amount_paise;
      if (typeof amount !== 'number' || amount <= 0 || amount >= row.amount_due_paise) {
        const errors = [{ field: 'amount_paise', message: invoiceMessages.partialAmount }];
        return { status: 400, data: { success: false, message: invoiceMessages.partialAmount, errors } };
      }
      list.push(entry(amount));
      paid += amount;
    } else {
      const manual = list.filter((p) => p.method === 'manual' && !p.reversed);
      if (manual.length === 0) return { status: 409, data: { success: false, message: invoiceMessages.nothingToReverse } };
      for (const p of manual) {
        p.reversed = true;
        list.push(entry(-p.amount_paise, p.payment_id));
        paid -= p.amount_paise;
      }
    }
    payments.set(row.invoice_id, list);
    all[index] = withAmounts({ ...row, paid_paise: paid });
    return detailReply(200, detailOf(all[index]!), 'Invoice status updated');
  }
}
