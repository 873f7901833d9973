import { testDrivers } from '../../../test/test-database';
import { branchBody, headOfficeBody } from '../../offices/offices.test-support';
import { QUEUED_CALLS_ENV, tasksTestContext } from '../../tasks/tasks.test-support';

// A Project invoices from its billing office (the Project's, else the client's, else the head
// office): that office's GSTIN, state and bank lines, and its registration's series per financial year.

describe.each(testDrivers())('invoicing from a billing office (%s)', (driver) => {
  // 50 generations queue on one series row (QUEUED_CALLS_ENV).
  const c = tasksTestContext(driver, QUEUED_CALLS_ENV);
  const admin = () => c.org.users.admin;
  let branchId = 0;
  const closed = async () => {
    const id = await c.create();
    expect((await c.call(admin(), 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' })).statusCode).toBe(200);
    return id;
  };
  const generate = (taskId: number) => c.call(admin(), 'POST', '/api/invoice/generate', { task_id: taskId });
  const serial = (n: string) => Number(n.split('/').at(-1));

  beforeAll(async () => {
    expect((await c.call(admin(), 'POST', '/api/master/offices', headOfficeBody())).statusCode).toBe(201);
    const branch = await c.call(admin(), 'POST', '/api/master/offices', branchBody());
    branchId = branch.json().data.office_id;
  });

  it('issues from the branch named on the Project: its GSTIN, state (IGST to Maharashtra), UPI and KA series', async () => {
    const taskId = await closed();
    const before = (await c.call(admin(), 'GET', `/api/invoice/preview?task_id=${taskId}`)).json().data;
    expect(before).toMatchObject({ office_name: 'Head Office', supplier_gstin: '27AAHFK4108N1Z3' });
    expect((await c.call(admin(), 'PUT', `/api/tasks/${taskId}/billing-office`, { office_id: branchId })).statusCode).toBe(200);
    const preview = (await c.call(admin(), 'GET', `/api/invoice/preview?task_id=${taskId}`)).json().data;
    expect(preview).toMatchObject({ office_id: branchId, supplier_gstin: '29AAHFK4108N1ZZ' });
    const issued = await generate(taskId);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().data.invoice_number).toBe('KAINV/26-27/0001');
    const detail = (await c.call(admin(), 'GET', `/api/invoices/${issued.json().data.invoice_id}`)).json().data;
    expect(detail).toMatchObject({ supplier_gstin: '29AAHFK4108N1ZZ', supplier_state: 'Karnataka (29)' });
    expect(detail.payment_details).toContain('UPI: kapooriyer.blr@icici');
    expect(detail.tax_heads.map((h: { name: string }) => h.name)).toEqual(['IGST']);
  });

  it('follows the client’s billing office when the Project names none, and the head office otherwise', async () => {
    await c.call(admin(), 'PUT', `/api/clients/${c.org.client.id}/billing-office`, { office_id: branchId });
    expect((await c.call(admin(), 'GET', `/api/clients/${c.org.client.id}`)).json().data.billing_office_id).toBe(branchId);
    const fromClient = await generate(await closed());
    expect(fromClient.json().data.invoice_number).toMatch(/^KAINV\/26-27\/\d{4}$/);
    await c.call(admin(), 'PUT', `/api/clients/${c.org.client.id}/billing-office`, { office_id: null });
    const fromHead = await generate(await closed());
    expect(fromHead.json().data.invoice_number).toMatch(/^INV\/2026-27\/\d{4}$/);
  });

  it('numbers 50 parallel generations from two GSTINs consecutively per series, without gaps or repeats', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const id = await closed();
      if (i % 2) await c.call(admin(), 'PUT', `/api/tasks/${id}/billing-office`, { office_id: branchId });
      ids.push(id);
    }
    const answers = await Promise.all(ids.map(generate));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 201));
    const numbers = answers.map((a) => a.json().data.invoice_number as string);
    for (const [prefix, count] of [
      ['INV/2026-27/', 25],
      ['KAINV/26-27/', 25],
    ] as const) {
      const serials = numbers
        .filter((n) => n.startsWith(prefix))
        .map(serial)
        .sort((a, b) => a - b);
      expect(serials).toHaveLength(count);
      expect(serials).toEqual(Array.from({ length: count }, (_, i) => serials[0]! + i));
    }
    expect(new Set(numbers).size).toBe(50);
  }, 180_000);

  it('issues a credit note on a branch invoice in the branch’s credit-note series', async () => {
    const taskId = await closed();
    await c.call(admin(), 'PUT', `/api/tasks/${taskId}/billing-office`, { office_id: branchId });
    const invoice = (await generate(taskId)).json().data;
    const note = await c.call(admin(), 'POST', '/api/credit-note/create', {
      invoice_id: invoice.invoice_id,
      credit_note_amount_paise: 100_00,
      reason: 'Fee revised',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().data.credit_note_number).toBe('KACN/26-27/0001');
  });
});
