import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListAnswerSchema,
  adminListQuerySchema,
  paginationOf,
  userListAnswerSchema,
  userListQuerySchema,
} from '@firm/shared/domain/list';
import { supervisorListAnswerSchema } from '@firm/shared/domain/project';
import type { Role } from '@firm/shared/domain/auth';
import { listUserPage, listUsersOfOrganization } from './users.repo';
import { orgUserSchema, toAdminUser, toOrgUser } from './users.wire';
import { activeStaff } from './staff-options';

/** Supervisors read the grouped list too: they pick assignees for Projects (spec 02 §6). */
export const ORGANIZATION_USERS_READERS: Role[] = ['admin', 'supervisor'];

const GROUPS = ['admin', 'supervisor', 'employee'] as const;

const organizationUsersQuery = z.object({
  role: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(['USERS', 'ADMIN', 'SUPERVISOR', 'EMPLOYEE']),
    )
    .default('USERS'),
});

/**
 * GET lists of staff: the super admin's admins and the admin's organisation users (spec 01 §7), paged by
 * the list contract. The grouped list stays whole: a supervisor picks assignees from it (spec 02).
 */
export async function userListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/users/users/admins',
    {
      config: { access: { roles: ['superadmin'], row: 'own-organization' }, rememberAnswer: true },
      schema: { querystring: adminListQuerySchema, response: { 200: adminListAnswerSchema } },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listUserPage(app.db, request.auth.organizationId, ['admin'], { ...query, isActive: query.is_active });
      return { success: true as const, data: rows.map(toAdminUser), pagination: paginationOf(query, total) };
    },
  );

  r.get(
    '/api/v1/users/organization/users',
    {
      config: { access: { roles: ORGANIZATION_USERS_READERS, row: 'own-organization' }, rememberAnswer: true },
      schema: {
        querystring: organizationUsersQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ admin: z.array(orgUserSchema), supervisor: z.array(orgUserSchema), employee: z.array(orgUserSchema) }),
          }),
        },
      },
    },
    async (request) => {
      const wanted = request.query.role === 'USERS' ? GROUPS : GROUPS.filter((g) => g.toUpperCase() === request.query.role);
      const rows = await listUsersOfOrganization(app.db, request.auth.organizationId, wanted);
      const data = { admin: [], supervisor: [], employee: [] } as Record<(typeof GROUPS)[number], ReturnType<typeof toOrgUser>[]>;
      for (const row of rows) if (row.role !== 'superadmin') data[row.role].push(toOrgUser(row));
      return { success: true as const, data };
    },
  );

  r.get(
    '/api/v1/users/users',
    {
      config: { access: { roles: ['admin'], row: 'own-organization' }, rememberAnswer: true },
      schema: { querystring: userListQuerySchema, response: { 200: userListAnswerSchema } },
    },
    async (request) => {
      const { query } = request;
      const roles = query.role ? [query.role] : GROUPS;
      const { rows, total } = await listUserPage(app.db, request.auth.organizationId, roles, { ...query, isActive: query.is_active });
      return { success: true as const, data: rows.map(toOrgUser), pagination: paginationOf(query, total) };
    },
  );

  // Spec 02 §7: the supervisor filter of the Projects screens (active supervisors of the firm).
  r.get(
    '/api/v1/users/users/supervisors',
    {
      config: { access: { roles: ORGANIZATION_USERS_READERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { response: { 200: supervisorListAnswerSchema } },
    },
    async (request) => {
      const rows = await activeStaff(app.db, request.auth.organizationId, ['supervisor']);
      return { success: true as const, data: rows.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })) };
    },
  );
}
