import { clients } from '../../../db/schema';
import { documentSeries, invoices, issuedDocuments } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { tasksTestContext } from '../../tasks/tasks.test-support';
import { intraStateInvoiceAnswer, seedBillingOffice } from './invoices.test-support';
import { countRows } from '../../../test/two-firms';

// The Generate Invoice dialog previews the invoice with the issue's own checks and amounts,
// and previewing writes nothing.

describe.each(testDrivers())('previewing an invoice (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const preview = (taskId: unknown, who = c.org.users.admin) =>
    c.call(who, 'GET', `/api/invoice/preview?task_id=${encodeURIComponent(String(taskId))}`);
  const generate = (taskId: number) => c.call(c.org.users.admin, 'POST', '/api/invoice/generate', { task_id: taskId });
  const { closed } = c;
  const counts = async () => Promise.all([invoices, issuedDocuments, documentSeries].map((table) => countRows(c.t.app.db, table)));

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
  });

  it('shows the invoice generating will issue, with the same heads and total, and writes nothing', async () => {
    const taskId = await closed({ task_name: 'Previewed Project' });
    const before = await counts();
    const res = await preview(taskId);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data;
    expect(shown).toMatchObject({
      invoice_number: null,
      task_id: taskId,
      task_name: 'Previewed Project',
      supplier_gstin: '27AAHFK4108N1Z3',
      supplier_state: 'Maharashtra (27)',
      ...intraStateInvoiceAnswer,
    });
    expect(await counts()).toEqual(before);

    const issued = (await generate(taskId)).json().data;
    for (const key of [
      'task_name',
      'client_name',
      'invoice_date',
      'due_date',
      'supply_type',
      'place_of_supply',
      'sac_code',
      'service_name',
    ])
      expect(issued[key]).toEqual(shown[key]);
    expect(issued.tax_heads).toEqual(shown.tax_heads);
    expect([issued.taxable_paise, issued.total_paise]).toEqual([shown.taxable_paise, shown.total_paise]);
  });

  it('previews IGST for a client registered in another state', async () => {
    const [client] = await c.t.app.db
      .insert(clients)
      .values({
        organizationId: c.org.organization.id,
        clientCode: 'CLI_PRV1',
        clientName: 'Bengaluru Client',
        gstNumber: '29AAPFU0939F1ZV',
      })
      .returning();
    const shown = (await preview(await closed({ client_id: client!.id }))).json().data;
    expect(shown).toMatchObject({ supply_type: 'inter_state', client_gstin: '29AAPFU0939F1ZV', total_paise: 2_950_00 });
    expect(shown.tax_heads).toEqual([{ name: 'IGST', rate_bp: 1800, amount_paise: 450_00 }]);
  });

  it('refuses what generating refuses: an open Project, an invoiced one, a zero amount, another firm’s, and bad ids with a 400', async () => {
    expect((await preview(await c.create())).json()).toMatchObject({ code: 'TASK_NOT_CLOSED' });
    expect((await preview(await closed({ invoice_amount_paise: 0 }))).json()).toMatchObject({ code: 'INVOICE_AMOUNT_ZERO' });
    const done = await closed();
    expect((await generate(done)).statusCode).toBe(201);
    const again = await preview(`task_${done}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_EXISTS' });
    expect((await preview(done, c.other.users.admin)).statusCode).toBe(404);
    expect((await preview(done, c.org.users.supervisor)).statusCode).toBe(403);
    for (const bad of ['abc', 'task_', '0', '-1', '1.5', '99999999999', '']) expect((await preview(bad)).statusCode).toBe(400);
    expect((await c.call(c.org.users.admin, 'GET', '/api/invoice/preview')).statusCode).toBe(400);
    expect((await preview(2_000_000_000)).statusCode).toBe(404);
  });
});
