import { and, asc, eq, sql } from 'drizzle-orm';
import type { DocumentKind } from '@firm/shared/domain/gst';
import { invoiceMessages } from '@firm/shared/domain/invoice';
import type { Db, Tx } from '../../../db/database';
import { notFound } from '../../../platform/errors';
import { clients, offices, sacCodes, serviceCategories, tasks } from '../../../db/schema';
import { exportTaxModeColumnOf, organizationNameOf } from '../../../platform/organizations';
import { documentSeries, invoices } from '../../../db/schema-invoices';

// Invoices as the database holds them; every query is scoped by the organisation.

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * The next number of a series, taken inside the issuing transaction: the upsert locks the series row
 * until commit, so concurrent issues queue and get consecutive numbers, and a rolled-back issue gives
 * its number back (no gaps).
 */
export async function nextSequence(
  tx: Tx,
  key: { organizationId: number; officeId: number; kind: DocumentKind; financialYear: number },
): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ ...key, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.organizationId, documentSeries.officeId, documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}

/**
 * The office that bills: the Project's, else the client's, else the head office (the first one
 * if a firm has several), with its GSTIN, bank lines, UPI id and series prefix.
 */
export async function billingOffice(db: Db | Tx, organizationId: number, officeId: number | null = null) {
  const [row] = await db
    .select({
      id: offices.id,
      name: offices.name,
      address: offices.address,
      state: offices.state,
      stateCode: offices.stateCode,
      pincode: offices.pincode,
      gstin: offices.gstin,
      bankDetails: offices.bankDetails,
      upiId: offices.upiId,
      lutArn: offices.lutArn,
      lutFinancialYear: offices.lutFinancialYear,
      firmName: organizationNameOf(offices.organizationId),
    })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), officeId === null ? undefined : eq(offices.id, officeId)))
    .orderBy(sql`case when ${offices.kind} = 'head_office' then 0 else 1 end`, asc(offices.id))
    .limit(1);
  return row;
}

/** Everything an invoice copies from its Project, client, SAC code and category, the Project locked. */
export async function invoiceSourceOf(tx: Tx, organizationId: number, taskId: number) {
  const [row] = await tx
    .select({
      task: tasks,
      client: {
        name: clients.clientName,
        gstin: clients.gstNumber,
        street: clients.street,
        city: clients.city,
        state: clients.state,
        pincode: clients.pincode,
        country: clients.country,
        gstCategory: clients.gstCategory,
        billingOfficeId: clients.billingOfficeId,
      },
      exportTaxMode: exportTaxModeColumnOf(tasks.organizationId),
      sac: { code: sacCodes.code, description: sacCodes.description },
      category: {
        name: serviceCategories.name,
        cgstBp: serviceCategories.cgstBp,
        sgstBp: serviceCategories.sgstBp,
        igstBp: serviceCategories.igstBp,
        gstTreatment: serviceCategories.gstTreatment,
      },
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .innerJoin(sacCodes, eq(sacCodes.id, tasks.sacCodeId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, tasks.serviceCategoryId))
    .where(and(eq(tasks.id, taskId), eq(tasks.organizationId, organizationId)))
    .for('update', { of: tasks });
  return row;
}

/** The Project's live invoice (a cancelled one leaves the Project free to be invoiced again). */
export async function invoiceOfTask(db: Db | Tx, organizationId: number, taskId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.taskId, taskId), eq(invoices.status, 'issued')));
  return row;
}

export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoice(db: Db | Tx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)));
  return row;
}

/** The invoice a path names (its id or its number), or 404. */
export async function invoiceOfRef(db: Db | Tx, organizationId: number, ref: { id: number } | { number: string }): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.organizationId, organizationId), 'id' in ref ? eq(invoices.id, ref.id) : eq(invoices.invoiceNumber, ref.number)),
    );
  if (!row) throw notFound(invoiceMessages.notFound);
  return row;
}

/** The Project an invoice of the firm was issued from, if `id` names one of its invoices. */
export async function projectOfInvoice(db: Db, organizationId: number, id: number): Promise<number | undefined> {
  const [invoice] = await db
    .select({ taskId: invoices.taskId })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)));
  return invoice?.taskId;
}

/**
 * Money that reached an invoice, in the caller's transaction (a payment recorded, a credit note issued):
 * its total stays paid + credited + outstanding.
 */
export async function addToInvoiceBalance(
  tx: Tx,
  organizationId: number,
  invoiceId: number,
  add: { paidPaise?: number; creditedPaise?: number },
  now: Date,
): Promise<void> {
  await tx
    .update(invoices)
    .set({
      paidPaise: sql`${invoices.paidPaise} + ${add.paidPaise ?? 0}`,
      creditedPaise: sql`${invoices.creditedPaise} + ${add.creditedPaise ?? 0}`,
      updatedAt: now,
    })
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, invoiceId)));
}
