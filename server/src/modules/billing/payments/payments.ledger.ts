import { and, asc, eq, sql } from 'drizzle-orm';
import { invoiceCancelMessages, type InvoicePayment } from '@firm/shared/domain/invoice';
import type { Db, Tx } from '../../../db/database';
import { invoicePayments } from '../../../db/schema-payments';
import type { InvoiceHooks, PaymentLedger } from '../invoices';
import { hasPayingOrder } from './payments.orders';

// An invoice's payment entries as invoices' detail and its status set by hand read and write them:
// registered with invoices' hooks (invoices may not depend on payments, which depends on it), by the plugin
// and by a write outside the app (the seed).

// Written out with their table names: in a one-table select Drizzle leaves columns unqualified, which
// inside a subquery would name the subquery's own table.
const isReversed = sql<boolean>`exists (select 1 from "invoice_payments" "reversal" where "reversal"."reverses_id" = "invoice_payments"."id" and "reversal"."invoice_id" = "invoice_payments"."invoice_id")`;
const recorderName = sql<
  string | null
>`(select "u"."first_name" || ' ' || "u"."last_name" from "users" "u" where "u"."id" = "invoice_payments"."recorded_by")`;

async function entriesOf(db: Db | Tx, organizationId: number, invoiceId: number): Promise<InvoicePayment[]> {
  const rows = await db
    .select({
      id: invoicePayments.id,
      amountPaise: invoicePayments.amountPaise,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      note: invoicePayments.note,
      reversesId: invoicePayments.reversesId,
      reversed: isReversed,
      recordedByName: recorderName,
      createdAt: invoicePayments.createdAt,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.organizationId, organizationId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.id));
  return rows.map((p) => ({
    payment_id: p.id,
    amount_paise: p.amountPaise,
    method: p.method,
    reference: p.reference,
    note: p.note,
    reverses_id: p.reversesId,
    reversed: Boolean(p.reversed),
    recorded_by_name: p.recordedByName,
    created_at: p.createdAt.toISOString(),
  }));
}

async function reversibleOf(tx: Tx, organizationId: number, invoiceId: number) {
  return tx
    .select({ id: invoicePayments.id, amountPaise: invoicePayments.amountPaise })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.organizationId, organizationId),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.method, 'manual'),
        sql`not exists (select 1 from "invoice_payments" "reversal" where "reversal"."reverses_id" = "invoice_payments"."id" and "reversal"."invoice_id" = "invoice_payments"."invoice_id")`,
      ),
    )
    .orderBy(asc(invoicePayments.id));
}

const paymentLedger: PaymentLedger = {
  entriesOf,
  reversibleOf,
  record: async (tx, invoice, entries, recordedBy, now) => {
    await tx
      .insert(invoicePayments)
      .values(entries.map((e) => ({ ...e, organizationId: invoice.organizationId, invoiceId: invoice.id, recordedBy, createdAt: now })));
  },
};

export function registerPaymentHooks(hooks: InvoiceHooks): void {
  // An invoice whose checkout is under way is not cancelled.
  hooks.onBeforeCancel(async (tx, invoice) => ((await hasPayingOrder(tx, invoice.id)) ? invoiceCancelMessages.paying : null));
  hooks.providePaymentLedger(paymentLedger);
}
