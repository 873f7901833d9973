import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FIRM, type EnquiryStatus } from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { enquiries, organizations } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryValues = Pick<typeof enquiries.$inferInsert, 'name' | 'email' | 'phone' | 'company' | 'service' | 'message'>;

/**
 * The firm whose public site this is: the organisation named like the site's firm, else the first
 * one created. Null only on a database with no organisation at all.
 */
export async function siteOrganizationId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(desc(sql`${organizations.name} = ${FIRM.name}`), asc(organizations.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertEnquiry(db: Db, organizationId: number, values: EnquiryValues, now: Date): Promise<EnquiryRow> {
  const [row] = await db
    .insert(enquiries)
    .values({ ...values, organizationId, status: 'new', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export type EnquiryPageRows = { rows: EnquiryRow[]; total: number };

/** Newest first, one page; the total counts every enquiry the filter matches. */
export async function listEnquiries(
  db: Db,
  organizationId: number,
  filter: { status?: EnquiryStatus; page: number; pageSize: number },
): Promise<EnquiryPageRows> {
  const conditions: SQL[] = [eq(enquiries.organizationId, organizationId)];
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await db.select({ n: count() }).from(enquiries).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findEnquiry(db: Db, organizationId: number, id: number): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, id), eq(enquiries.organizationId, organizationId)));
  return row;
}

export async function updateEnquiryStatus(db: Db, organizationId: number, id: number, status: EnquiryStatus, now: Date) {
  const [row] = await db
    .update(enquiries)
    .set({ status, updatedAt: now })
    .where(and(eq(enquiries.id, id), eq(enquiries.organizationId, organizationId)))
    .returning();
  return row;
}
