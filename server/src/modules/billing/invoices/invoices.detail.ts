import { and, asc, eq, sql } from 'drizzle-orm';
import { adminInvoiceStatusOf, invoiceMessages, type InvoiceDetail, type InvoiceRefund } from '@firm/shared/domain/invoice';
import { officePaymentLines } from '@firm/shared/domain/offices';
import type { Db, Tx } from '../../../db/database';
import { offices } from '../../../db/schema';
import { invoiceRefunds } from '../../../db/schema-payments';
import { notFound } from '../../../platform/errors';
import { findInvoice, type InvoiceRow } from './invoices.repo';
import { toInvoice } from './invoices.wire';
import type { InvoiceHooks } from './invoices.hooks';

// GET /api/invoices/{id}: the invoice as issued (its supplier and recipient copies), its payment entries
// with who recorded them and which were reversed (payments' ledger), and its credit notes (credit notes'
// reader), both through invoices' hooks.

/** The refunds recorded against the invoice, oldest first, with who recorded them. */
export async function refundsOfInvoice(db: Db | Tx, organizationId: number, invoiceId: number): Promise<InvoiceRefund[]> {
  const rows = await db
    .select({
      id: invoiceRefunds.id,
      amountPaise: invoiceRefunds.amountPaise,
      refundDate: invoiceRefunds.refundDate,
      reference: invoiceRefunds.reference,
      note: invoiceRefunds.note,
      recordedByName: sql<
        string | null
      >`(select "u"."first_name" || ' ' || "u"."last_name" from "users" "u" where "u"."id" = "invoice_refunds"."recorded_by")`,
      createdAt: invoiceRefunds.createdAt,
    })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.organizationId, organizationId), eq(invoiceRefunds.invoiceId, invoiceId)))
    .orderBy(asc(invoiceRefunds.id));
  return rows.map((r) => ({
    refund_id: r.id,
    amount_paise: r.amountPaise,
    refund_date: r.refundDate,
    reference: r.reference,
    note: r.note,
    recorded_by_name: r.recordedByName,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The detail of an invoice already read (inside the status update's transaction, or by id). */
export async function detailOfRow(db: Db | Tx, hooks: InvoiceHooks, row: InvoiceRow, today: string): Promise<InvoiceDetail> {
  // One after the other: inside a transaction they share one connection.
  const payments = await hooks.payments.entriesOf(db, row.organizationId, row.id);
  const notes = await hooks.creditNotesOf(db, row.organizationId, row.id);
  const refunds = await refundsOfInvoice(db, row.organizationId, row.id);
  const [office] = await db
    .select({ bankDetails: offices.bankDetails, upiId: offices.upiId })
    .from(offices)
    .where(and(eq(offices.organizationId, row.organizationId), eq(offices.id, row.officeId)));
  const invoice = toInvoice(row);
  return {
    ...invoice,
    admin_status: adminInvoiceStatusOf(invoice.status, invoice.due_date, today),
    today,
    supplier_name: row.supplierName,
    supplier_address: row.supplierAddress,
    supplier_gstin: row.supplierGstin,
    supplier_state: `${row.supplierStateName} (${row.supplierStateCode})`,
    recipient_address: row.recipientAddress,
    client_gstin: row.recipientGstin,
    service_description: row.serviceDescription,
    // The issuing office's current bank lines and UPI id (the PDF keeps those of the day of issue).
    payment_details: office ? officePaymentLines(office) : null,
    payments,
    credit_notes: notes,
    refunds,
  };
}

export async function invoiceDetail(
  db: Db,
  hooks: InvoiceHooks,
  organizationId: number,
  id: number,
  today: string,
): Promise<InvoiceDetail> {
  const row = await findInvoice(db, organizationId, id);
  if (!row) throw notFound(invoiceMessages.notFound);
  return detailOfRow(db, hooks, row, today);
}
