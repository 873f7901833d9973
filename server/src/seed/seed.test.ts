import { sql } from 'drizzle-orm';
import { isValidGstin } from '@firm/shared/domain/gst';
import { OFFICES } from '@firm/shared/domain/firm';
import { financialYearOf } from '@firm/shared/domain/calendar';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { bearer, latestCodeFor, openTestSession } from '../test/fixtures';
import {
  clientContacts,
  clients,
  offices,
  organizations,
  reminderSettings,
  sacCodes,
  serviceCategories,
  taskActivity,
  taskComments,
  tasks,
  users,
} from '../db/schema';
import { invoices } from '../db/schema-invoices';
import { DEMO_LOGINS, isDatabaseEmpty, presentDemoLogins, seedDemoData } from './seed';
import { demoGstin } from './seed-data';
import { rowsOf } from '../db/rows';

describe.each(testDrivers())('the demo data (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const counts = async () => {
    const tables = { organizations, offices, users, clients, clientContacts, serviceCategories, sacCodes };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table);
      out[name] = Number(row!.n);
    }
    return out;
  };

  it('fills an empty database once, and a second run adds nothing', async () => {
    expect(await isDatabaseEmpty(t.app.db)).toBe(true);
    expect(await presentDemoLogins(t.app.db)).toBeNull();
    const first = await seedDemoData(t.app.db);
    expect(first.inserted).toBeGreaterThan(20);
    const after = await counts();
    expect(after).toMatchObject({ organizations: 1, offices: 2, users: 4, clients: 6, serviceCategories: 5, sacCodes: 7 });
    const second = await seedDemoData(t.app.db);
    expect(second).toMatchObject({ organizationId: first.organizationId, inserted: 0 });
    expect(await counts()).toEqual(after);
    expect(await isDatabaseEmpty(t.app.db)).toBe(false);
    expect(await presentDemoLogins(t.app.db)).toEqual(DEMO_LOGINS);
  });

  it('gives every client and office a GSTIN with a correct check character', async () => {
    const rows = await t.app.db.select({ gst: clients.gstNumber, state: clients.state, type: clients.clientType }).from(clients);
    for (const row of rows) expect(isValidGstin(row.gst!)).toBe(true);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['Maharashtra', 'Karnataka']));
    expect(rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['private_limited', 'limited_liability_partnership', 'proprietorship', 'individual', 'huf', 'trusts']),
    );
    for (const office of OFFICES) expect(isValidGstin(office.gstin)).toBe(true);
    expect(demoGstin('27', 'AAPFU0939F')).toBe('27AAPFU0939F1ZV');
  });

  it('records an LUT of the current financial year for the head office’s registration alone', async () => {
    const rows = await t.app.db.select().from(offices).orderBy(offices.id);
    const year = financialYearOf(new Date()).label;
    expect(rows.map((o) => [o.kind, o.lutArn, o.lutFinancialYear])).toEqual([
      ['head_office', 'AD270326001234X', year],
      ['branch', null, null],
    ]);
  });

  it('lets every demo login ask for a code', async () => {
    for (const [role, email] of Object.entries(DEMO_LOGINS)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        payload: { email, user_type: role === 'client' ? 'client' : 'staff' },
      });
      expect(res.statusCode).toBe(200);
      await expect(latestCodeFor(t.app, email)).resolves.toMatch(/^\d{6}$/);
    }
    const staff = await t.app.db.select().from(users);
    expect(staff.every((u) => /^\d{10}$/.test(u.phone ?? ''))).toBe(true);
    const contacts = await t.app.db.select().from(clientContacts);
    expect(contacts.length).toBeGreaterThanOrEqual(8);
  });

  it('gives the firm a board of Projects in every status, each with the log of how it got there', async () => {
    // The eight Projects of the board, and five finished ones billed (they leave the lists).
    // The compliance calendar's Projects are counted apart (seed-compliance.test.ts).
    const board = (await t.app.db.select().from(tasks)).filter((task) => task.invoiceId === null && task.complianceId === null);
    expect(board.length).toBe(8);
    expect(new Set(board.map((task) => task.workflowStatus))).toEqual(
      new Set(['open', 'in_progress', 'pending_review', 'ready_for_close', 'closed']),
    );
    const log = await t.app.db.select().from(taskActivity);
    for (const task of board) expect(log.some((entry) => entry.taskId === task.id && entry.eventType === 'created')).toBe(true);
    expect(log.filter((entry) => entry.eventType === 'status' && board.some((task) => task.id === entry.taskId))).toHaveLength(11);
    expect(await t.app.db.select().from(taskComments)).toHaveLength(2);
    // The employee signs in to work of their own, and the demo client contact has Projects to follow.
    const employee = (await t.app.db.select().from(users)).find((u) => u.email === DEMO_LOGINS.employee)!;
    await openTestSession(t.app.db, employee);
    const employeesList = await t.app.inject({ url: '/api/tasks/', headers: bearer(t.app, employee) });
    expect(employeesList.json().data.tasks.length).toBeGreaterThanOrEqual(4);
  });

  it('bills finished Projects: numbered in date order, one paid, one part paid, one credited, the rest unpaid', async () => {
    const issued = await t.app.db.select().from(invoices).orderBy(invoices.invoiceDate, invoices.id);
    expect(issued).toHaveLength(5);
    expect(issued.map((i) => i.invoiceNumber)).toEqual([...issued.map((i) => i.invoiceNumber)].sort());
    const state = issued.map((i) => ({
      paid: i.paidPaise > 0,
      credited: i.creditedPaise > 0,
      due: i.totalPaise - i.paidPaise - i.creditedPaise,
    }));
    expect(state.filter((s) => s.due === 0)).toHaveLength(1);
    expect(state.filter((s) => s.paid && s.due > 0)).toHaveLength(1);
    expect(state.filter((s) => s.credited)).toHaveLength(1);
    // Deccan Ridge is in Karnataka: IGST; Sahyadri Foods in the firm's own state: CGST and SGST.
    expect(issued.find((i) => i.recipientName.startsWith('Deccan'))!.igstPaise).toBeGreaterThan(0);
    expect(issued.filter((i) => i.recipientName.startsWith('Sahyadri')).every((i) => i.cgstPaise > 0 && i.igstPaise === 0)).toBe(true);
    // The banner's client contact has invoices to pay online.
    const contact = (await t.app.db.select().from(clientContacts)).find((k) => k.email === DEMO_LOGINS.client)!;
    await openTestSession(t.app.db, contact);
    const mine = await t.app.inject({ url: '/api/client-portal/invoices', headers: bearer(t.app, contact) });
    expect(mine.json().data.invoices.filter((i: { can_pay: boolean }) => i.can_pay)).toHaveLength(2);
  });

  it('gives the admin the standard catalogue and a coloured calendar board, asking no document of a return filed', async () => {
    const admin = (await t.app.db.select().from(users)).find((u) => u.email === DEMO_LOGINS.admin)!;
    await openTestSession(t.app.db, admin);
    const catalogue = (await t.app.inject({ url: '/api/compliances', headers: bearer(t.app, admin) })).json().data;
    expect(catalogue).toHaveLength(20);
    const gstr3b = catalogue.find((c: { code: string }) => c.code === 'GSTR3B');
    expect(gstr3b).toMatchObject({ service_category_name: 'Taxation Services', sac_code: '998231', subscriptions: 3 });
    const board = (await t.app.inject({ url: '/api/compliance/board', headers: bearer(t.app, admin) })).json();
    expect(board.data.compliance.name).toBe('GSTR-1');
    expect(board.data.rows).toHaveLength(3);
    const states = new Set(
      board.data.rows.flatMap((r: { cells: ({ state: string } | null)[] }) => r.cells.flatMap((c) => (c ? [c.state] : []))),
    );
    expect([...states]).toEqual(expect.arrayContaining(['filed_on_time', 'filed_late', 'overdue']));
    // Only the Projects not filed (the overdue ones and those open now) ask the client for documents.
    const [asked] = rowsOf<{ filed: number; overdue: number }>(
      await t.app.db.execute(sql`
        select count(*) filter (where t.filed_on is not null)::int as filed,
          count(distinct t.id) filter (where t.statutory_due_date < ${board.data.today}::date)::int as overdue
        from document_requests d join tasks t on t.id = d.task_id where t.compliance_id is not null`),
    );
    expect(asked).toEqual({ filed: 0, overdue: 2 });
  });

  it('sends overdue reminders on 1, 7 and 15 days: the overdue demo invoice gets its reminder once', async () => {
    expect(await t.app.db.select().from(reminderSettings)).toEqual([expect.objectContaining({ enabled: true, cadence: [1, 7, 15] })]);
    const sent: string[] = [];
    const send = t.app.mailer.send;
    t.app.mailer.send = async (mail) => void sent.push(mail.subject);
    try {
      const first = await t.app.reminders.runOnce();
      expect(first.sent).toBeGreaterThanOrEqual(1);
      expect(await t.app.reminders.runOnce()).toMatchObject({ claimed: 0, sent: 0 });
    } finally {
      t.app.mailer.send = send;
    }
    expect(sent.every((subject) => subject.startsWith('Payment reminder: Invoice INV/'))).toBe(true);
  });
});
