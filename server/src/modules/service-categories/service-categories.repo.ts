import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type ListQuery, type SERVICE_CATEGORY_SORT_KEYS } from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { serviceCategories } from '../../db/schema';
import { containsPattern, countAll, orderByOf, type SortExpression } from '../../db/list-page';

type ServiceCategorySortKey = (typeof SERVICE_CATEGORY_SORT_KEYS)[number];

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceCategoryValues = Pick<
  typeof serviceCategories.$inferInsert,
  'name' | 'description' | 'isActive' | 'cgstBp' | 'sgstBp' | 'igstBp'
>;

export type ServiceCategoryListFilter = ListQuery<ServiceCategorySortKey> & { isActive?: boolean };

const SORT_COLUMNS: Record<ServiceCategorySortKey, SortExpression | SortExpression[]> = {
  name: sql`lower(${serviceCategories.name})`,
  description: serviceCategories.description,
  status: { reversed: serviceCategories.isActive },
  cgst: serviceCategories.cgstBp,
  sgst: serviceCategories.sgstBp,
  igst: serviceCategories.igstBp,
  created: serviceCategories.createdAt,
};

/** One page of the organisation's service categories and how many match; search looks in name and description. */
export async function listServiceCategories(
  db: Db,
  organizationId: number,
  filter: ServiceCategoryListFilter,
): Promise<{ rows: ServiceCategoryRow[]; total: number }> {
  const conditions: SQL[] = [eq(serviceCategories.organizationId, organizationId)];
  if (filter.isActive !== undefined) conditions.push(eq(serviceCategories.isActive, filter.isActive));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(serviceCategories.name, pattern), ilike(serviceCategories.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(serviceCategories)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, filter.sort, filter.order, serviceCategories.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: countAll() }).from(serviceCategories).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findServiceCategory(db: Db, organizationId: number, id: number): Promise<ServiceCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.organizationId, organizationId)));
  return row;
}

/** Names are compared without regard to case: 'GST Filing' and 'gst filing' are one service. */
export async function serviceCategoryNameIsTaken(db: Db, organizationId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.organizationId, organizationId), sql`lower(${serviceCategories.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptId;
}

export async function insertServiceCategory(db: Db, organizationId: number, values: ServiceCategoryValues, now: Date) {
  const [row] = await db
    .insert(serviceCategories)
    .values({ ...values, organizationId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateServiceCategory(db: Db, organizationId: number, id: number, values: ServiceCategoryValues, now: Date) {
  const [row] = await db
    .update(serviceCategories)
    .set({ ...values, updatedAt: now })
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.organizationId, organizationId)))
    .returning();
  return row;
}
