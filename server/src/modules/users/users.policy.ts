import type { StaffRole } from '@firm/shared/domain/auth';
import type { AuthSubject } from '../../platform/auth';

// Who may read or change a staff user through /api/v1/users/users/:id. The routes call only these,
// so a new rule (an admin editing the users of their organisation) is added here and nowhere else.
// Every function assumes the caller has already scoped `target` to the actor's organisation:
// a user of another organisation is answered 404 before any of this runs.

export type UserTarget = { id: number; organizationId: number; role: StaffRole; isActive: boolean };

export const POLICY_MESSAGES = {
  view: 'Insufficient permissions to view this user',
  edit: 'Insufficient permissions to update this user',
} as const;

const isSelf = (actor: AuthSubject, target: UserTarget) =>
  actor.kind === 'user' && actor.id === target.id && actor.organizationId === target.organizationId;

/**
 * Whom a role manages in its own organisation (spec 01 §6): the super admin the admins, an admin
 * every admin, supervisor and employee.
 */
const MANAGES: Partial<Record<AuthSubject['role'], readonly StaffRole[]>> = {
  superadmin: ['admin'],
  admin: ['admin', 'supervisor', 'employee'],
};

/** Whether the actor administers the target's account (lists, switch, edit); one's own is not among them. */
export function managesUser(actor: AuthSubject, target: UserTarget): boolean {
  return (
    !isSelf(actor, target) &&
    actor.kind === 'user' &&
    actor.organizationId === target.organizationId &&
    (MANAGES[actor.role]?.includes(target.role) ?? false)
  );
}

export function canViewUser(actor: AuthSubject, target: UserTarget): boolean {
  return isSelf(actor, target) || managesUser(actor, target);
}

/** Names, e-mail, phone and designation. */
export function canEditUser(actor: AuthSubject, target: UserTarget): boolean {
  return isSelf(actor, target) || managesUser(actor, target);
}

/**
 * Activating or deactivating through the edit form: never one's own account (a user cannot lock
 * themselves out), and never by the super admin, whose switch is POST /api/auth/toggle-user-status:
 * that call keeps the last active admin of a firm from being switched off, which a rule without
 * the database cannot see. An admin changing another admin leaves the firm at least one: themselves.
 */
export function canChangeUserStatus(actor: AuthSubject, target: UserTarget): boolean {
  return actor.role === 'admin' && managesUser(actor, target);
}
