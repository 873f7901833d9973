import { and, asc, eq, sql } from 'drizzle-orm';
import {
  adminInvoiceStatusOf,
  invoiceMessages,
  type InvoiceDetail,
  type InvoicePayment,
  type InvoiceRefund,
} from '@firm/shared/domain/invoice';
import { officePaymentLines } from '@firm/shared/domain/offices';
import type { Db, Tx } from '../../../db/database';
import { offices } from '../../../db/schema';
import { creditNotes } from '../../../db/schema-invoices';
import { invoicePayments, invoiceRefunds } from '../../../db/schema-payments';
import { notFound } from '../../../platform/errors';
import { findInvoice, type InvoiceRow } from './invoices.repo';
import { toInvoice } from './invoices.wire';

// GET /api/invoices/{id}: the invoice as issued (its supplier and recipient copies), its payment entries
// with who recorded them and which were reversed, and its credit notes.

// Written out with their table names: in a one-table select Drizzle leaves columns unqualified, which
// inside a subquery would name the subquery's own table.
const isReversed = sql<boolean>`exists (select 1 from "invoice_payments" "reversal" where "reversal"."reverses_id" = "invoice_payments"."id" and "reversal"."invoice_id" = "invoice_payments"."invoice_id")`;
const recorderName = sql<
  string | null
>`(select "u"."first_name" || ' ' || "u"."last_name" from "users" "u" where "u"."id" = "invoice_payments"."recorded_by")`;

export async function paymentsOfInvoice(db: Db | Tx, organizationId: number, invoiceId: number): Promise<InvoicePayment[]> {
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

async function creditNotesOfInvoice(db: Db | Tx, organizationId: number, invoiceId: number) {
  const rows = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.creditNoteNumber,
      date: creditNotes.creditNoteDate,
      totalPaise: creditNotes.totalPaise,
      status: creditNotes.status,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.id));
  return rows.map((n) => ({
    credit_note_id: n.id,
    credit_note_number: n.number,
    credit_note_date: n.date,
    total_paise: n.totalPaise,
    status: n.status,
  }));
}

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
export async function detailOfRow(db: Db | Tx, row: InvoiceRow, today: string): Promise<InvoiceDetail> {
  // One after the other: inside a transaction they share one connection.
  const payments = await paymentsOfInvoice(db, row.organizationId, row.id);
  const notes = await creditNotesOfInvoice(db, row.organizationId, row.id);
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

export async function invoiceDetail(db: Db, organizationId: number, id: number, today: string): Promise<InvoiceDetail> {
  const row = await findInvoice(db, organizationId, id);
  if (!row) throw notFound(invoiceMessages.notFound);
  return detailOfRow(db, row, today);
}
