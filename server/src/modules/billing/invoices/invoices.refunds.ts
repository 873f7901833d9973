import { and, eq, sql } from 'drizzle-orm';
import { excessOf, invoiceRefundMessages as M, type InvoiceDetail, type InvoiceRefundCreate } from '@firm/shared/domain/invoice';
import { formatPaise } from '@firm/shared/domain/format';
import type { Db } from '../../../db/database';
import { invoices } from '../../../db/schema-invoices';
import { invoiceRefunds } from '../../../db/schema-payments';
import type { Staff } from '../../../platform/auth';
import { badRequest, conflict } from '../../../platform/errors';
import { logInvoiceEvent } from '../../tasks';
import { detailOfRow } from './invoices.detail';
import { lockedInvoice, type InvoiceRef } from './invoices.status';
import type { InvoiceHooks } from './invoices.hooks';

// POST /api/invoices/{id or number}/refunds: the admin records that money received beyond the
// invoice's total was paid back. One transaction with the invoice row locked (a payment, a credit note or
// another refund queue on it): the refund is at most the excess still held, its day not after India's
// today; the paid amount (what the firm keeps) goes down by it, so total + excess = paid + credited + due
// still holds with the excess smaller. One refund per invoice and reference: a double submit finds the first.

export type RefundRecorded = { detail: InvoiceDetail; message: string; created: boolean };

const field = (name: string, message: string, code: 'REFUND_EXCEEDS_EXCESS' | 'REFUND_DATE_IN_FUTURE' | 'REFUND_REFERENCE_REUSED') => [
  { field: name, message, code },
];

export async function recordInvoiceRefund(
  db: Db,
  hooks: InvoiceHooks,
  auth: Staff,
  ref: InvoiceRef,
  body: InvoiceRefundCreate,
  now: Date,
  today: string,
): Promise<RefundRecorded> {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, auth.organizationId, ref);
    const [same] = await tx
      .select()
      .from(invoiceRefunds)
      .where(and(eq(invoiceRefunds.invoiceId, invoice.id), eq(invoiceRefunds.reference, body.reference)));
    if (same) {
      if (same.amountPaise !== body.amount_paise || same.refundDate !== body.refund_date) {
        throw conflict(M.referenceReused, field('reference', M.referenceReused, 'REFUND_REFERENCE_REUSED'), 'REFUND_REFERENCE_REUSED');
      }
      return { detail: await detailOfRow(tx, hooks, invoice, today), message: M.recorded(same.amountPaise), created: false };
    }
    if (body.refund_date > today) {
      throw badRequest(M.dateInFuture, field('refund_date', M.dateInFuture, 'REFUND_DATE_IN_FUTURE'), 'REFUND_DATE_IN_FUTURE');
    }
    const excess = excessOf(invoice);
    if (excess === 0) throw conflict(M.nothingToRefund, undefined, 'INVOICE_NOTHING_TO_REFUND');
    if (body.amount_paise > excess) {
      const message = M.exceedsExcess(excess);
      throw badRequest(message, field('amount_paise', message, 'REFUND_EXCEEDS_EXCESS'), 'REFUND_EXCEEDS_EXCESS');
    }
    await tx.insert(invoiceRefunds).values({
      organizationId: auth.organizationId,
      invoiceId: invoice.id,
      amountPaise: body.amount_paise,
      refundDate: body.refund_date,
      reference: body.reference,
      note: body.note ?? null,
      recordedBy: auth.id,
      createdAt: now,
    });
    const [updated] = await tx
      .update(invoices)
      .set({
        paidPaise: sql`${invoices.paidPaise} - ${body.amount_paise}`,
        refundedPaise: sql`${invoices.refundedPaise} + ${body.amount_paise}`,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.organizationId, auth.organizationId)))
      .returning();
    // The invoiced Project's log says who refunded what, beside the payments and credit notes.
    await logInvoiceEvent(tx, auth, invoice.taskId, now, {
      toValue: body.reference,
      description: `Refund of ${formatPaise(body.amount_paise)} recorded against invoice ${invoice.invoiceNumber} (reference ${body.reference})`,
    });
    return { detail: await detailOfRow(tx, hooks, updated!, today), message: M.recorded(body.amount_paise), created: true };
  });
}
