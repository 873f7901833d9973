import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { profileRoutes, type ProfileRoutesOptions } from './profile.routes';
import { userStatusRoutes } from './user-status.routes';
import { userListRoutes } from './user-lists.routes';

// Staff and contacts: own profile and e-mail change, user status, the user lists.

export const usersModule = fp(
  async (app: FastifyInstance, options: ProfileRoutesOptions) => {
    await app.register(profileRoutes, options);
    await app.register(userStatusRoutes);
    await app.register(userListRoutes);
  },
  { name: 'users' },
);

export { activeStaff } from './staff-options';
export { registeredUserSchema, toRegisteredUser } from './users.wire';
export { type UserRow, emailIsTaken, insertUser, organizationDefaults } from './users.repo';
