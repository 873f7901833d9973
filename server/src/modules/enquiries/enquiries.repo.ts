import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ENQUIRY_STATUSES,
  type EnquiryListQuery,
  type EnquirySortKey,
  type EnquiryStatus,
  type EnquirySummary,
} from '@firm/shared/domain/enquiry';
import { FIRM } from '@firm/shared/domain/firm';
import { offsetOf } from '@firm/shared/domain/list';
import type { Db, Tx } from '../../db/database';
import { containsPattern, countAll, orderByOf, type SortExpression } from '../../db/list-page';
import { enquiries } from '../../db/schema';
import { siteOrganizationIdOf } from '../../platform/organizations';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryValues = Pick<typeof enquiries.$inferInsert, 'name' | 'email' | 'phone' | 'company' | 'service' | 'message'>;

/**
 * The firm whose public site this is: the organisation named like the site's firm, else the first
 * one created. Null only on a database with no organisation at all.
 */
export async function siteOrganizationId(db: Db): Promise<number | null> {
  return siteOrganizationIdOf(db, FIRM.name);
}

export async function insertEnquiry(db: Db | Tx, organizationId: number, values: EnquiryValues, now: Date): Promise<EnquiryRow> {
  const [row] = await db
    .insert(enquiries)
    .values({ ...values, organizationId, status: 'new', createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export type EnquiryList = { rows: EnquiryRow[]; total: number; summary: EnquirySummary };

const SORT_COLUMNS: Record<EnquirySortKey, SortExpression> = {
  received: enquiries.createdAt,
  name: enquiries.name,
  email: enquiries.email,
  // The order of the work, not of the alphabet: new, then replied, then closed.
  status: sql`case ${enquiries.status} when 'new' then 0 when 'replied' then 1 else 2 end`,
};

/**
 * One page of the firm's enquiries, and the ones matching the search counted by status (the
 * screen's count line). The total is the asked status's count, or their sum: one count query
 * serves both.
 */
export async function listEnquiries(db: Db, organizationId: number, query: EnquiryListQuery): Promise<EnquiryList> {
  const conditions: SQL[] = [eq(enquiries.organizationId, organizationId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.phone, pattern),
        ilike(enquiries.company, pattern),
        ilike(enquiries.message, pattern),
      )!,
    );
  }
  const matching = and(...conditions);
  const pageWhere = query.status ? and(matching, eq(enquiries.status, query.status)) : matching;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(pageWhere)
      .orderBy(...orderByOf(SORT_COLUMNS, query.sort, query.order, enquiries.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ status: enquiries.status, n: countAll() }).from(enquiries).where(matching).groupBy(enquiries.status),
  ]);
  const counts: EnquirySummary['counts_by_status'] = { new: 0, replied: 0, closed: 0 };
  for (const { status, n } of counted) if ((ENQUIRY_STATUSES as readonly string[]).includes(status)) counts[status] = n;
  const sum = counts.new + counts.replied + counts.closed;
  return { rows, total: query.status ? counts[query.status] : sum, summary: { counts_by_status: counts, total: sum } };
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
