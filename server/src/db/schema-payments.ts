import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paise, requiredRef, timestamps } from './schema-columns';
import { clients } from './schema-clients';
import { invoices, issuedDocuments } from './schema-invoices';
import { users } from './schema-organizations';
import { tenantRow } from './schema-tenant';

// Payments against invoices: recorded or paid online, refunds of an excess, and online payment orders.

/**
 * Money received against an invoice: online payments, and the admin's hand-set status (money received
 * outside the portal) recorded as an entry with who, when, amount and note. A reversal is a new entry
 * with a negative amount pointing at the one it reverses, so the history is never rewritten.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...tenantRow(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amountPaise: paise('amount_paise').notNull(),
    method: varchar('method', { length: 20 }).notNull().$type<'manual' | 'razorpay' | 'sandbox' | 'reversal'>(),
    reference: varchar('reference', { length: 100 }),
    note: text('note'),
    reversesId: integer('reverses_id'),
    recordedBy: integer('recorded_by').references(() => users.id),
    /** Online payments: the provider's payment id, unique, so a replayed verify or webhook records nothing twice. */
    providerPaymentId: varchar('provider_payment_id', { length: 64 }),
    orderId: integer('order_id').references(() => paymentOrders.id),
    /** The receipt sent for an online payment: its number (RCT series) and PDF. */
    receiptNumber: varchar('receipt_number', { length: 16 }),
    receiptDocumentId: integer('receipt_document_id').references(() => issuedDocuments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.id),
    uniqueIndex('invoice_payments_provider_payment_unique').on(t.providerPaymentId),
  ],
);

/**
 * A refund of money received beyond an invoice's total: who recorded it, when, the day it was
 * paid and its bank reference; one per invoice and reference, so a double submit records it once.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    ...tenantRow(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amountPaise: paise('amount_paise').notNull(),
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    note: text('note'),
    recordedBy: requiredRef('recorded_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_refunds_invoice_reference_unique').on(t.invoiceId, t.reference)],
);

/**
 * An order made with the payment provider for what was due on an invoice at that moment.
 * Verify and the webhook find the invoice, client and amount here, never in what the browser sends.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    ...tenantRow(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    clientId: requiredRef('client_id', () => clients.id),
    provider: varchar('provider', { length: 10 }).notNull().$type<'razorpay' | 'sandbox'>(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('created').$type<'created' | 'paying' | 'paid' | 'failed'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.providerOrderId),
    index('payment_orders_invoice_idx').on(t.invoiceId, t.createdAt),
  ],
);
