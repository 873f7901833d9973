import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sacCodes } from '../../db/schema';

export type SacCodeRow = typeof sacCodes.$inferSelect;
export type SacCodeValues = Pick<typeof sacCodes.$inferInsert, 'code' | 'description' | 'isActive'>;

export async function listSacCodes(db: Db, organizationId: number, filter: { isActive?: boolean }): Promise<SacCodeRow[]> {
  const conditions: SQL[] = [eq(sacCodes.organizationId, organizationId)];
  if (filter.isActive !== undefined) conditions.push(eq(sacCodes.isActive, filter.isActive));
  return db
    .select()
    .from(sacCodes)
    .where(and(...conditions))
    .orderBy(asc(sacCodes.code));
}

export async function findSacCode(db: Db, organizationId: number, id: number): Promise<SacCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(sacCodes)
    .where(and(eq(sacCodes.id, id), eq(sacCodes.organizationId, organizationId)));
  return row;
}

export async function sacCodeIsTaken(db: Db, organizationId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sacCodes.id })
    .from(sacCodes)
    .where(and(eq(sacCodes.organizationId, organizationId), eq(sacCodes.code, code)));
  return row !== undefined && row.id !== exceptId;
}

export async function insertSacCode(db: Db, organizationId: number, values: SacCodeValues, now: Date): Promise<SacCodeRow> {
  const [row] = await db
    .insert(sacCodes)
    .values({ ...values, organizationId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateSacCode(db: Db, organizationId: number, id: number, values: SacCodeValues, now: Date) {
  const [row] = await db
    .update(sacCodes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(sacCodes.id, id), eq(sacCodes.organizationId, organizationId)))
    .returning();
  return row;
}
