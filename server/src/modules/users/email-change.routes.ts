import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailChangeVerifyBodySchema, ROLES } from '@firm/shared/domain/auth';
import type { AuthSubject } from '../../platform/auth';
import { HttpError, notFound } from '../../platform/errors';
import { confirmPendingChange, findPendingChange } from './email-change.repo';
import { applyEmailChange, requestEmailChange } from './email-change.service';
import { findContactInOrganization, toContactProfile, toUserProfile, type ProfileData } from './profile.repo';
import { findUserInOrganization } from './users.repo';
import { profileSchema } from './profile.wire';

const NO_PENDING_CHANGE = 'There is no email change waiting for a code. Save the new address on your profile first.';

const verifiedAnswer = z.object({ success: z.literal(true), message: z.string(), data: profileSchema });
const resentAnswer = z.object({ success: z.literal(true), message: z.string(), pending_email: z.string() });

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/v1/users/users/:id/email-change/verify and /resend: the second half of changing one's own
 * e-mail on the Profile page. Only the person themselves: anyone else's id is 404.
 */
export async function emailChangeRoutes(app: FastifyInstance, { otpSecret }: { otpSecret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function ownSubject(actor: AuthSubject, id: number): AuthSubject {
    if (actor.id !== id) throw notFound('User not found');
    return actor;
  }

  async function profileOf(actor: AuthSubject): Promise<ProfileData> {
    if (actor.kind === 'user') {
      const found = await findUserInOrganization(app.db, actor.organizationId, actor.id);
      if (!found) throw notFound('User not found');
      return toUserProfile(found.user, found.orgName);
    }
    const found = await findContactInOrganization(app.db, actor.id, actor.organizationId);
    if (!found) throw notFound('User not found');
    return toContactProfile(found.contact, found.client, found.orgName);
  }

  r.post(
    '/api/v1/users/users/:id/email-change/verify',
    {
      config: { access: { roles: ROLES, row: 'own-account' } },
      schema: { params: paramsSchema, body: emailChangeVerifyBodySchema, response: { 200: verifiedAnswer } },
    },
    async (request) => {
      const subject = ownSubject(request.auth, request.params.id);
      const checked = await confirmPendingChange(
        app.db,
        { subject, code: request.body.otp, secret: otpSecret, now: app.clock.now() },
        (tx, newEmail) => applyEmailChange(app, tx, subject, newEmail),
      );
      if (!checked.ok)
        throw new HttpError(
          400,
          checked.message,
          [{ field: 'otp', message: checked.message, code: 'OTP_INVALID' }],
          undefined,
          'OTP_INVALID',
        );
      return { success: true as const, message: 'Email address updated successfully', data: await profileOf(subject) };
    },
  );

  r.post(
    '/api/v1/users/users/:id/email-change/resend',
    {
      config: { access: { roles: ROLES, row: 'own-account' } },
      schema: { params: paramsSchema, body: z.object({}).nullish(), response: { 200: resentAnswer } },
    },
    async (request) => {
      const subject = ownSubject(request.auth, request.params.id);
      const pending = await findPendingChange(app.db, subject, app.clock.now());
      if (!pending) throw notFound(NO_PENDING_CHANGE, 'NO_PENDING_EMAIL_CHANGE');
      const profile = await profileOf(subject);
      await requestEmailChange(app, otpSecret, subject, `${profile.first_name} ${profile.last_name}`, pending.newEmail, { resend: true });
      return { success: true as const, message: `A new code has been sent to ${pending.newEmail}.`, pending_email: pending.newEmail };
    },
  );
}
