import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { FIRM } from '@firm/shared/domain/firm';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthSubject } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { tooManyAttempts } from '../../platform/rate-limit';
import { generateCode } from '../auth';
import { isContactEmailTaken, setContactEmail } from '../clients';
import { findPendingChange, hashChangeCode, storePendingChange } from './email-change.repo';
import { emailIsTaken } from './users.repo';
import { escapeHtml } from '../../platform/html';

export const EMAIL_IN_USE = 'This email address is already used by another account. Please use a different email.';
export const CONTACT_EMAIL_IN_USE = 'This email address is already used by another contact of this client. Please use a different email.';

export function emailChangeMail(to: string, name: string, code: string): MailMessage {
  const lines = [
    `Hello ${name.trim() || 'there'},`,
    '',
    `You asked to use this address for your account on the ${FIRM.name} portal. Your confirmation code is:`,
    '',
    `    ${code}`,
    '',
    'Enter it on your Profile page. It is valid for 10 minutes and can be used once.',
    '',
    'If you did not ask for this, ignore this e-mail: the address is not used until the code is entered.',
  ];
  return {
    to,
    subject: `Confirm your new e-mail address for ${FIRM.name}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line.trim())}</p>` : '')).join('\n'),
  };
}

/** Whether the address is free for this person: platform-wide for staff, within the client for a contact. */
export async function assertEmailFree(app: FastifyInstance, subject: AuthSubject, email: string, db = app.db): Promise<void> {
  if (subject.kind === 'user') {
    if (await emailIsTaken(db, email, subject.id))
      throw badRequest(EMAIL_IN_USE, [{ field: 'email', message: EMAIL_IN_USE, code: 'EMAIL_TAKEN' }]);
  } else if (await isContactEmailTaken(db, subject.organizationId, subject.clientId, email, subject.id)) {
    throw badRequest(CONTACT_EMAIL_IN_USE, [{ field: 'email', message: CONTACT_EMAIL_IN_USE, code: 'CONTACT_EMAIL_TAKEN' }]);
  }
}

/**
 * Mails a code to the new address; nothing changes until it is entered. Saving the same address again
 * within the resend cooldown keeps the code already sent; a resend or another address must wait.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  secret: string,
  subject: AuthSubject,
  name: string,
  newEmail: string,
  { resend = false } = {},
): Promise<void> {
  await assertEmailFree(app, subject, newEmail);
  const now = app.clock.now();
  const cooldownMs = app.config.otpResendSeconds * 1000;
  const pending = await findPendingChange(app.db, subject, now);
  const wait = pending ? pending.sentAt.getTime() + cooldownMs - now.getTime() : 0;
  if (wait > 0 && pending!.newEmail === newEmail && !resend) return;
  if (wait > 0) throw tooManyAttempts(wait);
  const code = generateCode();
  await storePendingChange(app.db, subject, newEmail, hashChangeCode(secret, subject, newEmail, code), now);
  app.mailer.enqueue(emailChangeMail(newEmail, name, code));
}

/** Writes the confirmed address (inside the transaction that uses the code up). */
export async function applyEmailChange(app: FastifyInstance, tx: Tx, subject: AuthSubject, newEmail: string): Promise<void> {
  // Checked again: someone may have taken the address while the code was in the inbox.
  await assertEmailFree(app, subject, newEmail, tx);
  const now = app.clock.now();
  try {
    if (subject.kind === 'user') {
      await tx
        .update(users)
        .set({ email: newEmail, updatedAt: now })
        .where(and(eq(users.id, subject.id), eq(users.organizationId, subject.organizationId)));
    } else {
      await setContactEmail(tx, subject.organizationId, subject.id, newEmail, now);
    }
  } catch (error) {
    if (isUniqueViolation(error))
      throw subject.kind === 'user'
        ? badRequest(EMAIL_IN_USE, undefined, 'EMAIL_TAKEN')
        : badRequest(CONTACT_EMAIL_IN_USE, undefined, 'CONTACT_EMAIL_TAKEN');
    throw error;
  }
}
