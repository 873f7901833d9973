import { eq, sql } from 'drizzle-orm';
import { creditNoteCancelMessages as M } from '@firm/shared/domain/credit-note';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import { testDrivers } from '../../../test/test-database';
import { billingPdfText } from '../pdf/pdf-text.test-support';
import { countersMatchRows } from '../invoices/invoices.test-support';
import { einvoiceTestContext, expectCancelledWithIrn, expectCancelWindowClosed } from '../einvoice/einvoice.test-support';
import type { Who } from '../../tasks/tasks.test-support';
import { creditNotesTestContext } from './credit-notes.test-support';

// A credit note issued in error is cancelled as an invoice is: the number stays used, its credit
// is due again on the invoice, the PDF is stamped CANCELLED, and the returns leave it out.

describe.each(testDrivers())('cancelling a credit note (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const cancel = (id: number, body: object = { reason: 'Issued against the wrong invoice' }, who: Who = admin()) =>
    c.call(who, 'POST', `/api/credit-notes/${id}/cancel`, body);
  const noteRow = async (id: number) => (await c.t.app.db.select().from(creditNotes).where(eq(creditNotes.id, id)))[0]!;
  const invoiceRow = async (id: number) => (await c.t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  /** total + excess = paid + credited + due, read from the invoice's detail. */
  const balanced = async (id: number) => {
    const d = (await c.call(admin(), 'GET', `/api/invoices/${id}`)).json().data;
    expect(d.total_paise + d.excess_paise).toBe(d.paid_paise + d.credited_paise + d.outstanding_paise);
    return d;
  };
  const issue = async (invoiceId: number, paise = 1_000_00) => {
    const res = await c.credit({ invoice_id: invoiceId, credit_note_amount_paise: paise, reason: 'Fee revised' });
    expect(res.statusCode).toBe(201);
    return res.json().data as { credit_note_id: number; credit_note_number: string; total_paise: number; creditnote_url: string };
  };

  it('cancels a credit note: its credit is due again, who, when and why are kept, the PDF is stamped, the log says so', async () => {
    const invoice = await c.invoice();
    const note = await issue(invoice.invoice_id);
    const documentBefore = (await noteRow(note.credit_note_id)).documentId;
    expect(await balanced(invoice.invoice_id)).toMatchObject({ credited_paise: 1_180_00, outstanding_paise: 1_770_00 });

    const res = await cancel(note.credit_note_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.cancelled(note.credit_note_number),
      data: {
        credit_note_number: note.credit_note_number,
        status: 'cancelled',
        cancel_reason: 'Issued against the wrong invoice',
        cancelled_at: c.clock.now().toISOString(),
        invoice_amount_due_paise: 2_950_00,
        invoice_status: 'unpaid',
        reason: 'Fee revised',
      },
    });
    const row = await noteRow(note.credit_note_id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: admin().id, creditNoteNumber: note.credit_note_number });
    expect(row.documentId).not.toBe(documentBefore);
    expect(await balanced(invoice.invoice_id)).toMatchObject({
      credited_paise: 0,
      outstanding_paise: 2_950_00,
      credit_notes: [expect.objectContaining({ credit_note_id: note.credit_note_id, status: 'cancelled' })],
    });
    await countersMatchRows(c.t.app.db);
    // The client sees it cancelled, its credit no longer on the invoice.
    const mine = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/invoices?limit=100')).json().data.invoices;
    expect(mine.find((i: { invoice_id: number }) => i.invoice_id === invoice.invoice_id)).toMatchObject({
      credit_note_paise: 0,
      outstanding_paise: 2_950_00,
      credit_notes: [{ credit_note_number: note.credit_note_number, total_paise: 1_180_00, status: 'cancelled' }],
    });

    const text = await billingPdfText((await c.call(admin(), 'GET', note.creditnote_url)).rawPayload);
    expect(text).toContain('CANCELLED on 21 Nov 2026: Issued against the wrong invoice');
    expect(text).toContain('Credit Note');
    const log = (await c.call(admin(), 'GET', `/api/tasks/${invoice.task_id}`)).json().data.running_log;
    expect(log.at(-1)).toMatchObject({
      event_type: 'invoice',
      description: `Credit note ${note.credit_note_number} against invoice ${invoice.invoice_number} cancelled: Issued against the wrong invoice`,
    });

    // The next credit note takes the next number: the cancelled one is never given again.
    const next = await issue(invoice.invoice_id, 100_00);
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(next.credit_note_number)).toBe(serial(note.credit_note_number) + 1);
  });

  it('refuses a second cancel, a retry of its IRN, a missing reason, another firm’s note and other roles, changing nothing', async () => {
    const invoice = await c.invoice();
    const note = await issue(invoice.invoice_id);
    expect((await cancel(note.credit_note_id, { reason: '   ' })).statusCode).toBe(400);
    // Without the field at all the body's shape is wrong: a 422, as for every route.
    expect((await cancel(note.credit_note_id, {})).statusCode).toBe(422);
    expect((await cancel(note.credit_note_id, undefined, c.org.users.supervisor)).statusCode).toBe(403);
    expect((await cancel(note.credit_note_id, undefined, c.org.contacts[0])).statusCode).toBe(403);
    const foreign = await cancel(note.credit_note_id, undefined, c.other.users.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Credit note not found' });
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await noteRow(note.credit_note_id)).status).toBe('issued');
    expect((await invoiceRow(invoice.invoice_id)).creditedPaise).toBe(1_180_00);

    expect((await cancel(note.credit_note_id)).statusCode).toBe(200);
    const again = await cancel(note.credit_note_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.alreadyCancelled, code: 'CREDIT_NOTE_CANCELLED' });
    const retry = await c.call(admin(), 'POST', `/api/credit-notes/${note.credit_note_id}/einvoice/retry`);
    expect(retry.json()).toMatchObject({ code: 'CREDIT_NOTE_CANCELLED' });
    expect((await invoiceRow(invoice.invoice_id)).creditedPaise).toBe(0);
  });

  it('gives the credit back once under a double click', async () => {
    const invoice = await c.invoice();
    const first = await issue(invoice.invoice_id, 500_00);
    await issue(invoice.invoice_id, 500_00);
    const answers = await Promise.all([cancel(first.credit_note_id), cancel(first.credit_note_id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanced(invoice.invoice_id)).toMatchObject({ credited_paise: 590_00, outstanding_paise: 2_360_00 });
    await countersMatchRows(c.t.app.db);
  });

  it('makes what it credited due again on a paid invoice, and takes back an excess it made first', async () => {
    const paid = await c.invoice();
    const note = await issue(paid.invoice_id);
    expect((await c.call(admin(), 'PUT', `/api/invoices/${paid.invoice_id}/status`, { status: 'paid' })).statusCode).toBe(200);
    expect((await cancel(note.credit_note_id)).json().data).toMatchObject({
      invoice_status: 'partially_paid',
      invoice_amount_due_paise: 1_180_00,
    });
    expect(await balanced(paid.invoice_id)).toMatchObject({ paid_paise: 1_770_00, credited_paise: 0, outstanding_paise: 1_180_00 });

    // The client paid the whole invoice online while the credit note was issued: the credit made an excess.
    const overpaid = await c.invoice();
    const credit = await issue(overpaid.invoice_id);
    await c.t.app.db
      .update(invoices)
      .set({ paidPaise: sql`${invoices.totalPaise}` })
      .where(eq(invoices.id, overpaid.invoice_id));
    expect(await balanced(overpaid.invoice_id)).toMatchObject({ excess_paise: 1_180_00, outstanding_paise: 0 });
    expect((await cancel(credit.credit_note_id)).statusCode).toBe(200);
    expect(await balanced(overpaid.invoice_id)).toMatchObject({ excess_paise: 0, outstanding_paise: 0, credited_paise: 0 });
    await countersMatchRows(c.t.app.db);
  });

  it('lets the invoice be cancelled once its only credit note is', async () => {
    const invoice = await c.invoice();
    const note = await issue(invoice.invoice_id);
    const refused = await c.call(admin(), 'POST', `/api/invoices/${invoice.invoice_id}/cancel`, { reason: 'Wrong client' });
    expect(refused.json()).toMatchObject({ message: invoiceCancelMessages.credited });
    expect((await cancel(note.credit_note_id)).statusCode).toBe(200);
    const cancelled = await c.call(admin(), 'POST', `/api/invoices/${invoice.invoice_id}/cancel`, { reason: 'Wrong client' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
  });

  it('leaves a cancelled note out of GSTR-1’s notes and the GST summary, and counts it as cancelled in Table 13', async () => {
    const registered = await c.clientIn({ state: 'Maharashtra', gstNumber: '27AAACR5055K1Z7', street: '1 Road', city: 'Mumbai' });
    const invoice = await c.invoice({ client_id: registered });
    const kept = await issue(invoice.invoice_id, 200_00);
    const cancelled = await issue(invoice.invoice_id, 300_00);
    expect((await cancel(cancelled.credit_note_id)).statusCode).toBe(200);

    const file = (await c.call(admin(), 'GET', '/api/reports/gstr1/file?gstin=27AAHFK4108N1Z3&period=2026-11')).json();
    const notes = (file.cdnr ?? []).flatMap((r: { nt: { nt_num: string }[] }) => r.nt.map((n) => n.nt_num));
    expect(notes).toContain(kept.credit_note_number);
    expect(notes).not.toContain(cancelled.credit_note_number);
    const noteDocs = file.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 5).docs;
    const cancelledCount = noteDocs.reduce((n: number, d: { cancel: number }) => n + d.cancel, 0);
    expect(cancelledCount).toBeGreaterThanOrEqual(1);
    const total = noteDocs.reduce((n: number, d: { totnum: number; cancel: number; net_issue: number }) => {
      expect(d.net_issue).toBe(d.totnum - d.cancel);
      return n + d.totnum;
    }, 0);
    const [{ issued, all }] = (await c.t.app.db
      .select({ issued: sql<number>`count(*) filter (where status = 'issued')::int`, all: sql<number>`count(*)::int` })
      .from(creditNotes)) as [{ issued: number; all: number }];
    expect(total).toBe(all);
    expect(total - cancelledCount).toBe(issued);

    const summary = (await c.call(admin(), 'GET', '/api/reports/gst-summary?month=2026-11')).json();
    const numbers = [...summary.data.cdnr, ...summary.data.cdnur].map((r: { note_number: string }) => r.note_number);
    expect(numbers).toContain(kept.credit_note_number);
    expect(numbers).not.toContain(cancelled.credit_note_number);
    expect(summary.summary.credit_notes.count).toBe(issued);
  });
});

describe.each(testDrivers())('cancelling an e-invoiced credit note (%s)', (driver) => {
  const c = einvoiceTestContext(driver);
  const admin = () => c.org.users.admin;
  const DAY = 24 * 60 * 60 * 1000;
  let client = 0;
  beforeAll(async () => {
    client = await c.registeredClient();
    await c.setEinvoicing(true);
  });
  const registeredNote = async () => {
    const invoice = (await c.generate(client)).body.data;
    const res = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_000_00, reason: 'Fee reduced' });
    const note = res.json().data;
    expect(note.einvoice).toMatchObject({ status: 'registered' });
    return { invoice, note };
  };
  const later = async <T>(ms: number, run: () => Promise<T>) => {
    c.clock.advance(ms);
    try {
      return await run();
    } finally {
      c.clock.advance(-ms);
    }
  };

  it('cancels its IRN (CRN) at the IRP within 24 hours and prints both cancellations', async () => {
    const { note } = await registeredNote();
    await later(DAY - 60_000, async () => {
      const text = await expectCancelledWithIrn(c, `/api/credit-notes/${note.credit_note_id}/cancel`, 'Raised in error', {
        docType: 'CRN',
        number: note.credit_note_number,
        date: note.credit_note_date,
        irn: note.einvoice.irn,
        pdfUrl: note.creditnote_url,
      });
      expect(text).toContain('CANCELLED on 22 Nov 2026: Raised in error');
    });
  });

  it('refuses after 24 hours, saying why, and changes nothing', async () => {
    const { invoice, note } = await registeredNote();
    await later(DAY + 1000, async () => {
      const res = await c.call(admin(), 'POST', `/api/credit-notes/${note.credit_note_id}/cancel`, { reason: 'Raised in error' });
      expectCancelWindowClosed(
        res,
        'The IRN of this credit note was acknowledged on 21 Nov 2026, 03:30 pm and the IRP allows cancelling only within 24 hours: the credit note stays issued',
      );
    });
    const after = (await c.call(admin(), 'GET', `/api/credit-notes/${note.credit_note_id}`)).json().data;
    expect(after).toMatchObject({ status: 'issued', cancelled_at: null, einvoice: { status: 'registered' } });
    expect((await c.call(admin(), 'GET', `/api/invoices/${invoice.invoice_id}`)).json().data.credited_paise).toBe(note.total_paise);
  });
});
