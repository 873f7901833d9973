import { formatPaise } from '@firm/shared/domain/format';
import { eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { invoicePayments, paymentOrders } from '../../../db/schema-payments';
import { listOutbox } from '../../../platform/mail';
import { expectPdfCarries } from '../pdf/pdf-text.test-support';
import { renderReceiptPdf } from '../pdf';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';

// Online payment with the sandbox (no Razorpay keys, the `npm start` default): a client's contact orders what
// is due, pays at the sandbox checkout, verifies; the payment is recorded once whatever is replayed,
// the receipt is mailed and downloadable, and nothing is written for a forged or foreign call.

describe.each(testDrivers())('paying an invoice through the sandbox (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const contact = () => c.org.contacts[0];
  const order = async (invoice: Invoiced) => {
    const res = await c.call(contact(), 'POST', '/api/payments/create-order', {
      invoice_number: invoice.invoice_number,
      client_id: c.org.client.id,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { order_id: string; amount: number; currency: string; provider: string; description: string };
  };
  const checkout = (orderId: string, outcome: 'pay' | 'fail' = 'pay') =>
    c.call(contact(), 'POST', '/api/payments/sandbox/checkout', { order_id: orderId, outcome });
  const paymentsOf = async (invoiceId: number) => c.t.app.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const invoiceRow = async (invoiceId: number) => (await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

  it('orders the amount due in paise and INR, pays, verifies, and records one payment with its receipt', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    expect(placed).toMatchObject({
      amount: invoice.total_paise,
      currency: 'INR',
      provider: 'sandbox',
      description: `Payment for Invoice ${invoice.invoice_number}`,
    });
    const paid = await checkout(placed.order_id);
    expect(paid.statusCode).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.json().data;
    const verify = () =>
      c.call(contact(), 'POST', '/api/payments/verify-payment', {
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
        invoice_number: invoice.invoice_number,
      });
    // Twenty verifies at once and the sandbox's own webhook: one payment.
    const answers = await Promise.all(Array.from({ length: 20 }, verify));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toMatchObject({
      success: true,
      status: 'success',
      data: { payment_verified: true, amount_paise: invoice.total_paise },
    });
    await c.t.app.paymentWebhooksIdle();
    const entries = await paymentsOf(invoice.invoice_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'sandbox', amountPaise: invoice.total_paise, providerPaymentId: razorpay_payment_id });
    expect(new Set(answers.map((a) => a.json().data.receipt_number))).toEqual(new Set([entries[0]!.receiptNumber]));
    expect(entries[0]!.receiptNumber).toMatch(/^RCT\/2026-27\/\d{4}$/);
    const row = await invoiceRow(invoice.invoice_id);
    expect(row.paidPaise + row.creditedPaise).toBe(row.totalPaise);

    // The client's list shows it paid with its receipt; the receipt PDF says what was paid.
    const list = await c.call(contact(), 'GET', '/api/client-portal/invoices?tab=paid');
    const shown = list.json().data.invoices.find((i: { invoice_id: number }) => i.invoice_id === invoice.invoice_id);
    expect(shown).toMatchObject({ status: 'paid', outstanding_paise: 0, can_pay: false, paid_paise: invoice.total_paise });
    expect(shown.receipts).toHaveLength(1);
    const pdf = await c.call(contact(), 'GET', shown.receipts[0].receipt_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Each active contact with an e-mail gets the receipt once.
    await c.t.app.mailer.idle();
    // The outbox directory is shared by the suites of this worker: this firm's contacts' addresses are its own.
    const ours = new Set(c.org.contacts.map((k) => k.email));
    const mails = (await listOutbox(c.t.app.db, 50_000)).filter((m) => ours.has(m.to) && m.subject.includes(entries[0]!.receiptNumber!));
    for (const mail of mails) expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(mails.map((m) => m.to).sort()).toEqual(
      c.org.contacts
        .map((k) => k.email)
        .filter(Boolean)
        .sort(),
    );

    // Paid: no second order, no second checkout.
    const again = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID', message: 'This invoice is already paid' });
    expect((await checkout(placed.order_id)).statusCode).toBe(409);
  });

  it('refuses a tampered signature, another order’s signature and another invoice, writing nothing', async () => {
    const first = await c.invoice();
    const second = await c.invoice();
    const a = await order(first);
    const b = await order(second);
    const paidB = (await checkout(b.order_id)).json().data;
    await c.t.app.paymentWebhooksIdle();
    const before = await paymentsOf(first.invoice_id);
    const attempts = [
      // B's payment and signature presented for A's order.
      {
        razorpay_order_id: a.order_id,
        razorpay_payment_id: paidB.razorpay_payment_id,
        razorpay_signature: paidB.razorpay_signature,
        invoice_number: first.invoice_number,
      },
      // One digit of the signature changed.
      {
        razorpay_order_id: b.order_id,
        razorpay_payment_id: paidB.razorpay_payment_id,
        razorpay_signature: `${paidB.razorpay_signature.slice(0, -1)}${paidB.razorpay_signature.endsWith('0') ? '1' : '0'}`,
        invoice_number: second.invoice_number,
      },
    ];
    for (const body of attempts) {
      const res = await c.call(contact(), 'POST', '/api/payments/verify-payment', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID', message: 'Payment verification failed' });
    }
    // B's genuine answer named with A's invoice number: the order is not that invoice's.
    const mismatch = await c.call(contact(), 'POST', '/api/payments/verify-payment', { ...paidB, invoice_number: first.invoice_number });
    expect(mismatch.statusCode).toBe(404);
    expect(await paymentsOf(first.invoice_id)).toEqual(before);
  });

  it('keeps other clients, other firms and staff out', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const foreign = await c.call(c.other.contacts[0], 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(foreign.statusCode).toBe(404);
    const named = await c.call(contact(), 'POST', '/api/payments/create-order', {
      invoice_number: invoice.invoice_number,
      client_id: c.other.client.id,
    });
    expect(named.statusCode).toBe(403);
    expect(
      (await c.call(c.other.contacts[0], 'POST', '/api/payments/sandbox/checkout', { order_id: placed.order_id, outcome: 'pay' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.call(c.org.users.admin, 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number })).statusCode,
    ).toBe(403);
    expect((await c.call(c.other.contacts[0], 'GET', `/api/client-portal/invoices/${invoice.invoice_id}/pdf`)).statusCode).toBe(404);
    expect((await c.call(contact(), 'GET', `/api/client-portal/invoices/${invoice.invoice_id}/pdf`)).statusCode).toBe(200);
    expect(await paymentsOf(invoice.invoice_id)).toEqual([]);
  });

  it('refuses a checkout whose amount is no longer what is due, and a failed payment records nothing', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const credited = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 100_00 });
    expect(credited.statusCode).toBe(201);
    const stale = await checkout(placed.order_id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PAYMENT_DUE_CHANGED' });
    const fresh = await order(invoice);
    expect(fresh.amount).toBe(invoice.total_paise - credited.json().data.total_paise);
    const failed = await checkout(fresh.order_id, 'fail');
    expect(failed.json().data).toMatchObject({ outcome: 'failed', razorpay_order_id: fresh.order_id });
    await c.t.app.paymentWebhooksIdle();
    expect(await paymentsOf(invoice.invoice_id)).toEqual([]);
    const [row] = await c.t.app.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, fresh.order_id));
    expect(row!.status).toBe('failed');
  });

  it('answers a forged or unsigned webhook 401 and writes nothing; bad input never 500', async () => {
    const count = async () => Number((await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(invoicePayments))[0]!.n);
    const before = await count();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_forged123', order_id: 'order_x', amount: 1 } } },
    });
    for (const headers of [{}, { 'x-razorpay-signature': 'a'.repeat(64) }, { 'x-razorpay-signature': 'not hex' }]) {
      const res = await c.t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await count()).toBe(before);
    const bad = [
      { invoice_number: 'INV\u0000/1' },
      { invoice_number: ['INV/2026-27/0001'] },
      { invoice_number: 12 },
      {},
      { invoice_number: 'x'.repeat(10_000) },
    ];
    for (const payload of bad) {
      const res = await c.call(contact(), 'POST', '/api/payments/create-order', payload);
      expect([400, 404, 422]).toContain(res.statusCode);
    }
    for (const payload of [
      { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'zz', invoice_number: 'INV/1' },
      { order_id: 5 },
    ]) {
      expect([400, 422]).toContain((await c.call(contact(), 'POST', '/api/payments/verify-payment', payload)).statusCode);
    }
    expect([400, 422]).toContain(
      (await c.call(contact(), 'POST', '/api/payments/sandbox/checkout', { order_id: 'order_abcdefg', outcome: 'steal' })).statusCode,
    );
  });
});

describe('the payment receipt PDF', () => {
  it('carries the receipt number, the invoice, the amount in figures and words, mode and reference', async () => {
    const pdf = await renderReceiptPdf(
      {
        number: 'RCT/2026-27/0007',
        date: '2026-11-23',
        supplier: {
          name: 'Kapoor Iyer & Co.',
          address: 'Fort, Mumbai',
          gstin: '27AAHFK4108N1Z3',
          stateName: 'Maharashtra',
          stateCode: '27',
        },
        receivedFrom: 'Sahyadri Foods Private Limited',
        invoice: { number: 'INV/2026-27/0042', date: '2026-11-20', totalPaise: 1_18_000_00 },
        amountPaise: 1_18_000_00,
        mode: 'Online (UPI) through Razorpay',
        reference: 'pay_Q1w2E3r4T5y6U7',
        balancePaise: 0,
      },
      { compress: false },
    );
    await expectPdfCarries(pdf, [
      'Payment Receipt',
      'RCT/2026-27/0007',
      'INV/2026-27/0042',
      'Sahyadri Foods Private Limited',
      formatPaise(1_18_000_00),
      'One Lakh Eighteen Thousand',
      'Online (UPI) through Razorpay',
      'pay_Q1w2E3r4T5y6U7',
      'Authorised Signatory',
    ]);
  });
});
