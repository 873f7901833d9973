import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext } from '../credit-notes/credit-notes.test-support';
import { adminDetail, expectBalanced, paidAtCheckout } from './excess.test-support';

// A client's online payment racing an admin's credit note or payment entered by hand
// left paid + credited > total and the refund owed nowhere. The money is kept and shows as excess (a
// refund due) so that total + excess = paid + credited + due, whichever request wins.

describe.each(testDrivers())('money received beyond what is due (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const contact = () => c.org.contacts[0];
  const verify = (body: object) => c.call(contact(), 'POST', '/api/payments/verify-payment', body);

  it('keeps an online payment that lands after a credit note as excess, shown as a refund due to both sides', async () => {
    const invoice = await c.invoice();
    const checkout = await paidAtCheckout(c, invoice);
    const credit = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 500_00, reason: 'Discount agreed' });
    expect(credit.statusCode).toBe(201);
    const credited = credit.json().data.total_paise as number;
    expect((await verify(checkout)).statusCode).toBe(200);
    const detail = await adminDetail(c, invoice.invoice_id);
    expect(detail).toMatchObject({ paid_paise: invoice.total_paise, outstanding_paise: 0, excess_paise: credited, refunded_paise: 0 });
    expectBalanced(detail);

    const due = await c.call(c.org.users.admin, 'GET', '/api/invoices?tab=refund_due');
    expect(due.json().summary).toMatchObject({ refund_due: 1, excess_paise: credited });
    expect(due.json().data.invoices).toEqual([expect.objectContaining({ invoice_id: invoice.invoice_id, excess_paise: credited })]);
    const mine = await c.call(contact(), 'GET', '/api/client-portal/invoices');
    const shown = mine.json().data.invoices.find((i: { invoice_id: number }) => i.invoice_id === invoice.invoice_id);
    expect(shown).toMatchObject({ status: 'paid', outstanding_paise: 0, excess_paise: credited, refunded_paise: 0, can_pay: false });
  });

  it.each([
    ['a credit note', (invoiceId: number) => c.credit({ invoice_id: invoiceId, credit_note_amount_paise: 300_00, reason: 'Race' })],
    [
      'a payment entered by hand',
      (invoiceId: number) => c.call(c.org.users.admin, 'PUT', `/api/invoices/${invoiceId}/status`, { status: 'paid' }),
    ],
    [
      'a part payment entered by hand',
      (invoiceId: number) =>
        c.call(c.org.users.admin, 'PUT', `/api/invoices/${invoiceId}/status`, { status: 'partially_paid', amount_paise: 100_00 }),
    ],
  ])('keeps total + excess = paid + credited + due when an online payment races %s', async (_what, adminWrite) => {
    for (let round = 0; round < 4; round += 1) {
      const invoice = await c.invoice();
      const checkout = await paidAtCheckout(c, invoice);
      const [online, admin] = await Promise.all([verify(checkout), adminWrite(invoice.invoice_id), verify(checkout)]);
      // The client's payment is always taken (the money moved); the admin's write either lands or finds nothing due.
      expect(online.statusCode).toBe(200);
      expect([200, 201, 409]).toContain(admin.statusCode);
      await c.t.app.paymentWebhooksIdle();
      const detail = await adminDetail(c, invoice.invoice_id);
      expectBalanced(detail);
      expect(detail.payments.filter((p) => p.amount_paise === invoice.total_paise).length).toBeGreaterThanOrEqual(1);
      expect(detail.excess_paise).toBe(detail.paid_paise + detail.credited_paise - invoice.total_paise);
    }
  });
});
