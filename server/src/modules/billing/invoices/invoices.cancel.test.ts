import { eq } from 'drizzle-orm';
import { invoiceCancelMessages as M } from '@firm/shared/domain/invoice';
import { clients } from '../../../db/schema-clients';
import { invoices } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext } from '../credit-notes/credit-notes.test-support';
import { paidAtCheckout } from '../payments/excess.test-support';
import { countersMatchRows } from './invoices.test-support';

// Cancelling an invoice issued in error, and the tax of clients by GST category.

describe.each(testDrivers())('cancelling an invoice (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const cancel = (ref: number | string, body: object = { reason: 'Raised on the wrong Project' }, who = admin()) =>
    c.call(who, 'POST', `/api/invoices/${typeof ref === 'string' ? encodeURIComponent(ref) : ref}/cancel`, body);
  const rowOf = async (id: number) => (await c.t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

  it('cancels an unpaid invoice: the number stays used, the PDF changes, the Project is invoiced again with the next number', async () => {
    const first = await c.invoice();
    const before = await rowOf(first.invoice_id);
    const res = await cancel(first.invoice_number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.cancelled(first.invoice_number),
      data: { status: 'cancelled', admin_status: 'cancelled', outstanding_paise: 0, cancel_reason: 'Raised on the wrong Project' },
    });
    const after = await rowOf(first.invoice_id);
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: admin().id, invoiceNumber: first.invoice_number });
    expect(after.documentId).not.toBe(before.documentId);
    const pdf = await c.call(admin(), 'GET', `/api/invoices/${first.invoice_id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    await countersMatchRows(c.t.app.db);

    const again = await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: first.task_id });
    expect(again.statusCode).toBe(201);
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(again.json().data.invoice_number)).toBe(seq(first.invoice_number) + 1);
    expect((await cancel(first.invoice_id)).json()).toMatchObject({ code: 'INVOICE_CANCELLED' });
  });

  it('refuses an invoice with a credit note or a payment, and a missing reason, and writes nothing', async () => {
    const credited = await c.invoice();
    expect((await c.credit({ invoice_id: credited.invoice_id, credit_note_amount_paise: 100_00, reason: 'Discount' })).statusCode).toBe(
      201,
    );
    const refused = await cancel(credited.invoice_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.credited, code: 'INVOICE_NOT_CANCELLABLE' });

    const paid = await c.invoice();
    expect((await c.call(admin(), 'PUT', `/api/invoices/${paid.invoice_id}/status`, { status: 'paid' })).statusCode).toBe(200);
    expect((await cancel(paid.invoice_id)).json()).toMatchObject({ message: M.paid, code: 'INVOICE_NOT_CANCELLABLE' });

    const open = await c.invoice();
    expect((await cancel(open.invoice_id, { reason: '' })).statusCode).toBe(400);
    expect((await rowOf(open.invoice_id)).status).toBe('issued');
    expect((await rowOf(credited.invoice_id)).status).toBe('issued');
  });

  it('is the admin’s alone, and another firm’s invoice is not found', async () => {
    const invoice = await c.invoice();
    expect((await cancel(invoice.invoice_id, undefined, c.org.users.supervisor)).statusCode).toBe(403);
    expect((await cancel(invoice.invoice_id, undefined, c.other.users.admin)).statusCode).toBe(404);
  });

  it('stops the client paying a cancelled invoice, and a checkout under way stops the cancel', async () => {
    const invoice = await c.invoice();
    await paidAtCheckout(c, invoice);
    expect((await cancel(invoice.invoice_id)).json()).toMatchObject({ message: M.paying });

    const other = await c.invoice();
    expect((await cancel(other.invoice_id)).statusCode).toBe(200);
    const order = await c.call(c.org.contacts[0], 'POST', '/api/payments/create-order', { invoice_number: other.invoice_number });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ code: 'INVOICE_CANCELLED' });
  });

  it('lets one of a cancel and a checkout racing on the invoice win, never both', async () => {
    const invoice = await c.invoice();
    const contact = c.org.contacts[0];
    const order = await c.call(contact, 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    const [checkout, cancelled] = await Promise.all([
      c.call(contact, 'POST', '/api/payments/sandbox/checkout', { order_id: order.json().data.order_id, outcome: 'pay' }),
      cancel(invoice.invoice_id),
    ]);
    expect([checkout.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
  });
});

describe.each(testDrivers())('tax by the client’s GST category (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const generate = async (values: Partial<typeof clients.$inferInsert>, overrides: Record<string, unknown> = {}) => {
    const clientId = await c.clientIn({ street: '1 Road', ...values });
    return c.invoice({ client_id: clientId, ...overrides }) as Promise<Record<string, unknown>>;
  };

  it('charges IGST to an SEZ in the firm’s own state, nothing under LUT, and exports as the firm chose', async () => {
    const sez = await generate({ gstCategory: 'sez_with_payment', state: 'Maharashtra', gstNumber: '27AAPFU0939F1ZV' });
    expect(sez).toMatchObject({ supply_type: 'sez_igst', gst_category: 'sez_with_payment', tax_treatment: 'taxable' });
    expect(sez.tax_heads).toEqual([expect.objectContaining({ name: 'IGST', rate_bp: 1800 })]);
    const lut = await generate({ gstCategory: 'sez_without_payment', state: 'Maharashtra', gstNumber: '27AAPFU0939F1ZV' });
    expect(lut).toMatchObject({ supply_type: 'sez_lut', total_paise: lut.taxable_paise });

    const abroad = { gstCategory: 'overseas' as const, state: null, country: 'Singapore' };
    expect(await generate(abroad)).toMatchObject({
      supply_type: 'export_lut',
      place_of_supply_code: '96',
      place_of_supply: '96-Other Countries',
    });
    const set = await c.call(c.org.users.admin, 'PUT', '/api/settings/gst', { export_tax_mode: 'igst' });
    expect(set.json()).toMatchObject({ data: { export_tax_mode: 'igst' } });
    const withIgst = await generate(abroad);
    expect(withIgst).toMatchObject({ supply_type: 'export_igst', place_of_supply_code: '96' });
    expect(withIgst.total_paise).toBeGreaterThan(withIgst.taxable_paise as number);
  });

  it('bills an Unregistered client by its address state without a GSTIN', async () => {
    const b2c = await generate({ gstCategory: 'unregistered', state: 'Goa', gstNumber: null });
    expect(b2c).toMatchObject({ supply_type: 'inter_state', place_of_supply_code: '30', gst_category: 'unregistered' });
  });
});
