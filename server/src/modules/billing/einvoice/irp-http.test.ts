import { einvoiceDate } from '@firm/shared/domain/einvoice';
import { eq } from 'drizzle-orm';
import { organizations } from '../../../db/schema';
import { loadConfig } from '../../../platform/config';
import { testDrivers } from '../../../test/test-database';
import { billingPdfText } from '../pdf/pdf-text.test-support';
import { auditFeesPayload, einvoiceTestContext, IrpError, sandboxIrn, startFakeIrp, type FakeIrp } from './einvoice.test-support';
import { httpIrp } from './irp-http';
import { irpProviderOf } from './irp-provider-of';

// The real IRP client over HTTP, run against a fake IRP on loopback that speaks the IRP's API
// (auth token, Generate IRN, IRN by document details, Cancel IRN, its envelopes and error codes).

const credentials = { clientId: 'AAHFK4108N', clientSecret: 'secret-of-the-api', username: 'kapoor_api', password: 'p@ss' };

describe('the IRP client over HTTP', () => {
  let now = new Date('2026-11-21T10:00:00Z');
  let fake: FakeIrp;
  const client = () => httpIrp({ url: fake.url, ...credentials, now: () => now });

  beforeAll(async () => {
    fake = await startFakeIrp(credentials, () => now);
  });
  afterAll(() => fake.close());

  it('signs in once, registers, and answers the IRP’s IRN, acknowledgement and signed QR', async () => {
    const irp = client();
    const first = await irp.register(auditFeesPayload('INV/2026-27/0101'));
    const second = await irp.register(auditFeesPayload('INV/2026-27/0102'));
    expect(first).toEqual({
      irn: sandboxIrn('27AAHFK4108N1Z3', '21/11/2026', 'INV', 'INV/2026-27/0101'),
      ackNo: expect.stringMatching(/^[0-9]{15}$/),
      ackAt: new Date('2026-11-21T10:00:00Z'),
      signedQr: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(second.irn).not.toBe(first.irn);
    expect(fake.tokens).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/eicore/v1.03/Invoice').every((r) => r.authorised)).toBe(true);
  });

  it('finds a registered document again by its details after the duplicate-IRN refusal', async () => {
    const irp = client();
    const registered = await irp.register(auditFeesPayload('INV/2026-27/0103'));
    await expect(irp.register(auditFeesPayload('INV/2026-27/0103'))).rejects.toMatchObject({ code: '2150' });
    const ref = { sellerGstin: '27AAHFK4108N1Z3', docType: 'INV' as const, number: 'INV/2026-27/0103', date: einvoiceDate('2026-11-21') };
    expect(await irp.findByDocument(ref)).toEqual(registered);
    expect(await irp.findByDocument({ ...ref, number: 'INV/2026-27/9999' })).toBeNull();
  });

  it('passes on the IRP’s refusal with its code and words', async () => {
    fake.failNext('/eicore/v1.03/Invoice', { code: '2176', message: 'HSN code(s)-998222 is invalid' });
    const error = await client()
      .register(auditFeesPayload('INV/2026-27/0104'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IrpError);
    expect(error).toMatchObject({ code: '2176', message: 'HSN code(s)-998222 is invalid (2176)' });
  });

  it('signs in again once when the IRP no longer takes its token', async () => {
    const irp = client();
    await irp.register(auditFeesPayload('INV/2026-27/0105'));
    const tokens = fake.tokens.length;
    fake.tokens.splice(0);
    await irp.register(auditFeesPayload('INV/2026-27/0106'));
    expect(fake.tokens).toHaveLength(1);
    expect(tokens).toBeGreaterThan(0);
  });

  it('refuses with the IRP’s words when its credentials are wrong', async () => {
    const wrong = httpIrp({ url: fake.url, ...credentials, password: 'wrong', now: () => now });
    await expect(wrong.register(auditFeesPayload('INV/2026-27/0107'))).rejects.toMatchObject({
      code: '1008',
      message: 'Invalid login credentials (1008)',
    });
  });

  it('cancels within 24 hours of the acknowledgement, and passes on the IRP’s refusal after', async () => {
    const irp = client();
    const a = await irp.register(auditFeesPayload('INV/2026-27/0108'));
    const b = await irp.register(auditFeesPayload('INV/2026-27/0109'));
    now = new Date('2026-11-22T09:59:00Z');
    expect(await irp.cancel({ sellerGstin: '27AAHFK4108N1Z3', irn: a.irn, reason: '2', remark: 'Wrong client' })).toEqual({
      cancelledAt: new Date('2026-11-22T09:59:00Z'),
    });
    now = new Date('2026-11-22T10:00:01Z');
    await expect(irp.cancel({ sellerGstin: '27AAHFK4108N1Z3', irn: b.irn, reason: '2', remark: 'Late' })).rejects.toMatchObject({
      code: '2270',
    });
    now = new Date('2026-11-21T10:00:00Z');
  });

  it('says the IRP could not be reached when nothing answers', async () => {
    const gone = httpIrp({ url: 'http://127.0.0.1:9', ...credentials, timeoutMs: 2000 });
    const error = await gone.register(auditFeesPayload('INV/2026-27/0110')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: null, message: expect.stringMatching(/^The IRP could not be reached/) });
  });
});

describe('which IRP the server registers with', () => {
  const irp = { url: 'https://irp.example', clientId: 'a', clientSecret: 'b', username: 'c', password: 'd' };
  const now = () => new Date();

  it('takes the real IRP when all its settings are set, the sandbox without them, and none in production', () => {
    expect(irpProviderOf({ env: 'development', irp }, now)?.kind).toBe('irp');
    expect(irpProviderOf({ env: 'production', irp }, now)?.kind).toBe('irp');
    expect(irpProviderOf({ env: 'development', irp: {} }, now)?.kind).toBe('sandbox');
    expect(irpProviderOf({ env: 'test', irp: { url: irp.url } }, now)?.kind).toBe('sandbox');
    expect(irpProviderOf({ env: 'production', irp: {} }, now)).toBeNull();
  });

  it('stops a production start with some IRP settings only, naming the missing ones', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      OTP_SECRET: 'o'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    expect(() => loadConfig({ ...production, IRP_URL: irp.url, IRP_USERNAME: 'c' })).toThrow(
      /IRP_CLIENT_ID, IRP_CLIENT_SECRET, IRP_PASSWORD must be set/,
    );
    expect(loadConfig(production).irp).toEqual({});
  });
});

describe.each(testDrivers())('e-invoicing through an IRP over HTTP (%s)', (driver) => {
  const env: Record<string, string> = {};
  let fake: FakeIrp;
  beforeAll(async () => {
    // Before the app starts (the context's own beforeAll): it reads IRP_URL from this object.
    fake = await startFakeIrp(credentials, () => c.clock.now());
    Object.assign(env, {
      IRP_URL: fake.url,
      IRP_CLIENT_ID: credentials.clientId,
      IRP_CLIENT_SECRET: credentials.clientSecret,
      IRP_USERNAME: credentials.username,
      IRP_PASSWORD: credentials.password,
    });
  });
  const c = einvoiceTestContext(driver, env);
  afterAll(() => fake.close());

  it('registers a generated invoice with the IRP, prints its IRN, and cancels it there with the invoice', async () => {
    await c.setEinvoicing(true);
    expect((await c.call(c.org.users.admin, 'GET', '/api/settings/einvoice')).json().data).toEqual({ enabled: true, irp: 'irp' });
    const res = await c.generate(await c.registeredClient());
    expect(res.statusCode).toBe(201);
    const invoice = res.body.data;
    const irn = sandboxIrn('27AAHFK4108N1Z3', einvoiceDate(invoice.invoice_date), 'INV', invoice.invoice_number);
    expect(invoice.einvoice).toMatchObject({ status: 'registered', irn });
    // What reached the IRP is the invoice's JSON, in rupees from its paise.
    expect(fake.payloads.get(irn)).toMatchObject({
      DocDtls: { Typ: 'INV', No: invoice.invoice_number },
      BuyerDtls: { Gstin: '27AAACR5055K1Z7', Pin: 400021, Loc: 'Mumbai', Stcd: '27', Pos: '27' },
      ValDtls: { TotInvVal: invoice.total_paise / 100 },
    });
    const text = await billingPdfText((await c.call(c.org.users.admin, 'GET', invoice.invoice_url)).rawPayload);
    expect(text.replace(/\s/g, '')).toContain(`IRN${irn}`);

    const cancelled = await c.call(c.org.users.admin, 'POST', `/api/invoices/${invoice.invoice_id}/cancel`, { reason: 'Wrong client' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.einvoice.status).toBe('cancelled');
    expect(fake.requests.some((r) => r.path === '/eicore/v1.03/Invoice/Cancel' && r.authorised)).toBe(true);
  });

  it('keeps the invoice as it was when the IRP refuses to cancel', async () => {
    const invoice = (await c.generate(await c.registeredClient())).body.data;
    fake.failNext('/eicore/v1.03/Invoice/Cancel', { code: '9999', message: 'Invoice is not active' });
    const res = await c.call(c.org.users.admin, 'POST', `/api/invoices/${invoice.invoice_id}/cancel`, { reason: 'Wrong client' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'EINVOICE_IRP_FAILED',
      message: 'The IRP did not cancel the IRN, so nothing was changed: Invoice is not active (9999)',
    });
    expect((await c.call(c.org.users.admin, 'GET', `/api/invoices/${invoice.invoice_id}`)).json().data).toMatchObject({
      status: 'unpaid',
      einvoice: { status: 'registered' },
    });
  });
});

describe.each(testDrivers())('e-invoicing in production without an IRP (%s)', (driver) => {
  const c = einvoiceTestContext(driver, {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(32),
    OTP_SECRET: 'o'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    REMINDER_JOB: 'false',
  });

  it('cannot be turned on, and an invoice of a firm that had it on is left "IRN failed" with the reason', async () => {
    expect(c.t.app.irp).toBeNull();
    const put = await c.call(c.org.users.admin, 'PUT', '/api/settings/einvoice', { enabled: true });
    expect(put.statusCode).toBe(503);
    expect(put.json()).toMatchObject({
      code: 'EINVOICE_NOT_AVAILABLE',
      message: 'e-Invoicing is not available: no Invoice Registration Portal is configured on this server',
    });
    const [org] = await c.t.app.db.select().from(organizations).where(eq(organizations.id, c.org.organization.id));
    expect(org!.einvoiceEnabled).toBe(false);
    await c.setEinvoicing(true);
    const res = await c.generate(await c.registeredClient());
    expect(res.body.data.einvoice).toMatchObject({
      status: 'failed',
      failure: 'e-Invoicing is not available: no Invoice Registration Portal is configured on this server',
    });
  });
});
