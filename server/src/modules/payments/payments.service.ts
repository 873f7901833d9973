import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  documentNumber,
  financialYearOf,
  formatPaiseIndian,
  indianDay,
  outstandingOf,
  paymentMessages as M,
  type PaymentOrder,
  type VerifyPayment,
} from '@firm/shared/domain';
import type { Db, Tx } from '../../db/database';
import { invoicePayments, invoices, issuedDocuments, paymentOrders } from '../../db/schema-invoices';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import type { Mailer, MailMessage } from '../../platform/mail';
import { invoiceRecipients } from '../invoices/invoices.mail';
import { nextSequence } from '../invoices/invoices.repo';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider';
import { renderReceiptPdf } from './receipt.pdf';
import { escapeHtml } from '../../platform/html';

// Paying an invoice online (issue 11). The order is made for what is due at that moment and kept with
// the invoice and client it belongs to; verify-payment and the webhook read those from the order, never
// from what the browser sends. A payment is recorded once: its provider id is unique, the order row is
// locked while it is recorded, and a replay finds the entry already there. The invoice's paid amount
// moves in the same transaction (total = paid + credited + outstanding), and the receipt (its own RCT
// series, PDF stored with the entry) is e-mailed to the client's active contacts after commit.

export type Contact = { organizationId: number; clientId: number };
export type PaymentDeps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
  log: { warn: (o: object, m: string) => void };
};

/** An open order may be reused for the same amount for this long (Razorpay orders do not expire sooner). */
const ORDER_REUSE_MS = 30 * 60_000;

const providerDown = (error: unknown) =>
  error instanceof PaymentProviderError ? new HttpError(502, M.providerDown, undefined, undefined, 'PAYMENT_PROVIDER_UNAVAILABLE') : error;

async function ownInvoice(db: Db | Tx, contact: Contact, invoiceNumber: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, contact.organizationId),
        eq(invoices.clientId, contact.clientId),
        eq(invoices.invoiceNumber, invoiceNumber),
      ),
    );
  // Another client's invoice is as absent as a missing one.
  if (!row) throw notFound(M.invoiceNotFound);
  return row;
}

/** POST /api/payments/create-order: an order for the whole amount due now (an open one for the same amount is reused). */
export async function createOrder(deps: PaymentDeps, contact: Contact, invoiceNumber: string): Promise<PaymentOrder> {
  const invoice = await ownInvoice(deps.db, contact, invoiceNumber);
  const due = outstandingOf(invoice);
  if (due <= 0) throw conflict(M.alreadyPaid, undefined, 'PAYMENT_ALREADY_PAID');
  const answer = (orderId: string): PaymentOrder => ({
    order_id: orderId,
    amount: due,
    currency: 'INR',
    provider: deps.provider.kind,
    key_id: deps.provider.keyId,
    invoice_number: invoice.invoiceNumber,
    description: `Payment for Invoice ${invoice.invoiceNumber}`,
    merchant_name: invoice.supplierName,
  });
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.invoiceId, invoice.id),
        eq(paymentOrders.status, 'created'),
        eq(paymentOrders.amountPaise, due),
        eq(paymentOrders.provider, deps.provider.kind),
        gt(paymentOrders.createdAt, new Date(now.getTime() - ORDER_REUSE_MS)),
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(1);
  if (open && (deps.provider.kind !== 'sandbox' || hasSandboxOrder(deps.provider, open.providerOrderId)))
    return answer(open.providerOrderId);
  const order = await deps.provider
    .createOrder({
      amountPaise: due,
      receipt: invoice.invoiceNumber,
      notes: { invoice_number: invoice.invoiceNumber, invoice_id: String(invoice.id), client_id: String(invoice.clientId) },
    })
    .catch((error: unknown) => {
      throw providerDown(error);
    });
  await deps.db.insert(paymentOrders).values({
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    provider: deps.provider.kind,
    providerOrderId: order.id,
    amountPaise: due,
    createdAt: now,
    updatedAt: now,
  });
  return answer(order.id);
}

const hasSandboxOrder = (provider: PaymentProvider, orderId: string) =>
  'hasOrder' in provider && typeof provider.hasOrder === 'function' && (provider.hasOrder as (id: string) => boolean)(orderId);

/** The caller's order for the invoice, or 404. */
export async function ownOrder(db: Db, contact: Contact, providerOrderId: string, invoiceNumber?: string) {
  const [row] = await db
    .select({ order: paymentOrders, invoiceNumber: invoices.invoiceNumber })
    .from(paymentOrders)
    .innerJoin(invoices, eq(invoices.id, paymentOrders.invoiceId))
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.organizationId, contact.organizationId),
        eq(paymentOrders.clientId, contact.clientId),
      ),
    );
  if (!row || (invoiceNumber !== undefined && row.invoiceNumber !== invoiceNumber)) {
    throw notFound(M.orderUnknown, 'PAYMENT_ORDER_UNKNOWN');
  }
  return row.order;
}

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
      const dueBefore = outstandingOf(row);
      if (payment.amountPaise > dueBefore) {
        // Money was taken for more than is now due (the admin recorded a payment or a credit note while
        // the client was at checkout): it is recorded, never lost, and flagged for a refund.
        deps.log.warn({ invoice: row.invoiceNumber, paid: payment.amountPaise, due: dueBefore }, 'online payment exceeds the amount due');
      }
      const day = indianDay(now);
      const year = financialYearOf(now);
      const sequence = await nextSequence(tx, {
        organizationId: row.organizationId,
        officeId: row.officeId,
        kind: 'RCT',
        financialYear: year.startYear,
      });
      const receiptNumber = documentNumber('RCT', year, sequence);
      const mode = payment.method
        ? `Online (${payment.method.toUpperCase()}) through ${deps.provider.kind === 'razorpay' ? 'Razorpay' : 'the sandbox'}`
        : 'Online';
      const pdf = await renderReceiptPdf({
        number: receiptNumber,
        date: day,
        supplier: {
          name: row.supplierName,
          address: row.supplierAddress,
          gstin: row.supplierGstin,
          stateName: row.supplierStateName,
          stateCode: row.supplierStateCode,
        },
        receivedFrom: row.recipientName,
        invoice: { number: row.invoiceNumber, date: row.invoiceDate, totalPaise: row.totalPaise },
        amountPaise: payment.amountPaise,
        mode,
        reference: payment.id,
        balancePaise: Math.max(0, dueBefore - payment.amountPaise),
      });
      const [document] = await tx
        .insert(issuedDocuments)
        .values({
          organizationId: row.organizationId,
          fileName: `${receiptNumber.replace(/\//g, '-')}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
          createdAt: now,
        })
        .returning({ id: issuedDocuments.id });
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
          receiptDocumentId: document!.id,
          createdAt: now,
        })
        .returning({ id: invoicePayments.id });
      await tx
        .update(invoices)
        .set({ paidPaise: sql`${invoices.paidPaise} + ${payment.amountPaise}`, updatedAt: now })
        .where(eq(invoices.id, row.id));
      await tx.update(paymentOrders).set({ status: 'paid', updatedAt: now }).where(eq(paymentOrders.id, order.id));
      return { paymentId: entry!.id, receiptNumber, amountPaise: payment.amountPaise, invoiceNumber: row.invoiceNumber, created: true };
    });
  } catch (error) {
    // Two orders cannot share a payment id; a race on the unique index means it is recorded already.
    if (isUniqueViolation(error, 'invoice_payments_provider_payment_unique')) return recordProviderPayment(deps, providerOrderId, payment);
    throw error;
  }
  if (recorded.created) await mailReceipt(deps, recorded);
  return recorded;
}

/** The receipt to the client's active contacts with an e-mail, off the request path. */
async function mailReceipt(deps: PaymentDeps, recorded: RecordedPayment) {
  const [row] = await deps.db
    .select({ invoice: invoices, content: issuedDocuments.content, fileName: issuedDocuments.fileName })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(issuedDocuments, eq(issuedDocuments.id, invoicePayments.receiptDocumentId))
    .where(eq(invoicePayments.id, recorded.paymentId));
  if (!row) return;
  const contacts = await invoiceRecipients(deps.db, row.invoice);
  const amount = formatPaiseIndian(recorded.amountPaise);
  for (const contact of contacts) {
    const text = [
      `Dear ${contact.name},`,
      '',
      `We have received ${amount} against invoice ${recorded.invoiceNumber}. Thank you.`,
      `Receipt number: ${recorded.receiptNumber}. The receipt is attached.`,
      '',
      row.invoice.supplierName,
    ].join('\n');
    const message: MailMessage = {
      to: contact.email,
      subject: `Payment received: ${recorded.receiptNumber} for invoice ${recorded.invoiceNumber}`,
      text,
      html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>`,
      attachments: [{ filename: row.fileName, contentType: 'application/pdf', content: row.content }],
    };
    deps.mailer.enqueue(message);
  }
}

/** POST /api/payments/verify-payment: the checkout's signature, then the provider's own word on the payment. */
export async function verifyPayment(deps: PaymentDeps, contact: Contact, body: VerifyPayment): Promise<RecordedPayment> {
  const order = await ownOrder(deps.db, contact, body.razorpay_order_id, body.invoice_number);
  if (!deps.provider.checkoutSignatureValid(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw badRequest(M.verificationFailed, undefined, 'PAYMENT_SIGNATURE_INVALID');
  }
  const payment = await deps.provider.fetchPayment(body.razorpay_payment_id).catch((error: unknown) => {
    if (error instanceof PaymentProviderError && error.status !== null && error.status < 500) {
      throw badRequest(M.verificationFailed, undefined, 'PAYMENT_NOT_CAPTURED');
    }
    throw providerDown(error);
  });
  return recordProviderPayment(deps, order.providerOrderId, payment);
}

type WebhookPayment = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown; method?: unknown };

/**
 * The provider's webhook, after its signature was checked: payment.captured and order.paid record the
 * payment (the source of truth when the browser never came back); payment.failed marks an open order
 * failed. Anything else is acknowledged and ignored. Returns what was done, for the log.
 */
export async function handleWebhookEvent(deps: PaymentDeps, event: unknown): Promise<'recorded' | 'duplicate' | 'failed' | 'ignored'> {
  const e = event as { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } } | null;
  const entity = e?.payload?.payment?.entity;
  if (!e || typeof e.event !== 'string' || !entity || typeof entity.id !== 'string' || typeof entity.order_id !== 'string')
    return 'ignored';
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, entity.order_id));
  if (!order) return 'ignored';
  if (e.event === 'payment.failed') {
    await deps.db
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: deps.now() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
    return 'failed';
  }
  if (e.event !== 'payment.captured' && e.event !== 'order.paid') return 'ignored';
  const payment: ProviderPayment = {
    id: entity.id,
    orderId: entity.order_id,
    amountPaise: typeof entity.amount === 'number' ? entity.amount : -1,
    currency: typeof entity.currency === 'string' ? entity.currency : '',
    status: entity.status === 'captured' ? 'captured' : 'failed',
    method: typeof entity.method === 'string' ? entity.method : null,
  };
  const recorded = await recordProviderPayment(deps, order.providerOrderId, payment);
  return recorded.created ? 'recorded' : 'duplicate';
}
