import { formatPaise } from '@firm/shared/domain/format';
import { findInvoice } from '../invoices';
import { expectPdfCarries } from '../pdf/pdf-text.test-support';
import { testDrivers } from '../../../test/test-database';
import { renderCreditNotePdf } from '../pdf';
import { creditNotesTestContext, type Invoiced } from './credit-notes.test-support';

// The admin's Credit Notes list (search, customer filter, sorts, pages), one credit note, its
// reason (the only thing that may change) and its PDF with every particular a credit note must carry.

type Note = { credit_note_id: number; credit_note_number: string; invoice_number: string; total_paise: number; reason: string };

describe.each(testDrivers())('credit notes after issue (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const list = async (query = '') => {
    const res = await c.call(admin(), 'GET', `/api/credit-notes${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { credit_notes: Note[] }; pagination: { page: number; limit: number; total: number; pages: number } };
  };
  let deccan: Invoiced;
  let sahyadri: Invoiced;
  const notes: Note[] = [];

  beforeAll(async () => {
    const other = await c.clientIn({ clientName: 'Deccan Ridge Advisors LLP', state: 'Karnataka', gstNumber: '29AAPFU0939F1ZV' });
    deccan = await c.invoice({ client_id: other });
    sahyadri = await c.invoice();
    for (const [invoice, paise] of [
      [sahyadri, 100_00],
      [deccan, 300_00],
      [sahyadri, 200_00],
    ] as const) {
      const res = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: paise });
      notes.push(res.json().data);
    }
  });

  it('lists the firm’s credit notes newest first, ten a page, with their invoice and customer', async () => {
    const answer = await list('?page=1');
    expect(answer.data.credit_notes.map((n) => n.credit_note_id)).toEqual(notes.map((n) => n.credit_note_id).reverse());
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(answer.data.credit_notes[1]).toMatchObject({ client_name: 'Deccan Ridge Advisors LLP', invoice_number: deccan.invoice_number });
    const paged = await list('?limit=2&page=2');
    expect(paged.data.credit_notes.map((n) => n.credit_note_id)).toEqual([notes[0]!.credit_note_id]);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const other = await c.call(c.other.users.admin, 'GET', '/api/credit-notes');
    expect(other.json().data.credit_notes).toEqual([]);
  });

  it('searches the credit note number, the invoice number and the customer, and filters by customer', async () => {
    const ids = async (query: string) => (await list(query)).data.credit_notes.map((n) => n.credit_note_id).sort((a, b) => a - b);
    expect(await ids(`?search=${encodeURIComponent(notes[1]!.credit_note_number)}`)).toEqual([notes[1]!.credit_note_id]);
    expect(await ids(`?search=${encodeURIComponent(sahyadri.invoice_number)}`)).toEqual([
      notes[0]!.credit_note_id,
      notes[2]!.credit_note_id,
    ]);
    expect(await ids('?search=deccan%20ridge')).toEqual([notes[1]!.credit_note_id]);
    expect(await ids(`?client_id=${c.org.client.id}`)).toEqual([notes[0]!.credit_note_id, notes[2]!.credit_note_id]);
    expect(await ids('?search=100%25')).toEqual([]);
    const amounts = (await list('?sort=amount&order=asc')).data.credit_notes.map((n) => n.total_paise);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    for (const bad of ['?sort=secret', '?client_id=abc', '?limit=101', '?search=a%00b', '?order=up']) {
      expect((await c.call(admin(), 'GET', `/api/credit-notes${bad}`)).statusCode).toBe(400);
    }
  });

  it('answers one credit note to its firm’s admin only', async () => {
    const one = await c.call(admin(), 'GET', `/api/credit-notes/${notes[1]!.credit_note_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      credit_note_number: notes[1]!.credit_note_number,
      supply_type: 'inter_state',
      igst_paise: 54_00,
    });
    expect((await c.call(c.other.users.admin, 'GET', `/api/credit-notes/${notes[1]!.credit_note_id}`)).statusCode).toBe(404);
    expect((await c.call(c.org.users.supervisor, 'GET', `/api/credit-notes/${notes[1]!.credit_note_id}`)).statusCode).toBe(403);
    expect((await c.call(admin(), 'GET', '/api/credit-notes/2000000000')).json()).toMatchObject({ message: 'Credit note not found' });
  });

  it('changes the reason and nothing else', async () => {
    const url = `/api/credit-notes/${notes[0]!.credit_note_id}`;
    const res = await c.call(admin(), 'PUT', url, { reason: '  Discount agreed after review ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Credit Note Updated', data: { reason: 'Discount agreed after review' } });
    const before = (await c.call(admin(), 'GET', url)).json().data;
    for (const body of [
      { reason: 'x', total_paise: 1 },
      { credit_note_number: 'CN/2026-27/9999' },
      { reason: 'x', invoice_id: deccan.invoice_id },
    ]) {
      const refused = await c.call(admin(), 'PUT', url, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Only the reason can be changed once a credit note is issued: its number, date, invoice and amounts stay as issued.',
      );
    }
    for (const body of [{ reason: '' }, { reason: 'r'.repeat(201) }, { reason: 'a\u0000b' }, {}, { reason: 5 }, [], 'x']) {
      expect([400, 422]).toContain((await c.call(admin(), 'PUT', url, body)).statusCode);
    }
    expect((await c.call(admin(), 'GET', url)).json().data).toEqual(before);
    expect((await c.call(c.other.users.admin, 'PUT', url, { reason: 'Theirs' })).statusCode).toBe(404);
    expect((await c.call(admin(), 'PUT', '/api/credit-notes/2000000000', { reason: 'None' })).statusCode).toBe(404);
  });

  it('serves the stored PDF, the same bytes every time, to the firm’s admin only', async () => {
    const url = `/api/credit-notes/${notes[1]!.credit_note_id}/pdf`;
    const first = await c.call(admin(), 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`inline; filename="${notes[1]!.credit_note_number.replace(/\//g, '-')}.pdf"`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await c.call(admin(), 'GET', url)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await c.t.app.inject({ url })).statusCode).toBe(401);
    expect((await c.call(c.other.users.admin, 'GET', url)).statusCode).toBe(404);
    expect((await c.call(c.org.users.employee, 'GET', url)).statusCode).toBe(403);
  });

  it('prints every particular a credit note must carry', async () => {
    const invoice = (await findInvoice(c.t.app.db, c.org.organization.id, deccan.invoice_id))!;
    const amounts = { taxable: 1_00_000_00, cgst: 0, sgst: 0, igst: 18_000_00, total: 1_18_000_00 };
    const pdf = await renderCreditNotePdf(
      invoice,
      { number: 'CN/2026-27/0042', date: '2026-12-02', reason: 'Fee reduced by agreement', amounts },
      { compress: false },
    );
    const text = await expectPdfCarries(pdf, [
      'Credit Note',
      'CN/2026-27/0042',
      '2 Dec 2026',
      `${deccan.invoice_number} dated 21 Nov 2026`,
      invoice.supplierName,
      'GSTIN: 27AAHFK4108N1Z3',
      'Maharashtra (27)',
      'Deccan Ridge Advisors LLP',
      'GSTIN: 29AAPFU0939F1ZV',
      'Karnataka (29)',
      '998231',
      'Reason: Fee reduced by agreement',
      formatPaise(1_00_000_00),
      'IGST @ 18%',
      formatPaise(18_000_00),
      formatPaise(1_18_000_00),
      'Rupees One Lakh Eighteen Thousand Only',
      'Authorised Signatory',
    ]);
    expect(text).not.toContain('PAYMENT DETAILS');
  });
});
