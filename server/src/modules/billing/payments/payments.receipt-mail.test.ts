import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { invoicePayments, mailOutbox, paymentOrders } from '../../../db/schema';
import { listOutbox } from '../../../platform/mail';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext } from '../credit-notes/credit-notes.test-support';
import type { PaymentDeps } from './payments.orders';
import { recordProviderPayment } from './payments.record';

// When the COMMIT's answer is lost (the connection drops after PostgreSQL committed),
// the caller sees an error and retries; the retry finds the payment recorded and, before, mailed nothing.
// The receipt is queued in the payment's own transaction: exactly one per contact for a committed
// payment, none for a rolled-back one.

/** The database, except that each transaction's outcome is hidden behind `fault` (its work still runs). */
function faulty(db: Db, fault: 'answer lost' | 'rolled back'): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    if (fault === 'answer lost') {
      await db.transaction(work, config);
      throw new Error('Connection terminated unexpectedly');
    }
    return db.transaction(async (tx) => {
      await work(tx);
      throw new Error('could not serialize access due to concurrent update');
    }, config);
  };
  return Object.assign(Object.create(db) as Db, { transaction });
}

describe.each(testDrivers())('the receipt of an online payment (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const deps = (db: Db): PaymentDeps => ({
    db,
    provider: c.t.app.payments!,
    mailer: c.t.app.mailer,
    now: () => c.t.app.clock.now(),
    log: { warn: () => undefined },
  });
  /** An order for the invoice's amount due, and a captured payment of it as the provider would report. */
  const captured = async (paymentId: string) => {
    const invoice = await c.invoice();
    const res = await c.call(c.org.contacts[0], 'POST', '/api/payments/create-order', {
      invoice_number: invoice.invoice_number,
      client_id: c.org.client.id,
    });
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.order_id as string;
    const payment = {
      id: paymentId,
      orderId,
      amountPaise: invoice.total_paise,
      currency: 'INR',
      status: 'captured' as const,
      method: 'upi',
    };
    return { invoice, orderId, payment };
  };
  const receiptsTo = async (invoiceNumber: string) => {
    await c.t.app.mailer.idle();
    return (await listOutbox(c.t.app.db, 50_000)).filter((m) => m.subject.endsWith(`for invoice ${invoiceNumber}`)).map((m) => m.to);
  };
  const contactEmails = () =>
    c.org.contacts
      .map((k) => k.email)
      .filter(Boolean)
      .sort();

  it('is mailed once to each contact when the COMMIT answer was lost and the call is retried', async () => {
    const { invoice, orderId, payment } = await captured('pay_lost_commit_answer');
    await expect(recordProviderPayment(deps(faulty(c.t.app.db, 'answer lost')), orderId, payment)).rejects.toThrow(
      'Connection terminated unexpectedly',
    );
    const retried = await recordProviderPayment(deps(c.t.app.db), orderId, payment);
    expect(retried.created).toBe(false);
    expect((await receiptsTo(invoice.invoice_number)).sort()).toEqual(contactEmails());
    // And a replay later still adds none.
    await recordProviderPayment(deps(c.t.app.db), orderId, payment);
    expect((await receiptsTo(invoice.invoice_number)).sort()).toEqual(contactEmails());
  });

  it('is not mailed for a payment whose transaction rolled back', async () => {
    const { invoice, orderId, payment } = await captured('pay_rolled_back');
    const queuedBefore = await c.t.app.db.$count(mailOutbox);
    await expect(recordProviderPayment(deps(faulty(c.t.app.db, 'rolled back')), orderId, payment)).rejects.toThrow('serialize');
    expect(await c.t.app.db.select().from(invoicePayments).where(eq(invoicePayments.providerPaymentId, payment.id))).toEqual([]);
    expect((await c.t.app.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0]!.status).toBe('created');
    expect(await c.t.app.db.$count(mailOutbox)).toBe(queuedBefore);
    expect(await receiptsTo(invoice.invoice_number)).toEqual([]);
  });
});
