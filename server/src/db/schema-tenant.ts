import { boolean, integer, serial } from 'drizzle-orm/pg-core';
import { requiredRef } from './schema-columns';
import { organizations } from './schema-organizations';

// The tenant's columns, apart from schema-columns.ts because they name the organizations table (whose own
// file builds its tables from schema-columns.ts).

/** The firm a row belongs to: every tenant table carries it, and every query is scoped by it. */
export const organizationId = () => requiredRef('organization_id', () => organizations.id);

/** A tenant table's own serial id and its firm. */
export const tenantRow = () => ({ id: serial('id').primaryKey(), organizationId: organizationId() });

/** A firm's settings of one kind: one row per firm, keyed by it; a firm without a row has them off. */
export const firmSettings = () => ({
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  enabled: boolean('enabled').notNull().default(false),
});
