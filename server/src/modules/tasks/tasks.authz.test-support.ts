import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';

// Projects: the admin creates; admin, supervisor and the assigned employee read, move and comment.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const taskBody = (c: Cell) => ({
  client_id: c.firm.client.id,
  task_name: `Matrix Project ${c.world.next()}`,
  service_description: 'Monthly GST returns',
  sac_code_id: c.firm.sacCodeId,
  service_category_id: c.firm.serviceCategoryId,
  assignee_id: `user_${c.firm.users.employee.id}`,
});

export const tasksAuthzRows: RouteRow[] = [
  { name: 'GET /api/tasks/', method: 'GET', url: () => '/api/tasks/?status=open', allow: ['admin', 'supervisor', 'employee'] },
  { name: 'POST /api/tasks/', method: 'POST', url: () => '/api/tasks/', body: taskBody, allow: ['admin'], ok: 201 },
  {
    name: 'GET /api/tasks/:id (assigned to the employee)',
    method: 'GET',
    url: (c) => `/api/tasks/${c.firm.taskId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'PUT /api/tasks/:id (a status every team role may choose)',
    method: 'PUT',
    url: (c) => `/api/tasks/${c.firm.taskId}`,
    body: () => ({ workflow_status: 'in_progress' }),
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'POST /api/tasks/:id/comments',
    method: 'POST',
    url: (c) => `/api/tasks/${c.firm.taskId}/comments`,
    body: () => ({ comment_text: 'Matrix comment' }),
    allow: ['admin', 'supervisor', 'employee'],
    ok: 201,
    record: 'role',
  },
  {
    name: 'GET /api/tasks/:id/files/:fileRef (a file on the Project assigned to the employee)',
    method: 'GET',
    url: (c) => `/api/tasks/${c.firm.taskId}/files/${c.firm.fileRef}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  { name: 'GET /api/tasks/options', method: 'GET', url: () => '/api/tasks/options', allow: ['admin', 'supervisor', 'employee'] },
];
