import { and, eq } from 'drizzle-orm';
import { indianDay } from '@firm/shared/domain/calendar';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { invoiceCancelMessages as M, type InvoiceCancel } from '@firm/shared/domain/invoice';
import type { Db } from '../../../db/database';
import { invoices } from '../../../db/schema-invoices';
import type { Staff } from '../../../platform/auth';
import { conflict } from '../../../platform/errors';
import { logInvoiceEvent, updateTaskRow } from '../../tasks';
import { cancelIrnOf, einvoicePrintOf, type IrpProvider } from '../einvoice';
import { cancelledDocument, renderInvoicePdf } from '../pdf';
import { invoiceDocumentOfRow } from './invoices.pdf-of-row';
import { detailOfRow } from './invoices.detail';
import type { InvoiceRow } from './invoices.repo';
import type { InvoiceHooks } from './invoices.hooks';
import { lockedInvoice, type InvoiceRef } from './invoices.status';

// POST /api/invoices/{id or number}/cancel: the admin cancels an invoice issued in error. One
// transaction under the invoice's row lock, the lock every payment, credit note and sandbox checkout takes
// too: nothing paid, refunded or credited, no credit note and no checkout under way, else refused (409)
// with nothing written. The row keeps its number (the series never gives it again) and becomes
// 'cancelled'; its PDF is rendered again from the row with the CANCELLED stamp; the Project loses its
// invoice and may be invoiced again (the unique index holds one live invoice per Project).

const refuse = (message: string) => conflict(message, undefined, 'INVOICE_NOT_CANCELLABLE');

/** The issued document again, from the row, stamped (with its IRN, cancelled too, when it had one). */
function stampedPdf(row: InvoiceRow, day: string, reason: string): Promise<Buffer> {
  return renderInvoicePdf(invoiceDocumentOfRow(row, { cancelled: { day, reason }, einvoice: einvoicePrintOf(row) }));
}

export type InvoiceCancelled = { detail: InvoiceDetail; message: string };

export async function cancelInvoice(
  db: Db,
  irp: IrpProvider | null,
  hooks: InvoiceHooks,
  auth: Staff,
  ref: InvoiceRef,
  body: InvoiceCancel,
  now: Date,
): Promise<InvoiceCancelled> {
  return db.transaction(async (tx) => {
    const organizationId = auth.organizationId;
    const invoice = await lockedInvoice(tx, organizationId, ref);
    if (invoice.status === 'cancelled') throw conflict(M.alreadyCancelled, undefined, 'INVOICE_CANCELLED');
    if (invoice.paidPaise !== 0 || invoice.refundedPaise !== 0) throw refuse(M.paid);
    if (invoice.creditedPaise !== 0) throw refuse(M.credited);
    // An issued credit note (credit-notes) or a checkout under way (payments) keeps it too: their guards.
    const refusal = await hooks.refusalToCancel(tx, { organizationId, id: invoice.id });
    if (refusal !== null) throw refuse(refusal);

    // Its IRN is cancelled at the IRP last, after every check here passed; a refusal (past the
    // 24 hours, or the IRP's) rolls the whole cancel back.
    const irnCancelledAt = await cancelIrnOf(
      irp,
      { ...invoice, number: invoice.invoiceNumber, day: invoice.invoiceDate },
      now,
      body.reason,
    );
    // An invoice whose registration never succeeded had no IRN: once cancelled it is not e-invoiced at all.
    const einvoice = irnCancelledAt
      ? ({ einvoiceStatus: 'cancelled', irnCancelledAt, irnClaimedAt: null } as const)
      : invoice.einvoiceStatus
        ? ({ einvoiceStatus: null, irnFailure: null, irnClaimedAt: null, irnMailPending: false } as const)
        : {};
    const day = indianDay(now);
    const pdf = await stampedPdf({ ...invoice, ...einvoice }, day, body.reason);
    const cancelled = await cancelledDocument(tx, auth, invoice.invoiceNumber, pdf, body.reason, now);
    const [updated] = await tx
      .update(invoices)
      .set({ ...cancelled, ...einvoice })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.organizationId, organizationId)))
      .returning();
    // The Project is free again: it shows among the closed Projects to invoice, its log says why.
    await updateTaskRow(tx, organizationId, invoice.taskId, { invoiceId: null, updatedAt: now });
    await logInvoiceEvent(tx, auth, invoice.taskId, now, {
      fromValue: invoice.invoiceNumber,
      description: `Invoice ${invoice.invoiceNumber} cancelled: ${body.reason}`,
    });
    // The first document stays in issued_documents: what was sent to the client is kept.
    return { detail: await detailOfRow(tx, hooks, updated!, day), message: M.cancelled(invoice.invoiceNumber) };
  });
}
