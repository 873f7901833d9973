import {
  CREATOR_ID_MESSAGES,
  DEFAULT_ADMIN_ADDRESS,
  DEFAULT_ADMIN_FIRM_NAME,
  type AdminRegistrationBody,
  type RegistrableRole,
} from '@firm/shared/domain/user';
import type { Db } from '../../db/database';
import type { AuthSubject } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { queueMail } from '../../platform/mail-outbox';
import { isUniqueViolation } from '../../db/unique-violation';
import { emailIsTaken, insertUser, organizationDefaults, type UserRow } from '../users';

export const DUPLICATE_EMAIL_MESSAGES: Record<RegistrableRole, string> = {
  admin: 'Validation error: Admin with this email may already exist',
  supervisor: 'User with this email already exists',
  employee: 'User with this email already exists',
};

/** The form's placeholders and blanks mean "use the firm's own". */
function givenOr(value: string | undefined, placeholder: string, fallback: string | null): string | null {
  return value && value !== placeholder ? value : fallback;
}

function duplicateEmail(role: RegistrableRole) {
  const message = DUPLICATE_EMAIL_MESSAGES[role];
  return badRequest(message, [{ field: 'email', message, code: 'EMAIL_TAKEN' }]);
}

/**
 * Creates a staff user in the caller's organisation. The creator id in the body must be the caller:
 * a stale browser session of someone else is refused rather than recorded as the creator.
 */
export async function registerStaffUser(
  db: Db,
  actor: AuthSubject,
  role: RegistrableRole,
  body: Omit<AdminRegistrationBody, 'firm_name' | 'address'> & { firm_name?: string; address?: string },
  now: Date,
  /** The welcome mail, queued in the insert's transaction: a user created always has it. */
  mail?: (user: UserRow) => MailMessage,
): Promise<UserRow> {
  if (actor.kind !== 'user' || body.creator_id !== actor.id) {
    throw badRequest(CREATOR_ID_MESSAGES.invalid, [{ field: 'creator_id', message: CREATOR_ID_MESSAGES.invalid }]);
  }
  if (await emailIsTaken(db, body.email)) throw duplicateEmail(role);
  const defaults = await organizationDefaults(db, actor.organizationId);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        organizationId: actor.organizationId,
        role,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        firmName: role === 'admin' ? givenOr(body.firm_name, DEFAULT_ADMIN_FIRM_NAME, defaults.firmName) : defaults.firmName,
        address: role === 'admin' ? givenOr(body.address, DEFAULT_ADMIN_ADDRESS, defaults.address) : null,
        designation: null,
        isActive: true,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      if (mail) await queueMail(tx, mail(user), now);
      return user;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_uq')) throw duplicateEmail(role);
    throw error;
  }
}
