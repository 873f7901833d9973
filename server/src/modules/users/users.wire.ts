import { ROLE_IDS, ROLE_LABELS } from '@firm/shared/domain/auth';
import type { AdminUser, OrgUser, RegisteredUser } from '@firm/shared/domain/user';
import type { UserRow } from './users.repo';

// The user shapes of spec 01 §3 and §7, and the zod schemas that check each answer on its way out.

/** The list rows' schemas live with the list contract in shared/domain. */
export { adminUserSchema, orgUserSchema } from '@firm/shared/domain/list';
export { registeredUserSchema } from '@firm/shared/domain/user';

/** What the firm's user list, the super admin's list and the profile show alike of a user. */
export function listedUser(row: UserRow) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    firm_name: row.firmName,
    is_active: row.isActive,
    role_id: ROLE_IDS[row.role],
    role_name: ROLE_LABELS[row.role],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOrgUser(row: UserRow): OrgUser & { organization_id: number; created_at: string; updated_at: string } {
  return { ...listedUser(row), designation: row.designation, organization_id: row.organizationId };
}

/** The super admin's list: designation reads 'Admin' until someone sets one. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...listedUser(row), designation: row.designation ?? ROLE_LABELS.admin };
}

/** The registration answer keeps the camelCase keys the older server sent. */
export function toRegisteredUser(row: UserRow): RegisteredUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address,
    firmName: row.firmName,
    isActive: row.isActive,
    roleId: ROLE_IDS[row.role],
    roleName: ROLE_LABELS[row.role],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
