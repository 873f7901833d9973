import { z } from 'zod';

export const ROLES = ['superadmin', 'admin', 'supervisor', 'employee', 'client'] as const;
export type Role = (typeof ROLES)[number];
// Pure: a bundle that reads only the labels does not pull zod in for this schema.
export const roleSchema = /*#__PURE__*/ z.enum(ROLES);

export const STAFF_ROLES = ['superadmin', 'admin', 'supervisor', 'employee'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  supervisor: 'Supervisor',
  employee: 'Employee',
  client: 'Client',
};

/** Role ids the registration and user calls use (spec 01 §6). */
export const ROLE_IDS = { superadmin: 1, admin: 2, supervisor: 3, employee: 4 } as const;
export const ROLE_BY_ID: Record<number, StaffRole> = { 1: 'superadmin', 2: 'admin', 3: 'supervisor', 4: 'employee' };

/** Spec 01 §3: super_admin, Super Admin and SuperAdmin become superadmin; client_contact is client; anything unknown is employee. */
export function normalizeRole(raw: string | null | undefined): Role {
  const key = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  switch (key) {
    case 'superadmin':
      return 'superadmin';
    case 'admin':
      return 'admin';
    case 'supervisor':
      return 'supervisor';
    case 'employee':
      return 'employee';
    case 'client':
    case 'clientcontact':
      return 'client';
    default:
      return 'employee';
  }
}

/** Where a role lands after sign-in (spec 01 §2). */
export const HOME_BY_ROLE: Record<Role, string> = {
  supervisor: '/dashboard/supervisor/tasks',
  admin: '/dashboard/admin/tasks',
  employee: '/dashboard/employee/tasks',
  superadmin: '/dashboard/superadmin/users',
  client: '/dashboard/client',
};
