import { asc, eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { invoicePayments } from '../../../db/schema-payments';
import type { TasksTestContext } from '../../tasks/tasks.test-support';

/** The status suites' helpers: issue an invoice, set its status, read what is stored. */
export function statusHelpers(c: TasksTestContext) {
  const admin = () => c.org.users.admin;
  const put = (ref: string | number, body: unknown, who = admin()) => c.call(who, 'PUT', `/api/invoices/${ref}/status`, body);
  /** A new invoice of 2,950.00 rupees (2,500.00 + 18 % GST), its id, number and Project. */
  const issue = async () => {
    const taskId = await c.create();
    await c.call(admin(), 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    const res = await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: taskId });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    return { id: data.invoice_id as number, number: data.invoice_number as string, taskId };
  };
  const stored = async (id: number) => {
    const [row] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, id));
    const entries = await c.t.app.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.id));
    return { row: row!, entries };
  };
  const snapshot = async (id: number) => JSON.stringify(await stored(id));
  return { admin, put, issue, stored, snapshot };
}
