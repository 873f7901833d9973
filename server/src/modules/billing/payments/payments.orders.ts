import { and, desc, eq, gt } from 'drizzle-orm';
import { outstandingOf } from '@firm/shared/domain/invoice';
import { paymentMessages as M, type PaymentOrder } from '@firm/shared/domain/payment';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import type { Db, Tx } from '../../../db/database';
import { invoices } from '../../../db/schema-invoices';
import { paymentOrders } from '../../../db/schema-payments';
import { conflict, HttpError, notFound } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mail';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

// Orders for paying an invoice online. The order is made for what is due at that moment and kept
// with the invoice and client it belongs to; verify-payment and the webhook read those from the order, never
// from what the browser sends.

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

export const providerDown = (error: unknown) =>
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
  if (invoice.status === 'cancelled') throw conflict(invoiceCancelMessages.cannotPay, undefined, 'INVOICE_CANCELLED');
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

/**
 * A sandbox checkout under way on the invoice: it marks its order 'paying' under the invoice's lock, and the
 * payment it leads to would find the invoice cancelled, so the client is let finish first.
 */
export async function hasPayingOrder(tx: Tx, invoiceId: number): Promise<boolean> {
  const [paying] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.invoiceId, invoiceId), eq(paymentOrders.status, 'paying')))
    .limit(1);
  return paying !== undefined;
}
