import { eq } from 'drizzle-orm';
import { financialYearOf, indianDay } from '@firm/shared/domain/calendar';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import { outstandingOf } from '@firm/shared/domain/invoice';
import { paymentMessages as M } from '@firm/shared/domain/payment';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { seriesDocumentNumber } from '@firm/shared/domain/offices';
import { invoices } from '../../../db/schema-invoices';
import { invoicePayments, paymentOrders } from '../../../db/schema-payments';
import { isUniqueViolation } from '../../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { MailMessage } from '../../../platform/mail';
import { queueMail } from '../../../platform/mail-outbox';
import type { Tx } from '../../../db/database';
import { invoiceRecipients } from '../invoices';
import { addToInvoiceBalance, nextSequence } from '../invoices';
import { seriesOfOffice } from '../../offices';
import type { ProviderPayment } from './payment-provider';
import { documentSupplierOf, renderReceiptPdf, storeIssuedPdf } from '../pdf';
import { escapeHtml } from '../../../platform/html';
import type { PaymentDeps } from './payments.orders';

// A payment is recorded once: its provider id is unique, the order row is locked while it is recorded, and a
// replay finds the entry already there. The invoice's paid amount moves in the same transaction (total = paid
// + credited + outstanding), and the receipt (its own RCT series, PDF stored with the entry) is queued for the
// client's active contacts in the same transaction: a retry after a lost COMMIT answer finds the
// payment and its receipt mail both there, a rolled-back payment leaves neither.

export type RecordedPayment = { paymentId: number; receiptNumber: string; amountPaise: number; invoiceNumber: string; created: boolean };

/**
 * Records a captured provider payment against its order's invoice, once. The order row is locked, so a
 * verify and a webhook (or twenty replays) for the same payment queue on it; the first writes, the rest
 * find the entry. Refuses a payment of another order, another amount or currency, or not captured.
 */
export async function recordProviderPayment(
  deps: PaymentDeps,
  providerOrderId: string,
  payment: ProviderPayment,
): Promise<RecordedPayment> {
  const now = deps.now();
  let recorded: RecordedPayment;
  try {
    recorded = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)).for('update');
      if (!order) throw notFound(M.orderUnknown, 'PAYMENT_ORDER_UNKNOWN');
      const [existing] = await tx
        .select({ id: invoicePayments.id, receiptNumber: invoicePayments.receiptNumber, amountPaise: invoicePayments.amountPaise })
        .from(invoicePayments)
        .where(eq(invoicePayments.providerPaymentId, payment.id));
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, order.invoiceId)).for('update');
      if (existing) {
        return {
          paymentId: existing.id,
          receiptNumber: existing.receiptNumber ?? '',
          amountPaise: existing.amountPaise,
          invoiceNumber: invoice!.invoiceNumber,
          created: false,
        };
      }
      if (payment.orderId !== order.providerOrderId) throw badRequest(M.verificationFailed, undefined, 'PAYMENT_ORDER_UNKNOWN');
      if (payment.status !== 'captured') throw conflict(M.notCaptured, undefined, 'PAYMENT_NOT_CAPTURED');
      if (payment.amountPaise !== order.amountPaise || payment.currency !== 'INR') {
        throw badRequest(M.verificationFailed, undefined, 'PAYMENT_NOT_CAPTURED');
      }
      const row = invoice!;
      // The sandbox moved no money, so a cancelled invoice refuses it; a Razorpay capture took
      // money and is recorded (nothing was due: it shows as money to refund).
      if (row.status === 'cancelled' && deps.provider.kind === 'sandbox')
        throw conflict(invoiceCancelMessages.cannotPay, undefined, 'INVOICE_CANCELLED');
      if (order.status === 'paid') {
        // A second captured payment of one order. The sandbox moved no money: refused. Razorpay took it
        // (a second attempt the checkout let through): it is recorded, so it shows as money to refund.
        if (deps.provider.kind === 'sandbox') throw conflict(M.alreadyPaid, undefined, 'PAYMENT_ALREADY_PAID');
        deps.log.warn({ invoice: row.invoiceNumber, order: order.providerOrderId, payment: payment.id }, 'second capture of a paid order');
      }
      const dueBefore = row.status === 'cancelled' ? 0 : outstandingOf(row);
      if (payment.amountPaise > dueBefore) {
        // Money was taken for more than is now due (the admin recorded a payment or a credit note while
        // the client was at checkout, or an order was captured twice): it is recorded, never lost, and the
        // invoice shows the excess as a refund due until the refund is recorded.
        deps.log.warn({ invoice: row.invoiceNumber, paid: payment.amountPaise, due: dueBefore }, 'online payment exceeds the amount due');
      }
      const day = indianDay(now);
      const year = financialYearOf(now);
      // Receipts follow the invoice's registration: its series and prefix.
      const series = await seriesOfOffice(tx, row.organizationId, row.officeId);
      const sequence = await nextSequence(tx, {
        organizationId: row.organizationId,
        officeId: series.seriesOfficeId,
        kind: 'RCT',
        financialYear: year.startYear,
      });
      const receiptNumber = seriesDocumentNumber(series.prefix, 'RCT', year, sequence);
      const mode = payment.method
        ? `Online (${payment.method.toUpperCase()}) through ${deps.provider.kind === 'razorpay' ? 'Razorpay' : 'the sandbox'}`
        : 'Online';
      const pdf = await renderReceiptPdf({
        number: receiptNumber,
        date: day,
        supplier: documentSupplierOf(row),
        receivedFrom: row.recipientName,
        invoice: { number: row.invoiceNumber, date: row.invoiceDate, totalPaise: row.totalPaise },
        amountPaise: payment.amountPaise,
        mode,
        reference: payment.id,
        balancePaise: Math.max(0, dueBefore - payment.amountPaise),
      });
      const document = await storeIssuedPdf(tx, row.organizationId, `${receiptNumber.replace(/\//g, '-')}.pdf`, pdf, now);
      const [entry] = await tx
        .insert(invoicePayments)
        .values({
          organizationId: row.organizationId,
          invoiceId: row.id,
          amountPaise: payment.amountPaise,
          method: deps.provider.kind,
          reference: payment.id,
          note: mode,
          providerPaymentId: payment.id,
          orderId: order.id,
          receiptNumber,
          receiptDocumentId: document.id,
          createdAt: now,
        })
        .returning({ id: invoicePayments.id });
      await queueReceipt(tx, row, { receiptNumber, invoiceNumber: row.invoiceNumber, amountPaise: payment.amountPaise }, pdf, now);
      await addToInvoiceBalance(tx, row.organizationId, row.id, { paidPaise: payment.amountPaise }, now);
      await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, order.id));
      return { paymentId: entry!.id, receiptNumber, amountPaise: payment.amountPaise, invoiceNumber: row.invoiceNumber, created: true };
    });
  } catch (error) {
    // Two orders cannot share a payment id; a race on the unique index means it is recorded already.
    if (isUniqueViolation(error, 'invoice_payments_provider_payment_unique')) return recordProviderPayment(deps, providerOrderId, payment);
    throw error;
  }
  if (recorded.created) deps.mailer.queued();
  return recorded;
}

/** The receipt to the client's active contacts with an e-mail, queued in the payment's transaction. */
async function queueReceipt(
  tx: Tx,
  invoice: typeof invoices.$inferSelect,
  recorded: Pick<RecordedPayment, 'receiptNumber' | 'invoiceNumber' | 'amountPaise'>,
  pdf: Buffer,
  now: Date,
) {
  const contacts = await invoiceRecipients(tx, invoice);
  const amount = formatPaiseIndian(recorded.amountPaise);
  const fileName = `${recorded.receiptNumber.replace(/\//g, '-')}.pdf`;
  const mails = contacts.map((contact): MailMessage => {
    const text = [
      `Dear ${contact.name},`,
      '',
      `We have received ${amount} against invoice ${recorded.invoiceNumber}. Thank you.`,
      `Receipt number: ${recorded.receiptNumber}. The receipt is attached.`,
      '',
      invoice.supplierName,
    ].join('\n');
    return {
      to: contact.email,
      subject: `Payment received: ${recorded.receiptNumber} for invoice ${recorded.invoiceNumber}`,
      text,
      html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>`,
      attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
    };
  });
  await queueMail(tx, mails, now);
}
