import { eq } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema';
import type { Driver } from '../../test/test-database';
import { seedInvoice } from '../billing/invoices/invoices.test-support';
import { insertServiceCategory } from '../service-categories/service-categories.repo';
import { tasksTestContext, type TasksTestContext, type Who } from '../tasks/tasks.test-support';

// The report suites' firm (today is 2026-11-21 in India, the context's clock): seven Projects across every
// status, a second client and category, an unassigned one, an invoiced one, a name that is a spreadsheet
// formula, and one Project of another firm that must never show.

export type ReportWorld = TasksTestContext & {
  ids: Record<string, number>;
  client2: number;
  category2: number;
  get: (who: Who, query?: string) => Promise<{ status: number; body: ReportAnswer }>;
  names: (who: Who, query?: string) => Promise<string[]>;
};
export type ReportAnswer = {
  data: { projects: Array<Record<string, unknown> & { id: number; name: string }> };
  pagination: { page: number; limit: number; total: number; pages: number };
  summary: { total: number; assigned: number; completed: number; overdue: number; today: string };
};

export const FORMULA_NAME = '=HYPERLINK("http://evil.test","Click")';
export const RISKY_CLIENT = '@Risky Traders, Pune';

export function reportsTestContext(driver: Driver): ReportWorld {
  const c = tasksTestContext(driver) as ReportWorld;
  c.get = async (who, query = '') => {
    const response = await c.call(who, 'GET', `/api/reports/projects?${query}`);
    return { status: response.statusCode, body: response.json() };
  };
  c.names = async (who, query = '') => {
    const { status, body } = await c.get(who, `limit=100&sort=name&${query}`);
    if (status !== 200) throw new Error(`report failed: ${status} ${JSON.stringify(body)}`);
    // In the code points' order whatever the database's collation: which rows, not their order (tested apart).
    return body.data.projects.map((p) => p.name).sort();
  };
  beforeAll(async () => {
    const db = c.t.app.db;
    const orgId = c.org.organization.id;
    const [client2] = await db.insert(clients).values({ organizationId: orgId, clientCode: 'RT01', clientName: RISKY_CLIENT }).returning();
    const category2 = await insertServiceCategory(
      db,
      orgId,
      { name: 'Income Tax', description: 'Returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
      c.clock.now(),
    );
    c.client2 = client2!.id;
    c.category2 = category2.id;
    const admin = c.org.users.admin;
    const move = async (id: number, changes: Record<string, unknown>) => {
      const response = await c.call(admin, 'PUT', `/api/tasks/${id}`, changes);
      if (response.statusCode !== 200) throw new Error(`update failed: ${response.body}`);
    };
    const ids: Record<string, number> = {};
    ids.audit = await c.create({ task_name: 'Audit FY 2025-26', due_date: '2026-11-10', assignee_id: c.org.users.employee.id });
    ids.tds = await c.create({ task_name: 'TDS return Q2', due_date: '2026-11-25', assignee_id: c.org.employee2.id });
    await move(ids.tds, { workflow_status: 'in_progress' });
    ids.itr = await c.create({
      task_name: 'ITR for director',
      due_date: null,
      client_id: c.client2,
      service_category_id: c.category2,
      assignee_id: c.org.users.employee.id,
    });
    ids.roc = await c.create({ task_name: 'ROC filing', due_date: '2026-11-30', assignee_id: c.org.users.employee.id });
    await move(ids.roc, { workflow_status: 'closed' });
    ids.annual = await c.create({
      task_name: 'GST annual return',
      service_description: 'Annual return GSTR-9',
      due_date: '2026-12-01',
      assignee_id: c.org.users.supervisor.id,
    });
    await move(ids.annual, { workflow_status: 'pending_review' });
    ids.formula = await c.create({ task_name: FORMULA_NAME, due_date: '2026-11-21', assignee_id: c.org.users.admin.id });
    await move(ids.formula, { workflow_status: 'ready_for_close', assignee_id: null });
    const invoiceId = await seedInvoice(
      db,
      c.org,
      { serviceCategoryId: c.org.serviceCategoryId, sacCodeId: c.org.sacCodeId },
      c.clock.now(),
    );
    const [invoiced] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.invoiceId, invoiceId));
    ids.invoiced = invoiced!.id;
    const other = await c.call(c.other.users.admin, 'POST', '/api/tasks/', {
      ...c.body({ task_name: 'Other firm audit' }),
      client_id: c.other.client.id,
      sac_code_id: c.other.sacCodeId,
      service_category_id: c.other.serviceCategoryId,
      assignee_id: c.other.users.employee.id,
    });
    if (other.statusCode !== 201) throw new Error(other.body);
    c.ids = ids;
  });
  return c;
}
