import { createVerify } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { einvoiceDate } from '@firm/shared/domain/einvoice';
import { invoices } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { billingPdfText } from '../pdf/pdf-text.test-support';
import {
  einvoiceTestContext,
  expectCancelledWithIrn,
  expectCancelWindowClosed,
  IrpError,
  sandboxIrn,
  sandboxIrpKeys,
  type IrpProvider,
} from './einvoice.test-support';

// e-Invoicing with the offline sandbox (no IRP_* settings): a firm that e-invoices registers each B2B invoice
// as it is generated and prints the IRN on it; a registration that fails leaves the invoice "IRN failed"
// with the reason until the admin retries; the IRN is cancelled with the invoice within 24 hours only.

const DAY = 24 * 60 * 60 * 1000;

/** The signed QR's claims, once its RS256 signature checks out with the sandbox's public key. */
function verifiedQr(jwt: string): Record<string, unknown> {
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const verify = createVerify('RSA-SHA256');
  verify.update(`${head}.${body}`);
  expect(verify.verify(sandboxIrpKeys().publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  return JSON.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).data as string) as Record<string, unknown>;
}

describe.each(testDrivers())('e-invoicing with the sandbox IRP (%s)', (driver) => {
  const c = einvoiceTestContext(driver);
  const admin = () => c.org.users.admin;
  let client = 0;

  beforeAll(async () => {
    client = await c.registeredClient();
  });
  beforeEach(() => c.setEinvoicing(true));

  it('is off until the admin turns it on, and says the server registers with the sandbox', async () => {
    await c.setEinvoicing(false);
    expect((await c.call(admin(), 'GET', '/api/settings/einvoice')).json().data).toEqual({ enabled: false, irp: 'sandbox' });
    const off = await c.generate(client);
    expect(off.body.data.einvoice).toBeNull();
    const on = await c.call(admin(), 'PUT', '/api/settings/einvoice', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'e-Invoicing settings saved', data: { enabled: true, irp: 'sandbox' } });
    expect((await c.call(admin(), 'PUT', '/api/settings/einvoice', { enabled: 'yes' })).statusCode).toBe(422);
  });

  it('registers a B2B invoice on generation and prints its IRN, acknowledgement and signed QR', async () => {
    const res = await c.generate(client);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Invoice Generated Successfully');
    const invoice = res.body.data;
    const irn = sandboxIrn('27AAHFK4108N1Z3', einvoiceDate(invoice.invoice_date), 'INV', invoice.invoice_number);
    expect(invoice.einvoice).toEqual({
      status: 'registered',
      irn,
      ack_no: expect.stringMatching(/^[0-9]{15}$/),
      ack_date: '2026-11-21T10:00:00.000Z',
      cancellable_until: '2026-11-22T10:00:00.000Z',
      failure: null,
    });
    const [row] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(verifiedQr(row!.irnSignedQr!)).toMatchObject({
      SellerGstin: '27AAHFK4108N1Z3',
      BuyerGstin: '27AAACR5055K1Z7',
      DocNo: invoice.invoice_number,
      DocTyp: 'INV',
      TotInvVal: invoice.total_paise / 100,
      MainHsnCode: invoice.sac_code,
      Irn: irn,
    });
    const pdf = (await c.call(admin(), 'GET', invoice.invoice_url)).rawPayload;
    const text = await billingPdfText(pdf);
    expect(text.replace(/\s/g, '')).toContain(`IRN${irn}`);
    expect(text).toContain(`Ack No. ${invoice.einvoice.ack_no}`);
    expect(text).toContain('Ack Date 21 Nov 2026, 03:30 pm');
    // The invoice mail leaves once, with the IRN's PDF.
    expect(await c.mailsOf(invoice.invoice_number)).toBeGreaterThan(0);
    const list = await c.call(admin(), 'GET', `/api/invoices?invoice_number=${encodeURIComponent(invoice.invoice_number)}`);
    expect(list.json().data.invoices[0].einvoice_status).toBe('registered');
  });

  it('issues an unregistered client’s invoice as before, without an IRN', async () => {
    const res = await c.generate(c.org.client.id);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.einvoice).toBeNull();
    expect(await billingPdfText((await c.call(admin(), 'GET', res.body.data.invoice_url)).rawPayload)).not.toContain('IRN');
  });

  it('refuses to issue an invoice the IRP could not take, naming what to correct, and writes nothing', async () => {
    const incomplete = await c.registeredClient({ pincode: null, city: null });
    const count = async () => Number((await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n);
    const before = await count();
    const res = await c.generate(incomplete);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'EINVOICE_INCOMPLETE',
      message: "The e-invoice cannot be registered: correct the client's city, the client's PIN code and try again",
    });
    expect(await count()).toBe(before);
  });

  it('leaves a failed registration in sight with its reason, mails nothing, and registers it on retry', async () => {
    const sandbox = c.t.app.irp!;
    const down: IrpProvider = {
      ...sandbox,
      register: () => Promise.reject(new IrpError('The IRP could not be reached: connect ECONNREFUSED', null)),
    };
    c.t.app.irp = down;
    const res = await c.generate(client);
    expect(res.statusCode).toBe(201);
    const invoice = res.body.data;
    expect(res.body.message).toBe(
      `Invoice ${invoice.invoice_number} generated, but its IRN is not registered yet: retry the registration from the invoice`,
    );
    expect(invoice.einvoice).toMatchObject({
      status: 'failed',
      irn: null,
      failure: 'IRN registration failed: The IRP could not be reached: connect ECONNREFUSED',
    });
    expect(await c.mailsOf(invoice.invoice_number)).toBe(0);
    const list = await c.call(admin(), 'GET', `/api/invoices?invoice_number=${encodeURIComponent(invoice.invoice_number)}`);
    expect(list.json().data.invoices[0].einvoice_status).toBe('failed');

    const retry = (ref = String(invoice.invoice_id)) => c.call(admin(), 'POST', `/api/invoices/${encodeURIComponent(ref)}/einvoice/retry`);
    const still = await retry(invoice.invoice_number);
    expect(still.statusCode).toBe(200);
    expect(still.json().data.einvoice.status).toBe('failed');

    c.t.app.irp = sandbox;
    const done = await retry();
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(`IRN registered for ${invoice.invoice_number}`);
    expect(done.json().data.einvoice).toMatchObject({ status: 'registered', failure: null });
    expect(await c.mailsOf(invoice.invoice_number)).toBeGreaterThan(0);
    const text = await billingPdfText((await c.call(admin(), 'GET', invoice.invoice_url)).rawPayload);
    expect(text.replace(/\s/g, '')).toContain(`IRN${done.json().data.einvoice.irn}`);

    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EINVOICE_NOT_PENDING', message: 'The IRN of this document is already registered' });
    expect((await c.call(admin(), 'POST', '/api/invoices/999999/einvoice/retry')).statusCode).toBe(404);
  });

  it('cancels the IRN with the invoice within 24 hours of its acknowledgement', async () => {
    const invoice = (await c.generate(client)).body.data;
    c.clock.advance(DAY - 60_000);
    try {
      await expectCancelledWithIrn(c, `/api/invoices/${invoice.invoice_id}/cancel`, 'Raised on the wrong client', {
        docType: 'INV',
        number: invoice.invoice_number,
        date: invoice.invoice_date,
        irn: invoice.einvoice.irn,
        pdfUrl: invoice.invoice_url,
      });
    } finally {
      c.clock.advance(-(DAY - 60_000));
    }
  });

  it('refuses to cancel an e-invoiced invoice after 24 hours, saying why, and changes nothing', async () => {
    const invoice = (await c.generate(client)).body.data;
    c.clock.advance(DAY + 1000);
    try {
      const res = await c.call(admin(), 'POST', `/api/invoices/${invoice.invoice_id}/cancel`, { reason: 'Raised on the wrong client' });
      expectCancelWindowClosed(
        res,
        'The IRN was acknowledged on 21 Nov 2026, 03:30 pm and the IRP allows cancelling only within 24 hours: issue a credit note instead',
      );
      const detail = (await c.call(admin(), 'GET', `/api/invoices/${invoice.invoice_id}`)).json().data;
      expect(detail).toMatchObject({ status: 'unpaid', einvoice: { status: 'registered' } });
    } finally {
      c.clock.advance(-(DAY + 1000));
    }
  });

  it('gives a credit note to a registered client its own IRN (CRN) and prints it', async () => {
    const invoice = (await c.generate(client)).body.data;
    const res = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_000_00, reason: 'Fee reduced' });
    expect(res.statusCode).toBe(201);
    const note = res.json().data;
    const irn = sandboxIrn('27AAHFK4108N1Z3', einvoiceDate(note.credit_note_date), 'CRN', note.credit_note_number);
    expect(note.einvoice).toMatchObject({ status: 'registered', irn });
    const text = await billingPdfText((await c.call(admin(), 'GET', note.creditnote_url)).rawPayload);
    expect(text.replace(/\s/g, '')).toContain(`IRN${irn}`);
    expect(note.einvoice.irn).not.toBe(invoice.einvoice.irn);
  });
});
