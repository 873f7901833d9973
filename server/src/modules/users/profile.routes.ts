import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@firm/shared/domain/auth';
import { userUpdateSchema, type UserUpdateBody } from '@firm/shared/domain/user';
import type { AuthSubject } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { revokeSessionsOf } from '../auth';
import { isContactEmailTaken, updateOwnContact } from '../clients';
import { idParams } from '../../platform/route-params';
import { profileSchema } from './profile.wire';
import { canChangeUserStatus, canEditUser, canViewUser, POLICY_MESSAGES, type UserTarget } from './users.policy';
import { findContactInOrganization, toContactProfile, toUserProfile, updateUser, type ProfileData } from './profile.repo';
import { emailIsTaken, findUserInOrganization } from './users.repo';
import { CONTACT_EMAIL_IN_USE, EMAIL_IN_USE, requestEmailChange } from './email-change.service';
import { emailChangeRoutes } from './email-change.routes';

const USER_NOT_FOUND = 'User not found';
const pendingMessage = (email: string) =>
  `Profile updated successfully. Enter the code sent to ${email} to confirm your new email address.`;

export type ProfileRoutesOptions = { otpSecret: string };

/**
 * GET and PUT /api/v1/users/users/:id: a signed-in user's (or client contact's) own profile, or a user
 * an admin manages. A change of one's own e-mail waits for the code sent to the new address.
 */
export async function profileRoutes(app: FastifyInstance, { otpSecret }: ProfileRoutesOptions) {
  await app.register(emailChangeRoutes, { otpSecret });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/users/users/:id',
    {
      config: { access: { roles: ROLES, row: 'own-organization' } },
      schema: { params: idParams, response: { 200: z.object({ success: z.literal(true), data: profileSchema }) } },
    },
    async (request) => {
      const actor = request.auth;
      const data = actor.kind === 'contact' ? await readContact(actor, request.params.id) : await readUser(actor, request.params.id);
      return { success: true as const, data };
    },
  );

  r.put(
    '/api/v1/users/users/:id',
    {
      config: { access: { roles: ROLES, row: 'own-organization' } },
      schema: {
        params: idParams,
        body: userUpdateSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: profileSchema, pending_email: z.string().optional() }),
        },
      },
    },
    async (request) => {
      const actor = request.auth;
      const { id } = request.params;
      const saved = actor.kind === 'contact' ? await saveContact(actor, id, request.body) : await saveUser(actor, id, request.body);
      // The same call saves the caller's own profile and an admin's edit of someone else.
      const message = actor.kind === 'user' && actor.id !== id ? 'User updated successfully' : 'Profile updated successfully';
      if (!saved.pendingEmail) return { success: true as const, message, data: saved.data };
      return { success: true as const, message: pendingMessage(saved.pendingEmail), data: saved.data, pending_email: saved.pendingEmail };
    },
  );

  type Saved = { data: ProfileData; pendingEmail?: string };

  /** One's own new address is only asked for here; it is written once its code comes back. */
  async function ownEmailChange(actor: AuthSubject, current: string, body: UserUpdateBody, name: string): Promise<string | undefined> {
    if (body.email === current) return undefined;
    await requestEmailChange(app, otpSecret, actor, name, body.email);
    return body.email;
  }

  async function loadTarget(actor: AuthSubject, id: number) {
    const found = await findUserInOrganization(app.db, actor.organizationId, id);
    if (!found) throw notFound(USER_NOT_FOUND);
    const target: UserTarget = {
      id: found.user.id,
      organizationId: found.user.organizationId,
      role: found.user.role,
      isActive: found.user.isActive,
    };
    return { found, target };
  }

  async function readUser(actor: AuthSubject, id: number): Promise<ProfileData> {
    const { found, target } = await loadTarget(actor, id);
    if (!canViewUser(actor, target)) throw forbidden(POLICY_MESSAGES.view);
    return toUserProfile(found.user, found.orgName);
  }

  async function saveUser(actor: AuthSubject, id: number, body: UserUpdateBody): Promise<Saved> {
    const { found, target } = await loadTarget(actor, id);
    if (!canEditUser(actor, target)) throw forbidden(POLICY_MESSAGES.edit);
    if (await emailIsTaken(app.db, body.email, id))
      throw badRequest(EMAIL_IN_USE, [{ field: 'email', message: EMAIL_IN_USE, code: 'EMAIL_TAKEN' }]);
    // An admin's edit of someone else's address applies at once (the admin answers for it).
    const self = actor.kind === 'user' && actor.id === id;
    const pendingEmail = self ? await ownEmailChange(actor, found.user.email, body, `${body.first_name} ${body.last_name}`) : undefined;
    // is_active is applied only by someone allowed to change it; the profile form always sends true.
    const statusChange = body.is_active !== target.isActive && canChangeUserStatus(actor, target);
    const now = app.clock.now();
    let updated;
    try {
      updated = await updateUser(
        app.db,
        id,
        actor.organizationId,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          ...(pendingEmail ? {} : { email: body.email }),
          phone: body.phone,
          ...(body.designation !== undefined ? { designation: body.designation } : {}),
          ...(statusChange ? { isActive: body.is_active } : {}),
        },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(EMAIL_IN_USE, [{ field: 'email', message: EMAIL_IN_USE, code: 'EMAIL_TAKEN' }]);
      throw error;
    }
    if (!updated) throw notFound(USER_NOT_FOUND);
    if (statusChange && !updated.isActive) await revokeSessionsOf(app.db, 'user', updated.id, now);
    return { data: toUserProfile(updated, found.orgName), pendingEmail };
  }

  async function loadOwnContact(actor: Extract<AuthSubject, { kind: 'contact' }>, id: number, message: string) {
    const found = await findContactInOrganization(app.db, id, actor.organizationId);
    if (!found || found.contact.clientId !== actor.clientId) throw notFound(USER_NOT_FOUND);
    if (found.contact.id !== actor.id) throw forbidden(message);
    return found;
  }

  async function readContact(actor: Extract<AuthSubject, { kind: 'contact' }>, id: number): Promise<ProfileData> {
    const found = await loadOwnContact(actor, id, POLICY_MESSAGES.view);
    return toContactProfile(found.contact, found.client, found.orgName);
  }

  async function saveContact(actor: Extract<AuthSubject, { kind: 'contact' }>, id: number, body: UserUpdateBody): Promise<Saved> {
    const found = await loadOwnContact(actor, id, POLICY_MESSAGES.edit);
    const name = `${body.first_name} ${body.last_name}`;
    if (name.length > 100) {
      const message = 'Name must be no more than 100 characters';
      throw badRequest(message, [{ field: 'last_name', message }]);
    }
    if (await isContactEmailTaken(app.db, actor.organizationId, found.client.id, body.email, id)) {
      throw badRequest(CONTACT_EMAIL_IN_USE, [{ field: 'email', message: CONTACT_EMAIL_IN_USE, code: 'CONTACT_EMAIL_TAKEN' }]);
    }
    const pendingEmail = await ownEmailChange(actor, found.contact.email ?? '', body, name);
    let updated;
    try {
      const patch = { name, phone: body.phone, ...(pendingEmail ? {} : { email: body.email }) };
      updated = await updateOwnContact(app.db, id, actor.organizationId, patch, app.clock.now());
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest('A contact of this client already uses this email or phone number.', undefined, 'CONFLICT');
      throw error;
    }
    if (!updated) throw notFound(USER_NOT_FOUND);
    return { data: toContactProfile(updated, found.client, found.orgName), pendingEmail };
  }
}
