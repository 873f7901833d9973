import { and, eq, ilike, inArray, max, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { offsetOf } from '@firm/shared/domain/list';
import type { CreditNoteListQuery } from '@firm/shared/domain/credit-note';
import type { Db, Tx } from '../../../db/database';
import { containsPattern, countAll, orderByOf, type SortExpression } from '../../../db/list-page';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import { addToInvoiceBalance } from '../invoices';

// Credit notes as the database holds them, each read with the columns of its invoice the answer shows;
// every query is scoped by the organisation.

export type CreditNoteRecord = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;

/** The invoice's columns a credit note's answer carries (never its PDF or the supplier's copy). */
const invoiceColumns = {
  id: invoices.id,
  taskId: invoices.taskId,
  clientId: invoices.clientId,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  recipientName: invoices.recipientName,
  taskName: invoices.taskName,
  supplyType: invoices.supplyType,
  stateTaxName: invoices.stateTaxName,
  cgstBp: invoices.cgstBp,
  sgstBp: invoices.sgstBp,
  igstBp: invoices.igstBp,
  totalPaise: invoices.totalPaise,
  paidPaise: invoices.paidPaise,
  creditedPaise: invoices.creditedPaise,
};

export type CreditNoteRow = {
  creditNote: CreditNoteRecord;
  invoice: { [K in keyof typeof invoiceColumns]: (typeof invoices.$inferSelect)[K] };
};

/**
 * The invoice a credit note adjusts, by id, number or both, locked until the transaction ends: credit
 * notes and payments on one invoice queue here, so each sees what the one before it wrote.
 */
export async function lockInvoice(tx: Tx, organizationId: number, ref: { id?: number; number?: string }) {
  const conditions: SQL[] = [eq(invoices.organizationId, organizationId)];
  if (ref.id !== undefined) conditions.push(eq(invoices.id, ref.id));
  if (ref.number !== undefined) conditions.push(eq(invoices.invoiceNumber, ref.number));
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(...conditions))
    .for('update');
  return row;
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** What the invoice's issued credit notes reversed so far, per head. */
export async function creditedHeads(tx: Tx, organizationId: number, invoiceId: number) {
  const [row] = await tx
    .select({
      taxable: sumOf(creditNotes.taxablePaise),
      cgst: sumOf(creditNotes.cgstPaise),
      sgst: sumOf(creditNotes.sgstPaise),
      igst: sumOf(creditNotes.igstPaise),
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.status, 'issued')));
  return row!;
}

export async function insertCreditNote(tx: Tx, values: NewCreditNote): Promise<CreditNoteRecord> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

/** Adds a credit note's total to its invoice, in the credit note's transaction: total = paid + credited + outstanding. */
export async function addCredited(tx: Tx, organizationId: number, invoiceId: number, paise: number, now: Date) {
  await addToInvoiceBalance(tx, organizationId, invoiceId, { creditedPaise: paise }, now);
}

const withInvoice = (db: Db | Tx) =>
  db
    .select({ creditNote: creditNotes, invoice: invoiceColumns })
    .from(creditNotes)
    .innerJoin(invoices, and(eq(invoices.id, creditNotes.invoiceId), eq(invoices.organizationId, creditNotes.organizationId)));

export async function findCreditNote(db: Db | Tx, organizationId: number, id: number): Promise<CreditNoteRow | undefined> {
  const [row] = await withInvoice(db).where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.id, id)));
  return row;
}

export async function updateCreditNoteReason(db: Db, organizationId: number, id: number, reason: string, now: Date) {
  const [row] = await db
    .update(creditNotes)
    .set({ reason, updatedAt: now })
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.id, id)))
    .returning({ id: creditNotes.id });
  return row;
}

const SORT_COLUMNS: Record<CreditNoteListQuery['sort'], SortExpression | SortExpression[]> = {
  number: creditNotes.creditNoteNumber,
  customer: invoices.recipientName,
  invoice: invoices.invoiceNumber,
  invoice_amount: invoices.totalPaise,
  amount: creditNotes.totalPaise,
  status: creditNotes.status,
  date: [creditNotes.creditNoteDate, creditNotes.createdAt],
};

/** One page of the firm's credit notes: search over the credit note's number, its invoice's number and the customer. */
export async function listCreditNotes(
  db: Db,
  organizationId: number,
  query: CreditNoteListQuery,
): Promise<{ rows: CreditNoteRow[]; total: number }> {
  const conditions: SQL[] = [eq(creditNotes.organizationId, organizationId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(creditNotes.creditNoteNumber, pattern), ilike(invoices.invoiceNumber, pattern), ilike(invoices.recipientName, pattern))!,
    );
  }
  if (query.client_id !== undefined) conditions.push(eq(invoices.clientId, query.client_id));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    withInvoice(db)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, query.order, creditNotes.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: countAll() })
      .from(creditNotes)
      .innerJoin(invoices, and(eq(invoices.id, creditNotes.invoiceId), eq(invoices.organizationId, creditNotes.organizationId)))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The latest credit note issued against each of these invoices (spec 02 §3 `credit_note_id`): invoice id → note id. */
export async function latestCreditNotes(db: Db, organizationId: number, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: creditNotes.invoiceId, id: max(creditNotes.id) })
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), inArray(creditNotes.invoiceId, invoiceIds)))
    .groupBy(creditNotes.invoiceId);
  return new Map(rows.map((r) => [r.invoiceId, r.id!]));
}

/** An issued credit note against the invoice (one cancelled in error gave its credit back and is no longer in the way). */
export async function hasIssuedCreditNote(tx: Tx, organizationId: number, invoiceId: number): Promise<boolean> {
  const [note] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.status, 'issued')))
    .limit(1);
  return note !== undefined;
}
