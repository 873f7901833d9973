import { and, asc, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { ListQuery, STAFF_SORT_KEYS } from '@firm/shared/domain/list';
import type { StaffRole } from '@firm/shared/domain/auth';
import type { Db, Tx } from '../../db/database';
import { offices, users } from '../../db/schema';
import { organizationName, organizationNameOf } from '../../platform/organizations';
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

type StaffSortKey = (typeof STAFF_SORT_KEYS)[number];

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * A user of the caller's organisation, with the organisation's name (a profile's firm name falls back to
 * it); another organisation's user is simply not found.
 */
export async function findUserInOrganization(
  db: Db | Tx,
  organizationId: number,
  id: number,
): Promise<{ user: UserRow; orgName: string } | undefined> {
  const [row] = await db
    .select({ user: users, orgName: organizationNameOf(users.organizationId) })
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  return row;
}

/** E-mails are unique across the platform: sign-in starts from the address alone. `exceptId` is the user being edited. */
export async function emailIsTaken(db: Db | Tx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  return row !== undefined;
}

export async function insertUser(db: Db | Tx, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
}

const usersOfOrganization = statementsByShape('users_of_organization', (db, roles: readonly StaffRole[]) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, sql.placeholder('organizationId')), inArray(users.role, [...roles])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
);

export async function listUsersOfOrganization(db: Db, organizationId: number, roles: readonly StaffRole[]): Promise<UserRow[]> {
  return usersOfOrganization(db, roles).execute({ organizationId });
}

export type UserListFilter = ListQuery<StaffSortKey> & { isActive?: boolean };

const SORT_COLUMNS: Record<StaffSortKey, SortExpression | SortExpression[]> = {
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: users.email,
  phone: users.phone,
  // The role's place in the hierarchy, not its spelling: Admin, Supervisor, Employee.
  role: sql`case ${users.role} when 'admin' then 1 when 'supervisor' then 2 else 3 end`,
  status: { reversed: users.isActive },
  firm: sql`lower(${users.firmName})`,
  created: users.createdAt,
};

type UserPageShape = Pick<UserListFilter, 'sort' | 'order'> & { roles: readonly StaffRole[]; status: boolean; search: boolean };

// The roles are part of the shape (a few fixed sets), written into the statement.
const userPage = statementsByShape('users_page', (db, shape: UserPageShape) => {
  const pattern = sql.placeholder('pattern');
  const where = and(
    eq(users.organizationId, sql.placeholder('organizationId')),
    inArray(users.role, [...shape.roles]),
    shape.status ? eq(users.isActive, sql.placeholder('isActive')) : undefined,
    shape.search ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)) : undefined,
  );
  return db
    .select({ ...getTableColumns(users), total: totalOf(users, where) })
    .from(users)
    .where(where)
    .orderBy(...orderByOf(SORT_COLUMNS, shape.sort, shape.order, users.id))
    .limit(PAGE_LIMIT)
    .offset(PAGE_OFFSET);
});

/** One page of the organisation's users of the given roles; search looks in the full name and the e-mail. */
export async function listUserPage(
  db: Db,
  organizationId: number,
  roles: readonly StaffRole[],
  filter: UserListFilter,
): Promise<{ rows: UserRow[]; total: number }> {
  const search = Boolean(filter.search);
  const shape = { sort: filter.sort, order: filter.order, roles, status: filter.isActive !== undefined, search };
  const pattern = search ? containsPattern(filter.search!) : undefined;
  return readPage(userPage(db, shape, !search), { organizationId, isActive: filter.isActive, pattern }, filter);
}

/** Undefined when no user `id` exists in `organizationId`. */
export async function setUserActive(
  db: Db | Tx,
  organizationId: number,
  id: number,
  isActive: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isActive, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
    .returning();
  return row;
}

/**
 * Active admins of the organisation other than `exceptId`. Every active admin row, the target's
 * too, is locked in id order until the transaction ends: two admins deactivated at once then wait
 * for each other instead of deadlocking, and the second sees the first already inactive.
 */
export async function countOtherActiveAdmins(tx: Tx, organizationId: number, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

/** What a new admin's firm name and address default to: the organisation's name and head office. */
export async function organizationDefaults(db: Db | Tx, organizationId: number): Promise<{ firmName: string; address: string | null }> {
  const name = await organizationName(db, organizationId);
  const [office] = await db
    .select({ address: offices.address, city: offices.city, state: offices.state, pincode: offices.pincode })
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(sql`${offices.kind} = 'head_office' desc`, asc(offices.id))
    .limit(1);
  return { firmName: name ?? '', address: office ? postalAddress(office) : null };
}

/** One line: the office's address, its city when the address does not name it, state and PIN code. */
function postalAddress(office: { address: string; city: string; state: string; pincode: string }): string {
  const city = office.address.toLowerCase().includes(office.city.toLowerCase()) ? '' : `, ${office.city}`;
  return `${office.address}${city}, ${office.state} ${office.pincode}`;
}
