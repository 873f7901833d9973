import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clients } from './schema-clients';
import { bytea, createdAt, einvoiceColumns, gstCategory, gstTreatment, paise, requiredRef, timestamps } from './schema-columns';
import { offices, users } from './schema-organizations';
import { organizationId, tenantRow } from './schema-tenant';
import { tasks } from './schema-tasks';

/** As `SupplyType` in @firm/shared/domain (the schema files import nothing from it). */
type SupplyType = 'intra_state' | 'inter_state' | 'export_lut' | 'export_igst' | 'sez_lut' | 'sez_igst';

// Tax invoices. An issued invoice is a legal document: it keeps copies of the supplier's and
// recipient's details as they were on the day of issue (a later change of the firm's address or the
// client's GSTIN does not rewrite it), its tax heads in paise, and its number from a consecutive series.

/**
 * The PDF of an issued invoice or credit note, written once in the transaction that issues it: the
 * document and its record commit together (no orphan file, no record without its document), backups of
 * the database carry them, and the same bytes are served every time.
 */
export const issuedDocuments = pgTable('issued_documents', {
  ...tenantRow(),
  fileName: varchar('file_name', { length: 100 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * The last number used in each series: one per supplying office (GSTIN), document kind and financial
 * year. Taken with an upsert inside the issuing transaction, so numbers are consecutive (a rolled-back
 * issue gives its number back) and concurrent issues queue on the series row.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    organizationId: organizationId(),
    officeId: requiredRef('office_id', () => offices.id),
    kind: varchar('kind', { length: 4 }).notNull().$type<'INV' | 'CN' | 'RCT'>(),
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.officeId, t.kind, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    /** Its id's default is the Projects' sequence (migration 0035): an invoice's id is never another Project's. */
    ...tenantRow(),
    /** One invoice per Project: the unique index is the last word when two admins generate at once. */
    taskId: requiredRef('task_id', () => tasks.id),
    clientId: requiredRef('client_id', () => clients.id),
    officeId: requiredRef('office_id', () => offices.id),
    invoiceNumber: varchar('invoice_number', { length: 16 }).notNull(),
    financialYear: integer('financial_year').notNull(),
    /** The Indian calendar day of issue and the day it falls due (5 days later, spec 02 §9). */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    supplyType: varchar('supply_type', { length: 12 }).notNull().$type<SupplyType>(),
    /** The LUT an export or SEZ supply under LUT was issued under, as printed: 'LUT ARN AD… (FY 2026-27)'. */
    lutReference: text('lut_reference'),
    /** The recipient's GST category on the day of issue (GSTR-1 sorts by it: b2b, b2cs/b2cl, exp, SEZ). */
    recipientGstCategory: gstCategory('recipient_gst_category'),
    /** The service category's treatment on the day of issue: nil-rated and exempt go to GSTR-1's `nil`. */
    taxTreatment: gstTreatment('tax_treatment'),
    /** Place of supply: a GST state code and name, or null for an export. */
    placeOfSupplyCode: varchar('place_of_supply_code', { length: 2 }),
    placeOfSupplyName: varchar('place_of_supply_name', { length: 100 }),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: varchar('supplier_gstin', { length: 15 }).notNull(),
    supplierStateCode: varchar('supplier_state_code', { length: 2 }).notNull(),
    supplierStateName: varchar('supplier_state_name', { length: 100 }).notNull(),
    recipientName: varchar('recipient_name', { length: 255 }).notNull(),
    recipientAddress: text('recipient_address').notNull(),
    recipientGstin: varchar('recipient_gstin', { length: 15 }),
    taskName: varchar('task_name', { length: 255 }).notNull(),
    serviceDescription: text('service_description').notNull(),
    sacCode: varchar('sac_code', { length: 10 }).notNull(),
    sacDescription: text('sac_description').notNull(),
    serviceCategoryName: varchar('service_category_name', { length: 100 }).notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstBp: integer('cgst_bp').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    /** SGST, or UTGST in a Union Territory without a legislature (`stateTaxName`). */
    stateTaxName: varchar('state_tax_name', { length: 5 }).notNull().$type<'SGST' | 'UTGST'>(),
    sgstBp: integer('sgst_bp').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstBp: integer('igst_bp').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** Kept with every payment entry and credit note, in the same transaction: total = paid + credited + outstanding. */
    paidPaise: paise('paid_paise').notNull().default(0),
    creditedPaise: paise('credited_paise').notNull().default(0),
    /** Paid back out of money received beyond the total; `paidPaise` is net of it (`invoiceBalanceOf`). */
    refundedPaise: paise('refunded_paise').notNull().default(0),
    /**
     * 'cancelled' when issued in error and cancelled (no payment, no credit note): the number stays
     * used, the money leaves every total, the Project may be invoiced again. GSTR-1's doc_issue counts it.
     */
    status: varchar('status', { length: 10 }).notNull().default('issued').$type<'issued' | 'cancelled'>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    ...einvoiceColumns,
    /** The invoice mail waits for the IRN (an e-invoiced B2B invoice is valid only with it). */
    irnMailPending: boolean('irn_mail_pending').notNull().default(false),
    /** The PDF, written once at issue (replaced when its IRN is registered, and by the stamped copy when cancelled). */
    documentId: requiredRef('document_id', () => issuedDocuments.id),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (t) => [
    // One live invoice per Project: a cancelled one leaves room for the next.
    uniqueIndex('invoices_task_unique')
      .on(t.taskId)
      .where(sql`${t.status} = 'issued'`),
    uniqueIndex('invoices_org_number_unique').on(t.organizationId, t.invoiceNumber),
    index('invoices_org_created_idx').on(t.organizationId, t.createdAt),
    index('invoices_org_client_idx').on(t.organizationId, t.clientId),
    index('invoices_org_due_idx').on(t.organizationId, t.dueDate),
    // The admin list's sorts, each ending in the id it breaks ties with; the amount due and
    // the trigram indexes of its searches are hand-written in migration 0016.
    index('invoices_org_total_idx').on(t.organizationId, t.totalPaise, t.id),
    index('invoices_org_credited_idx').on(t.organizationId, t.creditedPaise, t.id),
    index('invoices_org_recipient_idx').on(t.organizationId, t.recipientName, t.id),
    index('invoices_org_task_name_idx').on(t.organizationId, t.taskName, t.id),
  ],
);

/**
 * The Invoices list's summary without a scan: per organisation, client and settled (nothing left to pay:
 * History) or not (Current), the count and the money. Kept by statement-level triggers on `invoices`
 * (migration 0016), so every write of an invoice (a payment, a credit note) moves it; the list reads it
 * when no filter but the client or the tab applies (`invoices.totals.ts`).
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    organizationId: organizationId(),
    clientId: integer('client_id').notNull(),
    settled: boolean('settled').notNull(),
    n: integer('n').notNull().default(0),
    totalPaise: paise('total_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    creditedPaise: paise('credited_paise').notNull().default(0),
    duePaise: paise('due_paise').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.clientId, t.settled] })],
);

/**
 * A credit note against one invoice (CGST Act s.34): its own consecutive series, the invoice's place of
 * supply and tax heads, the taxable value and tax it reverses. The sum of an invoice's credit notes
 * never exceeds the invoice's total (checked under the invoice's row lock).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...tenantRow(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    officeId: requiredRef('office_id', () => offices.id),
    creditNoteNumber: varchar('credit_note_number', { length: 16 }).notNull(),
    financialYear: integer('financial_year').notNull(),
    creditNoteDate: date('credit_note_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** 'cancelled' when issued in error and cancelled: the number stays used, the credit is due again. */
    status: varchar('status', { length: 20 }).notNull().default('issued').$type<'issued' | 'cancelled'>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    ...einvoiceColumns,
    documentId: requiredRef('document_id', () => issuedDocuments.id),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('credit_notes_org_number_unique').on(t.organizationId, t.creditNoteNumber),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
