import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StaffOption } from '@firm/shared/domain/project';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

type StaffRole = StaffOption['role_name'];

/** Active staff of the firm with one of `roles`, by name. */
export async function activeStaff(db: Db, organizationId: number, roles: readonly StaffRole[]): Promise<StaffOption[]> {
  if (roles.length === 0) return [];
  return db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, role_name: users.role })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true), inArray(users.role, [...roles])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)) as Promise<StaffOption[]>;
}
