import { and, asc, eq, sql } from 'drizzle-orm';
import type { SERVICE_CATEGORY_SORT_KEYS } from '@firm/shared/domain/list';
import type { Db, Tx } from '../../db/database';
import { serviceCategories } from '../../db/schema';
import { masterListRepo, type MasterListFilter } from '../../db/master-list';
import type { SortExpression } from '../../db/list-page';

type ServiceCategorySortKey = (typeof SERVICE_CATEGORY_SORT_KEYS)[number];

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceCategoryValues = Pick<
  typeof serviceCategories.$inferInsert,
  'name' | 'description' | 'isActive' | 'cgstBp' | 'sgstBp' | 'igstBp' | 'gstTreatment'
>;

export type ServiceCategoryListFilter = MasterListFilter<ServiceCategorySortKey>;

const SORT_COLUMNS: Record<ServiceCategorySortKey, SortExpression | SortExpression[]> = {
  name: sql`lower(${serviceCategories.name})`,
  description: serviceCategories.description,
  status: { reversed: serviceCategories.isActive },
  cgst: serviceCategories.cgstBp,
  sgst: serviceCategories.sgstBp,
  igst: serviceCategories.igstBp,
  created: serviceCategories.createdAt,
};

/** Search looks in name and description. */
const repo = masterListRepo<typeof serviceCategories, ServiceCategorySortKey, ServiceCategoryValues>({
  table: serviceCategories,
  statementName: 'service_categories_page',
  sortColumns: SORT_COLUMNS,
  searchColumns: [serviceCategories.name, serviceCategories.description],
});

export const {
  list: listServiceCategories,
  find: findServiceCategory,
  insert: insertServiceCategory,
  update: updateServiceCategory,
} = repo;

/** Names are compared without regard to case: 'GST Filing' and 'gst filing' are one service. */
export async function serviceCategoryNameIsTaken(db: Db | Tx, organizationId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.organizationId, organizationId), sql`lower(${serviceCategories.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptId;
}

/** The firm's active service categories, oldest first: what a new compliance may be billed as. */
export async function activeServiceCategories(db: Db | Tx, organizationId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.organizationId, organizationId), eq(serviceCategories.isActive, true)))
    .orderBy(asc(serviceCategories.id));
}

/**
 * Adds the categories the firm lacks, at 18 % GST (the spec's default), matched by name without regard to
 * case and never overwriting its own; answers how many were added.
 */
export async function addMissingServiceCategories(
  tx: Tx,
  organizationId: number,
  categories: readonly { name: string; description: string }[],
) {
  let added = 0;
  for (const category of categories) {
    if (await serviceCategoryNameIsTaken(tx, organizationId, category.name)) continue;
    await tx.insert(serviceCategories).values({ organizationId, ...category, cgstBp: 900, sgstBp: 900, igstBp: 1800 });
    added += 1;
  }
  return added;
}
