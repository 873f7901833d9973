import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { gstCategory, requiredRef, timestamps } from './schema-columns';
import { offices } from './schema-organizations';
import { organizationId, tenantRow } from './schema-tenant';

// A firm's clients, their contacts and the clients' counters.

export const clients = pgTable(
  'clients',
  {
    ...tenantRow(),
    clientCode: varchar('client_code', { length: 50 }).notNull(),
    clientName: varchar('client_name', { length: 255 }).notNull(),
    clientType: varchar('client_type', { length: 50 }).notNull().default('individual'),
    gstCategory: gstCategory('gst_category'),
    cin: varchar('cin', { length: 21 }),
    gstNumber: varchar('gst_number', { length: 15 }),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 255 }),
    street: text('street'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    /** A 6-digit PIN in India; an overseas client's postcode as its country writes it ('EC2V 8AA'). */
    pincode: varchar('pincode', { length: 12 }),
    country: varchar('country', { length: 100 }).notNull().default('India'),
    isActive: boolean('is_active').notNull().default(true),
    /** The office whose GSTIN bills the client; null: the head office. A Project may name another. */
    billingOfficeId: integer('billing_office_id').references(() => offices.id),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_org_code_uq').on(t.organizationId, t.clientCode),
    index('clients_org_name_idx').on(t.organizationId, t.clientName),
    // The Clients screen sorts by each of its columns: an index per column serves a page.
    // A type picked on the tiles narrows the page and keeps it in name order.
    index('clients_org_type_idx').on(t.organizationId, t.clientType, t.clientName),
    index('clients_org_email_idx').on(t.organizationId, t.email),
    index('clients_org_phone_idx').on(t.organizationId, t.phone),
    index('clients_org_active_idx').on(t.organizationId, t.isActive),
  ],
);

/**
 * How many clients each organisation has of each type and status, kept by triggers on clients
 * (migration 0005): the Clients screen's counts without counting 100,000 rows per page.
 */
export const clientTypeCounts = pgTable(
  'client_type_counts',
  {
    organizationId: organizationId(),
    clientType: varchar('client_type', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.clientType, t.isActive] })],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    ...tenantRow(),
    clientId: requiredRef('client_id', () => clients.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    role: varchar('role', { length: 100 }),
    /** Stored lower-cased. */
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId),
    index('client_contacts_email_idx').on(t.email),
    uniqueIndex('client_contacts_client_phone_uq')
      .on(t.clientId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('client_contacts_client_email_uq')
      .on(t.clientId, t.email)
      .where(sql`${t.email} is not null`),
  ],
);
