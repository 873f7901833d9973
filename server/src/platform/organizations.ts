import { asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { ExportTaxMode } from '@firm/shared/domain/gst';
import type { Db, Tx } from '../db/database';
import { organizations } from '../db/schema-organizations';

// The firm's own row (the tenant), which platform owns: the modules read and write its name and settings
// through these, never by naming the table (`firm/table-owner`).

/**
 * The firm whose public site this is: the organisation named like the site's firm, else the first one
 * created. Null only on a database with no organisation at all.
 */
export async function siteOrganizationIdOf(db: Db, siteFirmName: string): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(desc(sql`${organizations.name} = ${siteFirmName}`), asc(organizations.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The firm's name beside another table's rows, so their read stays one statement: a subquery on the row's
 * organisation column (every tenant row's organisation exists: a foreign key). Written with its own alias,
 * since Drizzle may leave the outer column unqualified.
 */
export const organizationNameOf = (organizationId: AnyColumn) =>
  sql<string>`(select "o"."name" from "organizations" "o" where "o"."id" = ${organizationId})`;

/** How the firm exports services, beside another table's rows (as `organizationNameOf`). */
export const exportTaxModeColumnOf = (organizationId: AnyColumn) =>
  sql<ExportTaxMode>`(select "o"."export_tax_mode" from "organizations" "o" where "o"."id" = ${organizationId})`;

/** The firm's name, if the organisation exists. */
export async function organizationName(db: Db | Tx, organizationId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name;
}

/** Locks the firm's row until the transaction ends: serialises writes whose rules read the whole firm. */
export async function lockOrganization(tx: Tx, organizationId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${organizations} where ${organizations.id} = ${organizationId} for update`);
}

/** How the firm exports services (LUT unless the admin chose IGST). */
export async function exportTaxModeOf(db: Db | Tx, organizationId: number): Promise<ExportTaxMode> {
  const [row] = await db
    .select({ exportTaxMode: organizations.exportTaxMode })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.exportTaxMode ?? 'lut';
}

/** Stores the firm's export setting; the value stored, or undefined without such a firm. */
export async function setExportTaxMode(db: Db, organizationId: number, mode: ExportTaxMode, now: Date): Promise<ExportTaxMode | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ exportTaxMode: mode, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({ exportTaxMode: organizations.exportTaxMode });
  return row?.exportTaxMode;
}

/** Whether the firm registers its B2B documents with the IRP. */
export async function einvoiceEnabledOf(db: Db | Tx, organizationId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: organizations.einvoiceEnabled }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.enabled ?? false;
}

/** Stores the firm's e-invoicing setting; the value stored, or undefined without such a firm. */
export async function setEinvoiceEnabled(db: Db, organizationId: number, enabled: boolean, now: Date): Promise<boolean | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ einvoiceEnabled: enabled, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({ enabled: organizations.einvoiceEnabled });
  return row?.enabled;
}
