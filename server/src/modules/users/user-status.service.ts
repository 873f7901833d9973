import type { AuthSubject } from '../../platform/auth';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { revokeSessionsOf } from '../auth';
import { managesUser } from './users.policy';
import { countOtherActiveAdmins, findUserInOrganization, setUserActive, type UserRow } from './users.repo';

export const USER_STATUS_MESSAGES = {
  self: 'You cannot change your own status',
  lastAdmin: 'This is the last active admin of the organisation. Activate or add another admin before deactivating this one.',
  notFound: 'User not found',
  forbidden: 'You do not have permission to change the status of this user',
} as const;

/**
 * Activates or deactivates a user of the caller's organisation. A deactivated user loses every
 * session at once: the bearer guard refuses inactive users and their refresh tokens are revoked.
 */
export async function changeUserStatus(db: Db, actor: AuthSubject, userId: number, isActive: boolean, now: Date): Promise<UserRow> {
  if (actor.kind === 'user' && actor.id === userId) throw badRequest(USER_STATUS_MESSAGES.self, undefined, 'OWN_STATUS');
  return db.transaction(async (tx) => {
    const target = (await findUserInOrganization(tx, actor.organizationId, userId))?.user;
    if (!target) throw notFound(USER_STATUS_MESSAGES.notFound);
    if (!managesUser(actor, target)) throw forbidden(USER_STATUS_MESSAGES.forbidden);
    if (!isActive && target.role === 'admin' && target.isActive) {
      if ((await countOtherActiveAdmins(tx, actor.organizationId, target.id)) === 0)
        throw badRequest(USER_STATUS_MESSAGES.lastAdmin, undefined, 'LAST_ACTIVE_ADMIN');
    }
    const updated = await setUserActive(tx, actor.organizationId, target.id, isActive, now);
    if (!updated) throw notFound(USER_STATUS_MESSAGES.notFound);
    if (!isActive) await revokeSessionsOf(tx, 'user', target.id, now);
    return updated;
  });
}
