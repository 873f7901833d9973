import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema';
import { bearer } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { einvoiceTestContext, IrpError, type IrpProvider } from '../billing/einvoice/einvoice.test-support';

// A client sees the IRN of its e-invoiced invoice, with the IRP's acknowledgement, in its own
// list of invoices; nothing of a registration that has not succeeded, nor of an IRN cancelled with its invoice.

type Row = { invoice_id: number; einvoice: unknown };

describe.each(testDrivers())('the IRN on the client portal’s invoices (%s)', (driver) => {
  const c = einvoiceTestContext(driver);
  const admin = () => c.org.users.admin;
  const rowOf = async (invoiceId: number): Promise<Row> => {
    const res = await c.t.app.inject({ url: '/api/client-portal/invoices?limit=100', headers: bearer(c.t.app, c.org.contacts[0]!) });
    expect(res.statusCode).toBe(200);
    const row = (res.json().data.invoices as Row[]).find((r) => r.invoice_id === invoiceId);
    expect(row).toBeDefined();
    return row!;
  };

  beforeAll(async () => {
    // The contacts' own client, made a registered (B2B) one with the address the e-invoice needs.
    await c.t.app.db
      .update(clients)
      .set({ gstCategory: 'regular', gstNumber: '27AAACR5055K1Z7', street: 'Maker Chambers IV, Nariman Point', city: 'Mumbai' })
      .where(eq(clients.id, c.org.client.id));
  });
  beforeEach(() => c.setEinvoicing(true));

  it('shows the registered IRN with its acknowledgement number and date', async () => {
    const res = await c.generate(c.org.client.id);
    expect(res.statusCode).toBe(201);
    const { einvoice } = res.body.data;
    expect(einvoice.status).toBe('registered');
    expect((await rowOf(res.body.data.invoice_id)).einvoice).toEqual({
      irn: einvoice.irn,
      ack_no: einvoice.ack_no,
      ack_date: einvoice.ack_date,
    });
  });

  it('shows no IRN on an invoice that is not e-invoiced', async () => {
    await c.setEinvoicing(false);
    const res = await c.generate(c.org.client.id);
    expect(res.body.data.einvoice).toBeNull();
    expect((await rowOf(res.body.data.invoice_id)).einvoice).toBeNull();
  });

  it('shows nothing while the registration has failed, and the IRN once the admin’s retry registers it', async () => {
    const sandbox = c.t.app.irp!;
    const down: IrpProvider = { ...sandbox, register: () => Promise.reject(new IrpError('The IRP could not be reached', null)) };
    c.t.app.irp = down;
    try {
      const res = await c.generate(c.org.client.id);
      expect(res.body.data.einvoice.status).toBe('failed');
      const id = res.body.data.invoice_id;
      expect((await rowOf(id)).einvoice).toBeNull();
      c.t.app.irp = sandbox;
      const retried = await c.call(admin(), 'POST', `/api/invoices/${id}/einvoice/retry`);
      expect(retried.statusCode).toBe(200);
      const { irn, ack_no, ack_date } = retried.json().data.einvoice;
      expect((await rowOf(id)).einvoice).toEqual({ irn, ack_no, ack_date });
    } finally {
      c.t.app.irp = sandbox;
    }
  });

  it('shows no IRN once the invoice is cancelled with it', async () => {
    const res = await c.generate(c.org.client.id);
    const id = res.body.data.invoice_id;
    const cancelled = await c.call(admin(), 'POST', `/api/invoices/${id}/cancel`, { reason: 'Raised on the wrong Project' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.einvoice.status).toBe('cancelled');
    expect((await rowOf(id)).einvoice).toBeNull();
  });
});
