import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serviceCategories } from '../../db/schema';

export type ServiceCategoryRow = typeof serviceCategories.$inferSelect;
export type ServiceCategoryValues = Pick<
  typeof serviceCategories.$inferInsert,
  'name' | 'description' | 'isActive' | 'cgstBp' | 'sgstBp' | 'igstBp'
>;

export async function listServiceCategories(db: Db, organizationId: number, filter: { isActive?: boolean }): Promise<ServiceCategoryRow[]> {
  const conditions: SQL[] = [eq(serviceCategories.organizationId, organizationId)];
  if (filter.isActive !== undefined) conditions.push(eq(serviceCategories.isActive, filter.isActive));
  return db
    .select()
    .from(serviceCategories)
    .where(and(...conditions))
    .orderBy(asc(serviceCategories.name), asc(serviceCategories.id));
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
