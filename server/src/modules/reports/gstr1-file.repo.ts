import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Gstr1CreditNoteInput, Gstr1Input, Gstr1InvoiceInput } from '@firm/shared/domain/gstr1';
import type { SupplyType } from '@firm/shared/domain/gst';
import type { GstTreatment } from '@firm/shared/domain/gst-rate';
import type { Db } from '../../db/database';
import { offices } from '../../db/schema';
import { creditNotes, invoices } from '../../db/schema-invoices';

// The records GSTR-1 is built from: one registration's (supplier GSTIN's) invoices dated in the period and
// the credit notes dated in it against its invoices, cancelled ones included (Table 13 counts them).

export const invoiceColumns = {
  number: invoices.invoiceNumber,
  date: invoices.invoiceDate,
  recipientGstin: invoices.recipientGstin,
  recipientName: invoices.recipientName,
  supplyType: invoices.supplyType,
  placeOfSupplyCode: invoices.placeOfSupplyCode,
  placeOfSupplyName: invoices.placeOfSupplyName,
  sacCode: invoices.sacCode,
  sacDescription: invoices.sacDescription,
  cgstBp: invoices.cgstBp,
  sgstBp: invoices.sgstBp,
  igstBp: invoices.igstBp,
  taxablePaise: invoices.taxablePaise,
  cgstPaise: invoices.cgstPaise,
  sgstPaise: invoices.sgstPaise,
  igstPaise: invoices.igstPaise,
  totalPaise: invoices.totalPaise,
  status: invoices.status,
  gstCategory: invoices.recipientGstCategory,
  taxTreatment: invoices.taxTreatment,
};
/** A credit note as GSTR-1 reads it (beside its invoice's columns). */
export const noteColumns = {
  number: creditNotes.creditNoteNumber,
  date: creditNotes.creditNoteDate,
  status: creditNotes.status,
  taxablePaise: creditNotes.taxablePaise,
  cgstPaise: creditNotes.cgstPaise,
  sgstPaise: creditNotes.sgstPaise,
  igstPaise: creditNotes.igstPaise,
  totalPaise: creditNotes.totalPaise,
};

type InvoiceRecord = Omit<Gstr1InvoiceInput, 'supplyType' | 'nilKind'> & {
  supplyType: SupplyType;
  taxTreatment: GstTreatment;
};

/**
 * An invoice as GSTR-1 reads it. The builder tells exports and SEZ supplies apart by the recipient's GST
 * category, so every supply to an SEZ or abroad other than an export under LUT is inter-state here (with
 * payment of IGST); nil-rated and exempt categories go to the `nil` table.
 */
export function toGstr1Invoice({ supplyType, taxTreatment, ...row }: InvoiceRecord): Gstr1InvoiceInput {
  const nilKind = taxTreatment === 'nil_rated' ? 'nil' : taxTreatment === 'exempt' ? 'exempt' : undefined;
  const base = { ...row, supplyType: supplyType === 'intra_state' || supplyType === 'export_lut' ? supplyType : ('inter_state' as const) };
  return nilKind ? { ...base, nilKind } : base;
}

/** A return period and its days: from the first to the day after the last. */
export type Gstr1Period = { period: string; from: string; until: string };

/** The period's invoices of one registration. */
export function periodInvoices(organizationId: number, gstin: string, period: Gstr1Period) {
  return and(
    eq(invoices.organizationId, organizationId),
    eq(invoices.supplierGstin, gstin),
    gte(invoices.invoiceDate, period.from),
    lt(invoices.invoiceDate, period.until),
  )!;
}
/** The period's credit notes of one registration (joined to their invoices). */
export function periodNotes(organizationId: number, gstin: string, period: Gstr1Period) {
  return and(
    eq(creditNotes.organizationId, organizationId),
    eq(invoices.supplierGstin, gstin),
    gte(creditNotes.creditNoteDate, period.from),
    lt(creditNotes.creditNoteDate, period.until),
  )!;
}

/** The offices that bill under `gstin` (none: not the firm's registration). */
export async function registrationOffices(db: Db, organizationId: number, gstin: string) {
  return db
    .select({ id: offices.id, filingFrequency: offices.filingFrequency })
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.gstin, gstin)));
}

export async function gstr1InputOf(db: Db, organizationId: number, gstin: string, period: Gstr1Period): Promise<Gstr1Input> {
  const issued = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(periodInvoices(organizationId, gstin, period))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
  const notes = await db
    .select({ ...noteColumns, invoice: invoiceColumns })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(periodNotes(organizationId, gstin, period))
    .orderBy(asc(creditNotes.creditNoteDate), asc(creditNotes.creditNoteNumber));
  const creditNoteInputs: Gstr1CreditNoteInput[] = notes.map(({ invoice, ...note }) => ({ ...note, invoice: toGstr1Invoice(invoice) }));
  return { gstin, period: period.period, invoices: issued.map(toGstr1Invoice), creditNotes: creditNoteInputs };
}

/** Each recipient GSTIN's name as invoiced (the Excel template's "Receiver Name"). */
export function receiverNames(input: Gstr1Input): Map<string, string> {
  const names = new Map<string, string>();
  for (const i of input.invoices) if (i.recipientGstin) names.set(i.recipientGstin, i.recipientName);
  for (const n of input.creditNotes) if (n.invoice.recipientGstin) names.set(n.invoice.recipientGstin, n.invoice.recipientName);
  return names;
}
