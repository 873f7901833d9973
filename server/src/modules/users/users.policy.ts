import type { StaffRole } from '@firm/shared/domain';
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

export function canViewUser(actor: AuthSubject, target: UserTarget): boolean {
  return isSelf(actor, target);
}

/** Names, e-mail, phone and designation. */
export function canEditUser(actor: AuthSubject, target: UserTarget): boolean {
  return isSelf(actor, target);
}

/** Activating or deactivating: never one's own account (a user cannot lock themselves out). */
export function canChangeUserStatus(actor: AuthSubject, target: UserTarget): boolean {
  return !isSelf(actor, target) && canEditUser(actor, target);
}
