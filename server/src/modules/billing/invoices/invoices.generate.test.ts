import { formatPaise } from '@firm/shared/domain/format';
import { eq } from 'drizzle-orm';
import { clients } from '../../../db/schema';
import { documentSeries, invoices, issuedDocuments } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { expectPdfCarries } from '../pdf/pdf-text.test-support';
import { sampleInvoiceDocument } from '../pdf/invoice-document.test-support';
import { QUEUED_CALLS_ENV, tasksTestContext } from '../../tasks/tasks.test-support';
import { renderInvoicePdf } from '../pdf';
import { countRows } from '../../../test/two-firms';
import { intraStateInvoiceAnswer, seedBillingOffice } from './invoices.test-support';

// A closed Project becomes a tax invoice: one per Project, consecutive numbers, tax by place of
// supply, and its PDF stored once and served the same every time.

describe.each(testDrivers())('generating an invoice (%s)', (driver) => {
  // 50 generations queue on one series row (QUEUED_CALLS_ENV).
  const c = tasksTestContext(driver, QUEUED_CALLS_ENV);
  const generate = (taskId: unknown, who = c.org.users.admin) => c.call(who, 'POST', '/api/invoice/generate', { task_id: taskId });
  const { closed } = c;
  const count = (table: typeof invoices | typeof issuedDocuments) => countRows(c.t.app.db, table);
  const clientIn = async (values: Partial<typeof clients.$inferInsert>) => {
    const [row] = await c.t.app.db
      .insert(clients)
      .values({
        organizationId: c.org.organization.id,
        clientCode: `CLI_${Math.random().toString(36).slice(2, 8)}`,
        clientName: 'Client',
        ...values,
      })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
  });

  it('issues a closed Project’s invoice with CGST and SGST for a client in the firm’s state, and serves its PDF', async () => {
    const taskId = await closed();
    const res = await generate(taskId);
    expect(res.statusCode).toBe(201);
    const invoice = res.json().data;
    expect(res.json().message).toBe('Invoice Generated Successfully');
    expect(invoice).toMatchObject({
      invoice_number: 'INV/2026-27/0001',
      task_id: taskId,
      ...intraStateInvoiceAnswer,
      outstanding_paise: 2_950_00,
      status: 'unpaid',
    });
    const pdf = await c.t.app.inject({ url: invoice.invoice_url });
    expect(pdf.statusCode).toBe(401);
    const first = await c.call(c.org.users.admin, 'GET', invoice.invoice_url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await c.call(c.org.users.admin, 'GET', invoice.invoice_url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await c.call(c.other.users.admin, 'GET', invoice.invoice_url)).statusCode).toBe(404);
    expect((await c.call(c.org.users.employee, 'GET', invoice.invoice_url)).statusCode).toBe(403);
  });

  it('refuses a Project that is not closed, a second invoice, and a zero amount, writing nothing', async () => {
    const open = await c.create();
    const before = [await count(invoices), await count(issuedDocuments)];
    const refused = await generate(open);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TASK_NOT_CLOSED', message: 'Only a closed Project can be invoiced' });
    const zero = await closed({ invoice_amount_paise: 0 });
    expect((await generate(zero)).json()).toMatchObject({ code: 'INVOICE_AMOUNT_ZERO' });
    expect([await count(invoices), await count(issuedDocuments)]).toEqual(before);

    const done = await closed();
    expect((await generate(done)).statusCode).toBe(201);
    const twice = await generate(`task_${done}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'INVOICE_EXISTS', message: 'An invoice has already been generated for this Project' });
  });

  it('takes the invoiced Project off the Projects list, fixes its amount and logs the invoice on it', async () => {
    const admin = c.org.users.admin;
    const taskId = await closed({ task_name: 'Invoiced and gone' });
    const listed = async () =>
      (await c.call(admin, 'GET', '/api/tasks/?search=Invoiced%20and%20gone')).json().data.tasks.map((t: { task_id: number }) => t.task_id);
    expect(await listed()).toEqual([taskId]);
    const summary = async () => (await c.call(admin, 'GET', '/api/tasks/?status=closed')).json();
    const before = await summary();
    const number = (await generate(taskId)).json().data.invoice_number;
    expect(await listed()).toEqual([]);
    // The header counts and the filtered total leave it too (they come from the trigger-kept counters).
    const after = await summary();
    expect(after.summary.total).toBe(before.summary.total - 1);
    expect(after.summary.completed).toBe(before.summary.completed - 1);
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    const detail = (await c.call(admin, 'GET', `/api/tasks/${taskId}`)).json().data;
    expect(detail.invoice_id).toEqual(expect.any(Number));
    expect(detail.running_log.at(-1)).toMatchObject({
      event_type: 'invoice',
      description: `Invoice ${number} generated`,
      user_id: admin.id,
    });
    const amount = await c.call(admin, 'PUT', `/api/tasks/${taskId}`, { invoice_amount_paise: 1_00 });
    expect(amount.statusCode).toBe(409);
    expect(amount.json()).toMatchObject({ code: 'TASK_INVOICED', message: 'The amount and GST of an invoiced Project cannot change' });
    expect((await c.call(admin, 'PUT', `/api/tasks/${taskId}`, { type_of_delivery: 'export' })).statusCode).toBe(409);
    expect((await c.call(admin, 'PUT', `/api/tasks/${taskId}`, { task_name: 'Renamed after invoicing' })).statusCode).toBe(200);
  });

  it('gives one invoice when two admins generate the same Project at once', async () => {
    const taskId = await closed();
    const answers = await Promise.all([generate(taskId), generate(taskId, c.org.users.admin), generate(String(taskId))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await c.t.app.db.select().from(invoices).where(eq(invoices.taskId, taskId));
    expect(rows).toHaveLength(1);
  });

  it('numbers concurrent generations consecutively, with no gap and no repeat', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await closed());
    const answers = await Promise.all(ids.map((id) => generate(id)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const numbers = answers.map((a) => Number(a.json().data.invoice_number.split('/')[2])).sort((a, b) => a - b);
    const [series] = await c.t.app.db.select().from(documentSeries).where(eq(documentSeries.organizationId, c.org.organization.id));
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => series!.lastNumber - 49 + i));
    expect(await count(invoices)).toBe(series!.lastNumber);
  });

  it('charges IGST to a client registered in another state and nothing on an export under LUT', async () => {
    const karnataka = await clientIn({ state: 'Maharashtra', gstNumber: '29AAPFU0939F1ZV' });
    const other = (await generate(await closed({ client_id: karnataka }))).json().data;
    expect(other).toMatchObject({ supply_type: 'inter_state', place_of_supply: 'Karnataka (29)', total_paise: 2_950_00 });
    expect(other.tax_heads).toEqual([{ name: 'IGST', rate_bp: 1800, amount_paise: 450_00 }]);

    const abroad = await clientIn({ country: 'Singapore', city: 'Singapore' });
    const exported = (await generate(await closed({ client_id: abroad, type_of_delivery: 'export' }))).json().data;
    expect(exported).toMatchObject({ supply_type: 'export_lut', place_of_supply: '96-Other Countries', total_paise: 2_500_00 });
  });

  it('refuses a client with no Indian state to place the supply in, and bad task ids, never with a 500', async () => {
    const nowhere = await clientIn({ state: null });
    expect((await generate(await closed({ client_id: nowhere }))).json()).toMatchObject({ code: 'PLACE_OF_SUPPLY_UNKNOWN' });
    for (const bad of ['abc', 'task_', '0', -1, 1.5, 99999999999, 'a\u0000b', null, [1], { id: 1 }, true]) {
      const res = await generate(bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await generate('abc')).json().message).toContain('Invalid task ID: abc. Cannot generate invoice.');
    expect((await generate(2_000_000_000)).statusCode).toBe(404);
    const foreign = await c.create({}, c.org.users.admin);
    expect((await c.call(c.other.users.admin, 'POST', '/api/invoice/generate', { task_id: foreign })).statusCode).toBe(404);
    expect((await generate(foreign, c.org.users.supervisor)).statusCode).toBe(403);
  });

  it('refuses to invoice for a firm whose head office has no GSTIN', async () => {
    const admin = c.other.users.admin;
    const body = {
      client_id: c.other.client.id,
      sac_code_id: c.other.sacCodeId,
      service_category_id: c.other.serviceCategoryId,
      assignee_id: c.other.users.employee.id,
    };
    const taskId = await c.create(body, admin);
    await c.call(admin, 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    const res = await c.call(admin, 'POST', '/api/invoice/generate', { task_id: taskId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SUPPLIER_GSTIN_MISSING' });
  });
});

describe('the invoice PDF', () => {
  it('carries every particular a tax invoice must', async () => {
    const pdf = await renderInvoicePdf(
      {
        ...sampleInvoiceDocument,
        supplier: { ...sampleInvoiceDocument.supplier, address: 'Fort, Mumbai, Maharashtra 400001' },
        recipient: { name: 'Deccan Ridge Advisors LLP', address: 'MG Road, Bengaluru, Karnataka 560001', gstin: '29AAPFU0939F1ZV' },
        line: { sacCode: '998231', description: 'GST annual return', detail: 'GSTR-9 and GSTR-9C' },
      },
      { compress: false },
    );
    // The screens' formatter, spelt out once: the rupee sign and Indian digit grouping.
    expect(formatPaise(1_18_000_00)).toBe('₹1,18,000.00');
    await expectPdfCarries(pdf, [
      'Kapoor Iyer & Co.',
      'GSTIN: 27AAHFK4108N1Z3',
      'Tax Invoice',
      'INV/2026-27/0001',
      '21 Nov 2026',
      'Deccan Ridge Advisors LLP',
      'GSTIN: 29AAPFU0939F1ZV',
      'Karnataka (29)',
      '998231',
      formatPaise(1_00_000_00),
      'IGST @ 18%',
      formatPaise(18_000_00),
      formatPaise(1_18_000_00),
      'Rupees One Lakh Eighteen Thousand Only',
      'Reverse Charge',
      'Due Date',
      'IFSC: HDFC0000060',
      'Authorised Signatory',
    ]);
  });
});
