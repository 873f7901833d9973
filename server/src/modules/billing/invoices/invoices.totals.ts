import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@firm/shared/domain/invoice';
import type { Db } from '../../../db/database';
import { invoices, invoiceTotals } from '../../../db/schema-invoices';

// What the admin's Invoices list counts and sums (spec 02 §2.2): the settled / open split of an invoice
// in SQL, and the summary read from the trigger-kept `invoice_totals` (migration 0016) or over the rows.

export const unsettled = sql`(${invoices.totalPaise} - ${invoices.paidPaise} - ${invoices.creditedPaise})`;
/** Not cancelled. A cancelled invoice is settled (History) and leaves every sum. */
export const isLive = sql`${invoices.status} = 'issued'`;
export const isCancelled = sql`${invoices.status} = 'cancelled'`;
/** Nothing left to pay: History (paid, or cancelled). */
export const isPaid = sql`(${unsettled} <= 0 or ${isCancelled})`;
/** Paid in full and not cancelled: the Paid status filter. */
export const isPaidInFull = sql`(${unsettled} <= 0 and ${isLive})`;
export const isOpen = sql`(${unsettled} > 0 and ${isLive})`;
/** The sort's key keeps the expression of its index (0016); a cancelled row's due is shown as 0. */
export const amountDue = sql`greatest(${unsettled}, 0)`;
export const somethingReceived = sql`(${invoices.paidPaise} > 0 or ${invoices.creditedPaise} > 0)`;
/** Money received beyond the total: a refund is due. Written as the partial index of migration 0023 says it. */
export const hasExcess = sql`${invoices.paidPaise} + ${invoices.creditedPaise} > ${invoices.totalPaise}`;

const toBigint = (expression: SQL) => sql`coalesce(${expression}, 0)::bigint`.mapWith(Number);

/** The filters the totals look at. */
export type TotalsFilter = Pick<InvoiceListQuery, 'search' | 'company' | 'invoice_number' | 'status' | 'client_id'> & {
  organizationId: number;
};

export type Totals = { current: number; history: number; total: number; paid: number; credited: number; due: number };
export type ExcessTotals = { refundDue: number; excess: number };

/** The Refund due tab's count and money under the filters: few rows, read through the partial index. */
export async function excessTotals(db: Db, filtered: SQL[]): Promise<ExcessTotals> {
  const [row] = await db
    .select({
      refundDue: sql`count(*)`.mapWith(Number),
      excess: toBigint(sql`sum(${invoices.paidPaise} + ${invoices.creditedPaise} - ${invoices.totalPaise})`),
    })
    .from(invoices)
    .where(and(...filtered, hasExcess));
  return row!;
}

/**
 * The summary from the trigger-kept `invoice_totals` when no filter but the client, the tab or Paid applies
 * (the list's usual views): a few rows instead of every invoice of the firm. Null when a filter needs the rows.
 */
export async function totalsFromCounters(db: Db, filter: TotalsFilter & { today?: string }): Promise<Totals | null> {
  if (filter.search || filter.company || filter.invoice_number) return null;
  if (filter.status === 'overdue' && filter.today) return overdueFromCounters(db, filter, filter.today);
  if (filter.status && filter.status !== 'paid') return null;
  // The counters' settled side holds cancelled invoices too: the Paid filter alone counts over the rows.
  if (filter.status === 'paid') return null;
  const conditions = [eq(invoiceTotals.organizationId, filter.organizationId)];
  if (filter.client_id) conditions.push(eq(invoiceTotals.clientId, filter.client_id));
  if (filter.status === 'paid') conditions.push(eq(invoiceTotals.settled, true));
  const [row] = await db
    .select({
      current: toBigint(sql`sum(${invoiceTotals.n}) filter (where not ${invoiceTotals.settled})`),
      history: toBigint(sql`sum(${invoiceTotals.n}) filter (where ${invoiceTotals.settled})`),
      total: toBigint(sql`sum(${invoiceTotals.totalPaise})`),
      paid: toBigint(sql`sum(${invoiceTotals.paidPaise})`),
      credited: toBigint(sql`sum(${invoiceTotals.creditedPaise})`),
      due: toBigint(sql`sum(${invoiceTotals.duePaise})`),
    })
    .from(invoiceTotals)
    .where(and(...conditions));
  return row!;
}

/** The same figures counted over the filtered invoices themselves. */
export async function totalsFromRows(db: Db, filtered: SQL[]): Promise<Totals> {
  const [row] = await db
    .select({
      current: sql`count(*) filter (where ${isOpen})`.mapWith(Number),
      history: sql`count(*) filter (where ${isPaid})`.mapWith(Number),
      total: toBigint(sql`sum(${invoices.totalPaise}) filter (where ${isLive})`),
      paid: toBigint(sql`sum(${invoices.paidPaise}) filter (where ${isLive})`),
      credited: toBigint(sql`sum(${invoices.creditedPaise}) filter (where ${isLive})`),
      due: toBigint(sql`sum(${amountDue}) filter (where ${isLive})`),
    })
    .from(invoices)
    .where(and(...filtered));
  return row!;
}

/**
 * Overdue depends on today, which no counter can hold: the open invoices' counters less the open ones not
 * yet due. Those are the few invoices issued lately (read through the due-date index), where summing the
 * overdue ones themselves reads most of a firm's open invoices.
 */
async function overdueFromCounters(db: Db, filter: TotalsFilter, today: string): Promise<Totals> {
  const counted = [eq(invoiceTotals.organizationId, filter.organizationId), eq(invoiceTotals.settled, false)];
  if (filter.client_id) counted.push(eq(invoiceTotals.clientId, filter.client_id));
  const notYetDue = [eq(invoices.organizationId, filter.organizationId), gte(invoices.dueDate, today), isOpen];
  if (filter.client_id) notYetDue.push(eq(invoices.clientId, filter.client_id));
  const [[open], [later]] = await Promise.all([
    db
      .select({
        n: toBigint(sql`sum(${invoiceTotals.n})`),
        total: toBigint(sql`sum(${invoiceTotals.totalPaise})`),
        paid: toBigint(sql`sum(${invoiceTotals.paidPaise})`),
        credited: toBigint(sql`sum(${invoiceTotals.creditedPaise})`),
        due: toBigint(sql`sum(${invoiceTotals.duePaise})`),
      })
      .from(invoiceTotals)
      .where(and(...counted)),
    db
      .select({
        n: sql`count(*)`.mapWith(Number),
        total: toBigint(sql`sum(${invoices.totalPaise})`),
        paid: toBigint(sql`sum(${invoices.paidPaise})`),
        credited: toBigint(sql`sum(${invoices.creditedPaise})`),
        due: toBigint(sql`sum(${amountDue})`),
      })
      .from(invoices)
      .where(and(...notYetDue)),
  ]);
  return {
    current: open!.n - later!.n,
    history: 0,
    total: open!.total - later!.total,
    paid: open!.paid - later!.paid,
    credited: open!.credited - later!.credited,
    due: open!.due - later!.due,
  };
}
