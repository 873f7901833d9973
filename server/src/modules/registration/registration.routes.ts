import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../platform/openapi';
import {
  adminRegistrationSchema,
  staffRegistrationSchema,
  unsupportedUserTypeMessage,
  type RegistrableRole,
} from '@firm/shared/domain/user';
import { ROLE_LABELS, ROLES, type Role } from '@firm/shared/domain/auth';
import { badRequest } from '../../platform/errors';
import { registeredUserSchema, toRegisteredUser } from '../users';
import { registerStaffUser } from './registration.service';
import { welcomeMail } from './welcome-mail';

/**
 * Who may create which role. Spec 01 §6 lets an admin create admins as well as supervisors and
 * employees of their own firm; the super admin manages admins.
 */
export const REGISTRARS: Record<RegistrableRole, Role[]> = {
  admin: ['superadmin', 'admin'],
  supervisor: ['admin'],
  employee: ['admin'],
};

const answerSchema = z.object({ success: z.literal(true), message: z.string(), data: registeredUserSchema });

/** POST /api/auth/register/{admin|supervisor|employee} (spec 01 §7). */
export async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const role of Object.keys(REGISTRARS) as RegistrableRole[]) {
    r.post(
      `/api/auth/register/${role}`,
      {
        config: { access: { roles: REGISTRARS[role], row: 'own-organization' } },
        schema: { body: role === 'admin' ? adminRegistrationSchema : staffRegistrationSchema, response: { 201: answerSchema } },
      },
      async (request, reply) => {
        const user = await registerStaffUser(app.db, request.auth, role, request.body, app.clock.now(), (created) =>
          welcomeMail(app.config, created, created.firmName ?? ''),
        );
        // Queued with the user: deliver it now.
        app.mailer.queued();
        return reply
          .code(201)
          .send({ success: true as const, message: `${ROLE_LABELS[role]} registered successfully`, data: toRegisteredUser(user) });
      },
    );
  }

  r.post(
    '/api/auth/register/:type',
    { config: { access: { roles: ROLES } }, schema: { params: z.object({ type: z.string() }), response: { 400: errorAnswerSchema } } },
    async (request) => {
      throw badRequest(unsupportedUserTypeMessage(request.params.type), undefined, 'UNSUPPORTED_USER_TYPE');
    },
  );
}
