import { sql } from 'drizzle-orm';
import { taskCreateSchema } from '@firm/shared/domain/project';
import type { Database, Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { AuthSubject } from '../../platform/auth';
import { createTask } from './tasks.service';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartForm } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Driver } from '../../test/test-database';
import { bearer, openTestSession, seedOrganization, type ContactRow, type SeededOrganization, type UserRow } from '../../test/fixtures';
import { manualClock } from '../../platform/clock';
import { tasks, taskActivity, taskAttachments, taskComments, users } from '../../db/schema';
import { seedMasterData } from '../../test/master-data';

// What the Project route tests share: two firms with master data, a second employee and supervisor,
// a valid body, callers per role, and a snapshot of the tables to prove a refused write wrote nothing.
// `env` is the app's (a test of uploads gives it a DATA_DIR of its own).

export type Firm = SeededOrganization & {
  serviceCategoryId: number;
  sacCodeId: number;
  employee2: UserRow;
  supervisor2: UserRow;
  inactiveEmployee: UserRow;
};
export type Who = UserRow | ContactRow;

export type TasksTestContext = {
  t: TestApp;
  org: Firm;
  other: Firm;
  clock: ReturnType<typeof manualClock>;
  call: (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  create: (overrides?: Record<string, unknown>, who?: Who) => Promise<number>;
  /** A Project created and closed by the admin, ready to invoice: its id. */
  closed: (overrides?: Record<string, unknown>) => Promise<number>;
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  snapshot: () => Promise<unknown>;
};

async function staff(
  t: TestApp,
  org: SeededOrganization,
  role: 'employee' | 'supervisor',
  name: string,
  isActive = true,
): Promise<UserRow> {
  const domain = org.users.admin.email.split('@')[1];
  const [row] = await t.app.db
    .insert(users)
    .values({
      organizationId: org.organization.id,
      role,
      firstName: name,
      lastName: 'Staff',
      email: `${name.toLowerCase()}@${domain}`,
      isActive,
    })
    .returning();
  await openTestSession(t.app.db, row!);
  return row!;
}

export async function firm(t: TestApp, name: string): Promise<Firm> {
  const seeded = await seedOrganization(t.app.db, { name });
  const ids = await seedMasterData(t.app.db, seeded.organization.id, t.app.clock.now(), {
    category: { name: 'GST Filing', description: 'Monthly returns' },
    sac: { code: '998231', description: 'Tax consultancy' },
  });
  return {
    ...seeded,
    ...ids,
    employee2: await staff(t, seeded, 'employee', 'Priya'),
    supervisor2: await staff(t, seeded, 'supervisor', 'Arjun'),
    inactiveEmployee: await staff(t, seeded, 'employee', 'Former', false),
  };
}

/** `database`: opens the app's database instead of a fresh one of `driver` (a fault test's, behind a relay). */
export type TestContextOptions = { database?: () => Promise<Database> };

/** Registers beforeAll/afterAll for the enclosing describe; the fields are ready inside the tests. */
/**
 * For a test that queues many calls on one row at once (50 invoice generations on one series): each
 * holds a pooled connection while it waits, so on a loaded machine the last ones wait longer than the
 * 5 s statement and connection limits and get 503 (CI saw 9 of 50). What is under test is the
 * numbering, not the wait; production keeps its limits. createTestApp opens the database with them.
 */
export const QUEUED_CALLS_ENV = { DATABASE_STATEMENT_TIMEOUT_MS: '60000', DATABASE_CONNECT_TIMEOUT_MS: '60000' } as const;

export function tasksTestContext(driver: Driver, env: Record<string, string> = {}, options: TestContextOptions = {}): TasksTestContext {
  // 10:00 UTC is 15:30 in India: 'today' for due dates is 2026-11-21.
  const c = { clock: manualClock(new Date('2026-11-21T10:00:00Z')) } as TasksTestContext;
  c.call = (who, method, url, payload) =>
    c.t.app.inject({ method, url, headers: bearer(c.t.app, who), ...(payload === undefined ? {} : { payload: payload as object }) });
  c.body = (overrides = {}) => ({
    client_id: c.org.client.id,
    task_name: 'GST return for October',
    service_description: 'GSTR-1 and GSTR-3B',
    sac_code_id: c.org.sacCodeId,
    service_category_id: c.org.serviceCategoryId,
    due_date: '2026-11-30',
    invoice_amount_paise: 2_500_00,
    type_of_delivery: 'domestic',
    assignee_id: `user_${c.org.users.employee.id}`,
    ...overrides,
  });
  c.create = async (overrides = {}, who = c.org.users.admin) => {
    const response = await c.call(who, 'POST', '/api/tasks/', c.body(overrides));
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    return response.json().data.task_id as number;
  };
  c.closed = async (overrides = {}) => {
    const id = await c.create(overrides);
    expect((await c.call(c.org.users.admin, 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' })).statusCode).toBe(200);
    return id;
  };
  c.snapshot = async () => {
    const rows = async (table: typeof tasks | typeof taskActivity | typeof taskComments | typeof taskAttachments) =>
      c.t.app.db.execute(sql`select * from ${table} order by id`).then((r) => JSON.stringify(rowsOf(r)));
    return {
      tasks: await rows(tasks),
      activity: await rows(taskActivity),
      comments: await rows(taskComments),
      attachments: await rows(taskAttachments),
    };
  };
  beforeAll(async () => {
    c.t = await createTestApp(driver, { clock: c.clock, env, ...(options.database ? { database: await options.database() } : {}) });
    c.org = await firm(c.t, 'Kapoor Iyer & Co.');
    c.other = await firm(c.t, 'Other Firm');
  });
  afterAll(() => c.t.close());
  return c;
}

/** A Project of `org` assigned to its employee, for suites that need one to exist (matrix, fuzz). */
export async function seedTask(
  db: Db,
  org: SeededOrganization,
  ids: { serviceCategoryId: number; sacCodeId: number },
  now: Date,
): Promise<number> {
  const body = taskCreateSchema.parse({
    client_id: org.client.id,
    task_name: 'Seeded Project',
    service_description: 'Statutory audit',
    sac_code_id: ids.sacCodeId,
    service_category_id: ids.serviceCategoryId,
    assignee_id: org.users.employee.id,
  });
  return (await createTask(db, org.subjects.admin as Extract<AuthSubject, { kind: 'user' }>, body, now)).id;
}

/** A PDF attached to a comment on Project `taskId` by `who`; answers the file's download reference. */
export async function seedAttachment(app: FastifyInstance, who: UserRow, taskId: number): Promise<string> {
  const form = multipartForm({ comment_text: 'Seeded file' }, [{ name: 'seeded.pdf', content: '%PDF-1.4\n%%EOF\n' }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/comments`,
    headers: { ...bearer(app, who), ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`attachment failed: ${response.statusCode} ${response.body}`);
  return response.json().data.attached_files[0].file_path as string;
}
