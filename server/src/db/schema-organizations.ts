import { bigint, boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredRef, timestamps } from './schema-columns';

/** As `ExportTaxMode` in @firm/shared/domain (the schema files import nothing from it). */
type ExportTaxMode = 'lut' | 'igst';

// The tenant: firms, their offices and staff users.

/** A firm: the tenant. Every tenant-owned row carries organization_id. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Bank and payment lines printed on the firm's tax invoices (account, IFSC, UPI), when it has set them. */
  paymentDetails: text('payment_details'),
  /**
   * How the firm exports services (IGST Act s.16(3)): zero-rated under a Letter of Undertaking
   * without tax ('lut'), or with IGST paid and refunded later ('igst'). The admin sets it.
   */
  exportTaxMode: varchar('export_tax_mode', { length: 4 }).notNull().default('lut').$type<ExportTaxMode>(),
  /**
   * B2B invoices and credit notes are registered with the IRP (mandatory above the e-invoicing
   * turnover threshold). Off until the admin turns it on.
   */
  einvoiceEnabled: boolean('einvoice_enabled').notNull().default(false),
  ...timestamps,
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    kind: varchar('kind', { length: 20 }).notNull().$type<'head_office' | 'branch'>(),
    /** 'Head Office', 'Bengaluru Branch': how the admin and the billing-office pickers name it. */
    name: varchar('name', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    address: text('address').notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 255 }),
    /** Bank lines printed on this office's invoices; its UPI id is printed beside them. */
    bankDetails: text('bank_details'),
    upiId: varchar('upi_id', { length: 100 }),
    /**
     * The GSTIN's series prefix and GSTR-1 filing frequency: a registration's, kept alike on every office
     * of its state (offices.service.ts). Null prefix: the spec's numbers (the head office's registration).
     */
    seriesPrefix: varchar('series_prefix', { length: 3 }),
    filingFrequency: varchar('filing_frequency', { length: 10 }).notNull().default('monthly').$type<'monthly' | 'quarterly'>(),
    /**
     * The registration's Letter of Undertaking (GST RFD-11) for zero-rated supplies without IGST: its ARN and
     * the financial year it covers ('2026-27'), kept alike on every office of the state as the prefix is.
     */
    lutArn: varchar('lut_arn', { length: 15 }),
    lutFinancialYear: varchar('lut_financial_year', { length: 7 }),
    ...timestamps,
  },
  (t) => [index('offices_org_idx').on(t.organizationId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    role: varchar('role', { length: 20 }).notNull().$type<'superadmin' | 'admin' | 'supervisor' | 'employee'>(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** Stored lower-cased; unique across the platform, since sign-in starts from the e-mail alone. */
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    address: text('address'),
    firmName: varchar('firm_name', { length: 200 }),
    designation: varchar('designation', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_org_role_idx').on(t.organizationId, t.role)],
);

/**
 * A number per organisation that every committed write to its data raises (migration 0022's
 * deferred triggers, in the writing transaction): a list answer remembered under the number it was
 * read with is still the answer while the number is unchanged (`platform/answer-cache.ts`).
 */
export const organizationDataVersions = pgTable('organization_data_versions', {
  organizationId: integer('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
