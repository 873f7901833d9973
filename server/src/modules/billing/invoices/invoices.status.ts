import { and, eq } from 'drizzle-orm';
import {
  ADMIN_INVOICE_STATUS_LABELS,
  adminInvoiceStatusOf,
  invoiceMessages,
  invoiceStatusOf,
  outstandingOf,
  type InvoiceDetail,
  type InvoiceStatusUpdate,
} from '@firm/shared/domain/invoice';
import { DECIMAL_ID_PATTERN, isValidId } from '@firm/shared/domain/validation';
import { formatPaise } from '@firm/shared/domain/format';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import type { Db, Tx } from '../../../db/database';
import { invoices } from '../../../db/schema-invoices';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { Staff } from '../../../platform/auth';
import { logInvoiceEvent } from '../../tasks';
import { detailOfRow } from './invoices.detail';
import type { InvoiceRow } from './invoices.repo';
import type { InvoiceHooks, ManualEntry } from './invoices.hooks';

// PUT /api/invoices/{id or number}/status (spec 02 §4 Status Management). A hand-set status is money
// received outside the portal, so it is written as payment entries and the amounts stay true
// (total = paid + credited + outstanding): paid records the whole amount due, partially paid the amount
// received, unpaid reverses every entry recorded by hand with an entry of its own. Online payments are
// never reversed here. One transaction, the invoice row locked: two admins at once queue on it.

/** An invoice named in the path: its id, or its number ('INV/2026-27/0001', sent URL-encoded). */
export type InvoiceRef = { id: number } | { number: string };

const NUMBER_PATTERN = /^[A-Z]{2,4}\/\d{2}(?:\d{2})?-\d{2}\/\d{4,6}$/;

export function invoiceRefOf(value: string): InvoiceRef | null {
  if (DECIMAL_ID_PATTERN.test(value)) {
    const id = Number(value);
    return isValidId(id) ? { id } : null;
  }
  return NUMBER_PATTERN.test(value) ? { number: value } : null;
}

const alreadyPaid = () => conflict(invoiceMessages.alreadyPaid, undefined, 'INVOICE_ALREADY_PAID');
const partialAmount = () =>
  badRequest(invoiceMessages.partialAmount, [{ field: 'amount_paise', message: invoiceMessages.partialAmount }], 'INVOICE_PARTIAL_AMOUNT');

export async function lockedInvoice(tx: Tx, organizationId: number, ref: InvoiceRef): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), 'id' in ref ? eq(invoices.id, ref.id) : eq(invoices.invoiceNumber, ref.number)))
    .for('update');
  if (!row) throw notFound(invoiceMessages.notFound);
  return row;
}

export type StatusChange = { detail: InvoiceDetail; message: string };

export async function setInvoiceStatus(
  db: Db,
  hooks: InvoiceHooks,
  auth: Staff,
  ref: InvoiceRef,
  body: InvoiceStatusUpdate,
  now: Date,
  today: string,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, auth.organizationId, ref);
    // A cancelled invoice takes no payment entry.
    if (invoice.status === 'cancelled') throw conflict(invoiceCancelMessages.alreadyCancelled, undefined, 'INVOICE_CANCELLED');
    const due = outstandingOf({ totalPaise: invoice.totalPaise, paidPaise: invoice.paidPaise, creditedPaise: invoice.creditedPaise });
    const { note = null, reference = null } = body;
    let entries: ManualEntry[];
    let onlineKept = false;
    if (body.status === 'paid') {
      if (due === 0) throw alreadyPaid();
      entries = [{ amountPaise: due, method: 'manual', note, reference }];
    } else if (body.status === 'partially_paid') {
      if (due === 0) throw alreadyPaid();
      const amount = body.amount_paise;
      if (amount === undefined) {
        throw badRequest(
          invoiceMessages.partialAmountMissing,
          [{ field: 'amount', message: invoiceMessages.partialAmountMissing }],
          'INVOICE_PARTIAL_AMOUNT',
        );
      }
      if (amount >= due) throw partialAmount();
      entries = [{ amountPaise: amount, method: 'manual', note, reference }];
    } else {
      const reversible = await hooks.payments.reversibleOf(tx, invoice.organizationId, invoice.id);
      const reversedPaise = reversible.reduce((sum, e) => sum + e.amountPaise, 0);
      onlineKept = invoice.paidPaise - reversedPaise > 0;
      if (reversible.length === 0) {
        throw conflict(
          onlineKept ? invoiceMessages.onlinePaymentsOnly : invoiceMessages.nothingToReverse,
          undefined,
          'INVOICE_NOTHING_TO_REVERSE',
        );
      }
      entries = reversible.map((e) => ({ amountPaise: -e.amountPaise, method: 'reversal', reversesId: e.id, note, reference }));
    }
    const delta = entries.reduce((sum, e) => sum + e.amountPaise, 0);
    await hooks.payments.record(tx, invoice, entries, auth.id, now);
    const [updated] = await tx
      .update(invoices)
      .set({ paidPaise: invoice.paidPaise + delta, updatedAt: now })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.organizationId, auth.organizationId)))
      .returning();
    const status = invoiceStatusOf({
      totalPaise: updated!.totalPaise,
      paidPaise: updated!.paidPaise,
      creditedPaise: updated!.creditedPaise,
    });
    const label = ADMIN_INVOICE_STATUS_LABELS[adminInvoiceStatusOf(status, updated!.dueDate, today)];
    const what =
      delta >= 0
        ? `${formatPaise(delta)} received recorded`
        : `${entries.length} ${entries.length === 1 ? 'payment' : 'payments'} of ${formatPaise(-delta)} reversed`;
    await logInvoiceEvent(tx, auth, invoice.taskId, now, {
      field: 'invoice_status',
      fromValue: invoiceStatusOf({
        totalPaise: invoice.totalPaise,
        paidPaise: invoice.paidPaise,
        creditedPaise: invoice.creditedPaise,
      }),
      toValue: status,
      description: `Invoice ${invoice.invoiceNumber} marked ${label}: ${what}`,
    });
    const detail = await detailOfRow(tx, hooks, updated!, today);
    return { detail, message: onlineKept ? invoiceMessages.onlinePaymentsStay : invoiceMessages.statusUpdated(label) };
  });
}
