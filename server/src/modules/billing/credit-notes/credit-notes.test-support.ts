import { sql } from 'drizzle-orm';
import { clients } from '../../../db/schema';
import { creditNotes, invoices, issuedDocuments } from '../../../db/schema-invoices';
import { creditNoteCreateSchema } from '@firm/shared/domain/credit-note';
import type { Db } from '../../../db/database';
import type { AuthSubject } from '../../../platform/auth';
import type { SeededOrganization } from '../../../test/fixtures';
import type { Driver } from '../../../test/test-database';
import { seedBillingOffice } from '../invoices/invoices.test-support';
import { createCreditNote } from './credit-notes.service';
import { cancelCreditNote } from './credit-notes.cancel';
import { tasksTestContext, type Firm, type TestContextOptions, type TasksTestContext, type Who } from '../../tasks/tasks.test-support';

// What the credit note suites share: the Projects context with a billing office in Maharashtra, issued
// invoices on demand, and the create call.

export type CreditNotesTestContext = TasksTestContext & {
  /** A closed Project of `firm` invoiced by its admin; the invoice as the generate call answers it. */
  invoice: (overrides?: Record<string, unknown>, firm?: Firm) => Promise<Invoiced>;
  /** A client of `firm` with these columns. */
  clientIn: (values: Partial<typeof clients.$inferInsert>, firm?: Firm) => Promise<number>;
  credit: (body: unknown, who?: Who) => ReturnType<TasksTestContext['call']>;
  count: () => Promise<{ creditNotes: number; documents: number; credited: number }>;
};
export type Invoiced = { invoice_id: number; invoice_number: string; task_id: number; total_paise: number; taxable_paise: number };

export function creditNotesTestContext(
  driver: Driver,
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): CreditNotesTestContext {
  const c = tasksTestContext(driver, env, options) as CreditNotesTestContext;
  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
  });
  c.clientIn = async (values, firm = c.org) => {
    const [row] = await c.t.app.db
      .insert(clients)
      .values({
        organizationId: firm.organization.id,
        clientCode: `CLI_${Math.random().toString(36).slice(2, 8)}`,
        clientName: 'Client',
        ...values,
      })
      .returning();
    return row!.id;
  };
  c.invoice = async (overrides = {}, firm = c.org) => {
    const admin = firm.users.admin;
    const body =
      firm === c.org
        ? {}
        : {
            client_id: firm.client.id,
            sac_code_id: firm.sacCodeId,
            service_category_id: firm.serviceCategoryId,
            assignee_id: firm.users.employee.id,
          };
    const taskId = await c.create({ ...body, ...overrides }, admin);
    const closed = await c.call(admin, 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    if (closed.statusCode !== 200) throw new Error(`close failed: ${closed.body}`);
    const res = await c.call(admin, 'POST', '/api/invoice/generate', { task_id: taskId });
    if (res.statusCode !== 201) throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
    return res.json().data as Invoiced;
  };
  c.credit = (body, who = c.org.users.admin) => c.call(who, 'POST', '/api/credit-note/create', body);
  c.count = async () => {
    const n = async (table: typeof creditNotes | typeof issuedDocuments) =>
      Number((await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);
    const [credited] = await c.t.app.db.select({ n: sql<number>`coalesce(sum(${invoices.creditedPaise}), 0)::bigint` }).from(invoices);
    return { creditNotes: await n(creditNotes), documents: await n(issuedDocuments), credited: Number(credited!.n) };
  };
  return c;
}

/**
 * A credit note of ₹1 (with tax) against an issued invoice of `org`, for suites that need one (matrix, fuzz);
 * `cancelled`: cancelled at once, its credit given back.
 */
export async function seedCreditNote(
  db: Db,
  org: SeededOrganization,
  invoiceId: number,
  now: Date,
  options: { cancelled?: boolean } = {},
): Promise<number> {
  const admin = org.subjects.admin as Extract<AuthSubject, { kind: 'user' }>;
  const body = creditNoteCreateSchema.parse({ invoice_id: invoiceId, credit_note_amount_paise: 1_00, reason: 'Seeded credit note' });
  const id = (await createCreditNote(db, admin, body, now)).creditNote.id;
  if (options.cancelled) await cancelCreditNote(db, null, admin, id, { reason: 'Seeded cancel' }, now);
  return id;
}
