import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { taskOptionsAnswerSchema, type StaffOption } from '@firm/shared/domain/project';
import { clients } from '../../db/schema';
import { staffOf } from '../../platform/auth';
import { TASK_WORKERS } from './tasks.routes';
import { activeStaff } from '../users';

// GET /api/tasks/options: the pickers and filters of the Projects screens (spec 02 §2.5, §2.6) for every
// staff role, without opening the admin's client records: active clients (id, name, code) and active
// staff by role. What the caller may assign to follows the assignee rule of tasks.service.ts.

type StaffRole = StaffOption['role_name'];
const ASSIGNABLE_BY: Record<string, readonly StaffRole[]> = {
  admin: ['admin', 'supervisor', 'employee'],
  supervisor: ['supervisor', 'employee'],
  employee: [],
};

export async function taskOptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tasks/options',
    {
      config: { access: { roles: TASK_WORKERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { response: { 200: taskOptionsAnswerSchema } },
    },
    async (request) => {
      const auth = staffOf(request.auth);
      const org = auth.organizationId;
      const [clientRows, staff] = await Promise.all([
        app.db
          .select({ client_id: clients.id, client_name: clients.clientName, client_code: clients.clientCode })
          .from(clients)
          .where(and(eq(clients.organizationId, org), eq(clients.isActive, true)))
          .orderBy(asc(clients.clientName), asc(clients.id)),
        activeStaff(app.db, org, ['admin', 'supervisor', 'employee']),
      ]);
      const assignable = ASSIGNABLE_BY[auth.role] ?? [];
      return {
        success: true as const,
        data: {
          clients: clientRows,
          supervisors: staff
            .filter((s) => s.role_name === 'supervisor')
            .map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
          advisors: staff.filter((s) => s.role_name === 'admin' || s.role_name === 'supervisor'),
          assignees: staff.filter((s) => assignable.includes(s.role_name)),
        },
      };
    },
  );
}
