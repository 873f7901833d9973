import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { gstTreatment, timestamps } from './schema-columns';
import { tenantRow } from './schema-tenant';

// Master data: service categories and SAC codes, and the public enquiries.

/** GST rates in basis points (900 = 9.00 %): exact to the 0.01 step the forms allow. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    ...tenantRow(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    cgstBp: integer('cgst_bp').notNull().default(900),
    sgstBp: integer('sgst_bp').notNull().default(900),
    igstBp: integer('igst_bp').notNull().default(1800),
    /** Nil-rated and exempt are reported in GSTR-1's `nil` table. */
    gstTreatment: gstTreatment('gst_treatment'),
    ...timestamps,
  },
  (t) => [
    index('service_categories_org_idx').on(t.organizationId),
    // One name per firm whatever the case: a Project picks a category by name.
    uniqueIndex('service_categories_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

export const sacCodes = pgTable(
  'sac_codes',
  {
    ...tenantRow(),
    code: varchar('code', { length: 6 }).notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('sac_codes_org_code_uq').on(t.organizationId, t.code)],
);

/** A message from the public contact form, for the firm that runs the site. */
export const enquiries = pgTable(
  'enquiries',
  {
    ...tenantRow(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    company: varchar('company', { length: 150 }),
    service: varchar('service', { length: 50 }),
    message: text('message').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('new').$type<'new' | 'replied' | 'closed'>(),
    ...timestamps,
  },
  (t) => [
    index('enquiries_org_created_idx').on(t.organizationId, t.createdAt),
    index('enquiries_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    // The Enquiries list's sortable columns; its contains-search has trigram indexes (0007).
    index('enquiries_org_name_idx').on(t.organizationId, t.name),
    index('enquiries_org_email_idx').on(t.organizationId, t.email),
  ],
);
