import { invoiceUpiNote, upiPaymentLink } from '@firm/shared/domain/upi';
import { eq } from 'drizzle-orm';
import { offices, organizations } from '../../../db/schema';
import { bearer } from '../../../test/fixtures';
import { testDrivers } from '../../../test/test-database';
import { tasksTestContext } from '../../tasks/tasks.test-support';
import { billingPdfText } from '../pdf/pdf-text.test-support';
import { pdfLinks } from '../pdf/qr-code.test-support';
import { seedBillingOffice } from './invoices.test-support';

// The issued invoice carries a UPI code for its whole amount (nothing is paid at issue), paid to
// the UPI id the firm keeps in its payment details; none when the firm has set no UPI id.

describe.each(testDrivers())('the UPI code of an issued invoice (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const issue = async () => {
    const id = await c.closed();
    const res = await c.call(c.org.users.admin, 'POST', '/api/invoice/generate', { task_id: id });
    expect(res.statusCode).toBe(201);
    const invoice = res.json().data;
    const pdf = (await c.call(c.org.users.admin, 'GET', invoice.invoice_url)).rawPayload;
    return { invoice, pdf };
  };
  const setDetails = (paymentDetails: string | null) =>
    c.t.app.db.update(offices).set({ bankDetails: paymentDetails, upiId: null }).where(eq(offices.organizationId, c.org.organization.id));

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id, { name: 'Head office', address: 'Fort, Mumbai' });
  });

  it('pays the invoice total to the firm’s UPI id, with the invoice number in the note', async () => {
    await setDetails('Bank: HDFC Bank\nIFSC: HDFC0000060  UPI: kapooriyer@hdfcbank');
    const { invoice, pdf } = await issue();
    const [org] = await c.t.app.db.select().from(organizations).where(eq(organizations.id, c.org.organization.id));
    const expected = upiPaymentLink({
      upiId: 'kapooriyer@hdfcbank',
      payeeName: org!.name,
      amountPaise: invoice.total_paise,
      note: invoiceUpiNote(invoice.invoice_number),
    });
    expect(expected).toContain(`&tn=Invoice%20${encodeURIComponent(invoice.invoice_number)}`);
    expect(pdfLinks(pdf)).toEqual([expected]);
    expect(await billingPdfText(pdf)).toContain('UPI ID: kapooriyer@hdfcbank');
  });

  it('prints no UPI code when the firm has set no UPI id', async () => {
    await setDetails('Bank: HDFC Bank, IFSC: HDFC0000060');
    const { pdf } = await issue();
    expect(pdfLinks(pdf)).toEqual([]);
    expect(await billingPdfText(pdf)).not.toContain('PAY BY UPI');
  });

  it('shows the client a link for what is due now, which an admin’s UPI entry lowers and a full payment removes', async () => {
    await setDetails('UPI: kapooriyer@hdfcbank');
    const { invoice } = await issue();
    const contact = c.org.contacts[0]!;
    const rowOf = async () => {
      const res = await c.t.app.inject({ url: '/api/client-portal/invoices?limit=100', headers: bearer(c.t.app, contact) });
      expect(res.statusCode).toBe(200);
      return res.json().data.invoices.find((r: { invoice_id: number }) => r.invoice_id === invoice.invoice_id);
    };
    const [org] = await c.t.app.db.select().from(organizations).where(eq(organizations.id, c.org.organization.id));
    const linkFor = (amountPaise: number) =>
      upiPaymentLink({ upiId: 'kapooriyer@hdfcbank', payeeName: org!.name, amountPaise, note: invoiceUpiNote(invoice.invoice_number) });
    expect((await rowOf()).upi_link).toBe(linkFor(invoice.total_paise));

    // The client paid part by UPI; the admin records it with the UPI transaction reference (UTR).
    const part = await c.call(c.org.users.admin, 'PUT', `/api/invoices/${invoice.invoice_id}/status`, {
      status: 'partially_paid',
      amount_paise: 1_000_00,
      reference: 'UPI 412345678901',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.payments).toEqual([
      expect.objectContaining({ amount_paise: 1_000_00, method: 'manual', reference: 'UPI 412345678901' }),
    ]);
    expect((await rowOf()).upi_link).toBe(linkFor(invoice.total_paise - 1_000_00));

    expect((await c.call(c.org.users.admin, 'PUT', `/api/invoices/${invoice.invoice_id}/status`, { status: 'paid' })).statusCode).toBe(200);
    expect((await rowOf()).upi_link).toBeNull();
  });

  it('gives the client no link when the firm has no UPI id', async () => {
    await setDetails(null);
    await issue();
    const res = await c.t.app.inject({ url: '/api/client-portal/invoices?limit=100', headers: bearer(c.t.app, c.org.contacts[0]!) });
    const links = res.json().data.invoices.map((r: { upi_link: string | null }) => r.upi_link);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link: string | null) => link !== null)).toEqual([]);
  });
});
