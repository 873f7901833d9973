import { testDrivers } from '../../test/test-database';
import { creditNotesTestContext } from '../billing/credit-notes/credit-notes.test-support';

// A cancelled invoice stays on the client's My Invoices (it reached the client by e-mail): in a Cancelled
// tab of its own, with the reason and the invoice that replaced it, out of the sums, and never payable.

type Row = { invoice_id: number; invoice_number: string; status: string; [field: string]: unknown };

describe.each(testDrivers())('a cancelled invoice on the client portal (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const contact = () => c.org.contacts[0]!;
  const list = async (query = '') => {
    const res = await c.call(contact(), 'GET', `/api/client-portal/invoices?limit=100${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { invoices: Row[]; pagination: { total: number }; summary: Record<string, number> };
  };
  const cancel = (id: number, reason: string) => c.call(admin(), 'POST', `/api/invoices/${id}/cancel`, { reason });

  it('lists it as Cancelled with its reason and its replacement, unpayable, and out of the sums', async () => {
    const before = (await list()).summary;
    const wrong = await c.invoice();
    const dropped = await c.invoice();
    expect((await cancel(wrong.invoice_id, 'Raised at the wrong rate')).statusCode).toBe(200);
    expect((await cancel(dropped.invoice_id, 'Work called off by the client')).statusCode).toBe(200);
    const again = await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: wrong.task_id });
    expect(again.statusCode).toBe(201);
    const replacement = again.json().data as { invoice_id: number; invoice_number: string; total_paise: number };

    const all = await list();
    const rowOf = (id: number) => all.invoices.find((r) => r.invoice_id === id);
    expect(rowOf(wrong.invoice_id)).toMatchObject({
      invoice_number: wrong.invoice_number,
      status: 'cancelled',
      cancel_reason: 'Raised at the wrong rate',
      replaced_by: replacement.invoice_number,
      can_pay: false,
      overdue: false,
      outstanding_paise: 0,
      upi_link: null,
    });
    expect(rowOf(dropped.invoice_id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Work called off by the client',
      replaced_by: null,
    });
    expect(rowOf(replacement.invoice_id)).toMatchObject({ status: 'unpaid', can_pay: true, cancel_reason: null, replaced_by: null });

    // The Cancelled tab and its count; the money cards count only the live invoices.
    expect(all.summary).toMatchObject({
      cancelled: before.cancelled! + 2,
      unpaid: before.unpaid! + 1,
      total_paise: before.total_paise! + replacement.total_paise,
      outstanding_paise: before.outstanding_paise! + replacement.total_paise,
    });
    const tab = await list('&tab=cancelled');
    expect(tab.invoices.map((r) => r.invoice_number).sort()).toEqual([wrong.invoice_number, dropped.invoice_number].sort());
    expect(tab.pagination.total).toBe(before.cancelled! + 2);
    expect((await list('&tab=unpaid')).invoices.some((r) => r.status === 'cancelled')).toBe(false);

    // The server refuses to take money for it, whatever the screen shows.
    const order = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: wrong.invoice_number });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({ code: 'INVOICE_CANCELLED' });
  });
});
