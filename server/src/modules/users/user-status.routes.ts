import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toggleUserStatusSchema } from '@firm/shared/domain/user';
import { changeUserStatus } from './user-status.service';
import { orgUserSchema, toOrgUser } from './users.wire';

/** POST /api/auth/toggle-user-status: the super admin switches admins, an admin the staff of the firm. */
export async function userStatusRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/toggle-user-status',
    {
      config: { access: { roles: ['superadmin', 'admin'], row: 'own-organization' } },
      schema: {
        body: toggleUserStatusSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), user: orgUserSchema }) },
      },
    },
    async (request) => {
      const { user_id, is_active } = request.body;
      const user = await changeUserStatus(app.db, request.auth, user_id, is_active, app.clock.now());
      const message = is_active ? 'User activated successfully' : 'User deactivated successfully';
      return { success: true as const, message, user: toOrgUser(user) };
    },
  );
}
