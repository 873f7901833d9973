import type { MockReply } from '@firm/shared/runtime/testing';
import type { InvoiceListRow } from '@firm/shared/domain/invoice';
import { invoiceCancelMessages as M } from '@firm/shared/domain/invoice';

// Tests only: the fake invoices server's POST /api/invoices/{id}/cancel, refusing as the server does
//: a reason is required, and an invoice with a payment or credit note, or already cancelled, stays.

const refuse = (status: number, message: string, code: string): MockReply => ({ status, data: { success: false, message, code } });

export function cancelReply(row: InvoiceListRow, cancellations: Map<number, string>, body: unknown, answer: () => MockReply): MockReply {
  const given = (body as { reason?: unknown } | undefined)?.reason;
  const reason = typeof given === 'string' ? given.trim() : '';
  if (!reason) return { status: 400, data: { success: false, message: M.reason, errors: [{ field: 'reason', message: M.reason }] } };
  if (cancellations.has(row.invoice_id)) return refuse(409, M.alreadyCancelled, 'INVOICE_CANCELLED');
  if (row.paid_paise !== 0) return refuse(409, M.paid, 'INVOICE_NOT_CANCELLABLE');
  if (row.credited_paise !== 0) return refuse(409, M.credited, 'INVOICE_NOT_CANCELLABLE');
  cancellations.set(row.invoice_id, reason);
  return answer();
}
