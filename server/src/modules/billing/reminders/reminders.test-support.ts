import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { taskCreateSchema } from '@firm/shared/domain/project';
import type { Db } from '../../../db/database';
import { clients, invoiceReminders } from '../../../db/schema';
import type { AuthSubject } from '../../../platform/auth';
import { manualClock } from '../../../platform/clock';
import type { MailMessage } from '../../../platform/mail';
import { bearer, seedOrganization, type SeededOrganization, type UserRow } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Driver } from '../../../test/test-database';
import { seedMasterData } from '../../../test/master-data';
import { createTask, updateTask } from '../../tasks/tasks.service';
import { generateInvoice } from '../invoices/invoices.service';
import { seedBillingOffice } from '../invoices/invoices.test-support';
import { seedClient, type SeedClient, type SeededClient } from '../../messages/messages.test-support';

// What the reminder tests share: two firms able to issue invoices, clients of their own per test (so a
// test reads only its own mail), a mailer that records what it is given, and invoices issued on a chosen day.

type Staff = Extract<AuthSubject, { kind: 'user' }>;
export const DAY = 86_400_000;

export type ReminderClient = SeededClient & { domain: string };
export type Firm = SeededOrganization & { ids: { serviceCategoryId: number; sacCodeId: number } };

export type RemindersTestContext = {
  t: TestApp;
  org: Firm;
  other: Firm;
  clock: ReturnType<typeof manualClock>;
  /** Every mail the app sent, and addresses whose delivery rejects with the reason. */
  sent: MailMessage[];
  failing: Map<string, string>;
  /** Reminder mails to the addresses of `client`. */
  mailTo: (client: ReminderClient) => MailMessage[];
  call: (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, who?: UserRow) => Promise<LightMyRequestResponse>;
  enable: (firm: Firm, cadence?: number[], enabled?: boolean) => Promise<void>;
  /** A client of `firm` whose contacts' addresses (local parts in `spec.contacts`) share a domain of its own. */
  client: (firm: Firm, spec?: Partial<SeedClient>) => Promise<ReminderClient>;
  /** An invoice of `client` issued `daysAgo` days before the clock's now (due 5 days after issue). */
  invoice: (firm: Firm, client: ReminderClient, daysAgo: number) => Promise<number>;
  reminders: (invoiceIds: number[]) => Promise<(typeof invoiceReminders.$inferSelect)[]>;
  /** The reminders of `invoiceIds` as [index in invoiceIds, step, status], sorted. */
  steps: (invoiceIds: number[]) => Promise<(string | number)[][]>;
};

let clientNumber = 0;

export function remindersTestContext(driver: Driver): RemindersTestContext {
  const c = {
    clock: manualClock(new Date('2026-11-21T10:00:00Z')),
    sent: [],
    failing: new Map(),
  } as unknown as RemindersTestContext;

  c.mailTo = (client) => c.sent.filter((m) => m.subject.startsWith('Payment reminder') && m.to.endsWith(`@${client.domain}`));
  c.call = (method, url, body, who = c.org.users.admin) =>
    c.t.app.inject({ method, url, headers: bearer(c.t.app, who), ...(body === undefined ? {} : { payload: body as object }) });
  c.enable = async (firm, cadence = [1, 7, 15], enabled = true) => {
    const res = await c.call('PUT', '/api/reminders/settings', { enabled, cadence }, firm.users.admin);
    expect(res.statusCode).toBe(200);
  };
  c.client = async (firm, spec = {}) => {
    clientNumber += 1;
    const domain = `rc${clientNumber}-${randomBytes(3).toString('hex')}.test`;
    const contacts = spec.contacts ?? [{ email: 'accounts' }, { email: 'director' }];
    const client = await seedClient(c.t.app.db, firm.organization.id, {
      name: spec.name ?? `Reminder Client ${clientNumber}`,
      contacts: contacts.map((x) => ({ ...x, email: x.email === null ? null : `${x.email}@${domain}` })),
    });
    // In Maharashtra, as the firm's billing office: an intra-state supply.
    await c.t.app.db.update(clients).set({ state: 'Maharashtra', city: 'Pune', pincode: '411001' }).where(eq(clients.id, client.id));
    return { ...client, domain };
  };
  c.invoice = async (firm, client, daysAgo) => {
    const admin = firm.subjects.admin as Staff;
    const at = new Date(c.clock.now().getTime() - daysAgo * DAY);
    const body = taskCreateSchema.parse({
      client_id: client.id,
      task_name: `Audit for ${client.name}`,
      service_description: 'Tax audit',
      sac_code_id: firm.ids.sacCodeId,
      service_category_id: firm.ids.serviceCategoryId,
      assignee_id: firm.users.employee.id,
    });
    const { id } = await createTask(c.t.app.db, admin, body, at);
    await updateTask(c.t.app.db, admin, id, { workflow_status: 'closed' }, at);
    return (await generateInvoice(c.t.app.db, admin, id, at)).invoice.id;
  };
  c.reminders = (invoiceIds) => c.t.app.db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, invoiceIds));
  c.steps = async (invoiceIds) => (await c.reminders(invoiceIds)).map((r) => [invoiceIds.indexOf(r.invoiceId), r.step, r.status]).sort();

  beforeAll(async () => {
    c.t = await createTestApp(driver, { clock: c.clock });
    c.t.app.mailer.send = async (message) => {
      const reason = c.failing.get(message.to);
      if (reason) throw new Error(reason);
      c.sent.push(message);
    };
    c.org = await firm(c.t.app.db, 'Kapoor Iyer & Co.', c.clock.now());
    c.other = await firm(c.t.app.db, 'Other Firm', c.clock.now());
  });
  afterAll(() => c.t.close());
  return c;
}

async function firm(db: Db, name: string, now: Date): Promise<Firm> {
  const org = await seedOrganization(db, { name });
  const organizationId = org.organization.id;
  await seedBillingOffice(db, organizationId);
  return { ...org, ids: await seedMasterData(db, organizationId, now) };
}
