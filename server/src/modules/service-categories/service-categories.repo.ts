import { and, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery, SERVICE_CATEGORY_SORT_KEYS } from '@firm/shared/domain/list';
import type { Db } from '../../db/database';
import { serviceCategories } from '../../db/schema';
import {
  containsPattern,
  orderByOf,
  PAGE_LIMIT,
  PAGE_OFFSET,
  statementsByShape,
  readPage,
  totalOf,
  type SortExpression,
} from '../../db/list-page';

type ServiceCategorySortKey = (typeof SERVICE_CATEGORY_SORT_KEYS)[number];

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceCategoryValues = Pick<
  typeof serviceCategories.$inferInsert,
  'name' | 'description' | 'isActive' | 'cgstBp' | 'sgstBp' | 'igstBp' | 'gstTreatment'
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

type ServiceCategoryPageShape = Pick<ServiceCategoryListFilter, 'sort' | 'order'> & { status: boolean; search: boolean };

const serviceCategoryPage = statementsByShape('service_categories_page', (db, shape: ServiceCategoryPageShape) => {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(serviceCategories.organizationId, sql.placeholder('organizationId')),
    shape.status ? eq(serviceCategories.isActive, sql.placeholder('isActive')) : undefined,
    shape.search ? or(ilike(serviceCategories.name, pattern), ilike(serviceCategories.description, pattern)) : undefined,
  );
  return db
    .select({ ...getTableColumns(serviceCategories), total: totalOf(serviceCategories, where) })
    .from(serviceCategories)
    .where(where)
    .orderBy(...orderByOf(SORT_COLUMNS, shape.sort, shape.order, serviceCategories.id))
    .limit(PAGE_LIMIT)
    .offset(PAGE_OFFSET);
});

/** One page of the organisation's service categories and how many match; search looks in name and description. */
export async function listServiceCategories(
  db: Db,
  organizationId: number,
  filter: ServiceCategoryListFilter,
): Promise<{ rows: ServiceCategoryRow[]; total: number }> {
  const search = Boolean(filter.search);
  const shape = { sort: filter.sort, order: filter.order, status: filter.isActive !== undefined, search };
  const pattern = search ? containsPattern(filter.search!) : undefined;
  return readPage(serviceCategoryPage(db, shape, !search), { organizationId, isActive: filter.isActive, pattern }, filter);
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
