import { eq } from 'drizzle-orm';
import { offices } from '../../../db/schema';
import { creditNotes } from '../../../db/schema-invoices';
import { openTestSession } from '../../../test/fixtures';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext } from './credit-notes.test-support';

// A credit note against an issued invoice reverses the invoice's tax heads at its rates, in its
// own consecutive series, and together with the invoice's other credit notes never exceeds what is due.

describe.each(testDrivers())('issuing a credit note (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const invoiceOf = async (id: number) => (await c.call(c.org.users.admin, 'GET', `/api/invoices/${id}`)).json().data;
  const serial = (number: string) => Number(number.split('/')[2]);

  it('credits an intra-state invoice: CGST and SGST at its rates, the invoice credited and the Project’s log told', async () => {
    const invoice = await c.invoice();
    const res = await c.credit({ invoice_number: invoice.invoice_number, credit_note_amount_paise: 1_000_00, reason: 'Fee revised' });
    expect(res.statusCode).toBe(201);
    const note = res.json().data;
    expect(res.json().message).toBe(`Credit note ${note.credit_note_number} created successfully`);
    expect(note.credit_note_number).toMatch(/^CN\/2026-27\/\d{4}$/);
    expect(note).toMatchObject({
      invoice_id: invoice.invoice_id,
      invoice_number: invoice.invoice_number,
      client_id: c.org.client.id,
      supply_type: 'intra_state',
      state_tax_name: 'SGST',
      cgst_bp: 900,
      sgst_bp: 900,
      igst_bp: 0,
      taxable_paise: 1_000_00,
      cgst_paise: 90_00,
      sgst_paise: 90_00,
      igst_paise: 0,
      total_paise: 1_180_00,
      invoice_total_paise: 2_950_00,
      invoice_amount_due_paise: 1_770_00,
      invoice_status: 'partially_paid',
      reason: 'Fee revised',
      status: 'issued',
      credit_note_date: '2026-11-21',
      creditnote_url: `/api/credit-notes/${note.credit_note_id}/pdf`,
    });
    expect(await invoiceOf(invoice.invoice_id)).toMatchObject({ credited_paise: 1_180_00, outstanding_paise: 1_770_00 });
    const log = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${invoice.task_id}`)).json().data.running_log;
    expect(log.at(-1)).toMatchObject({
      event_type: 'invoice',
      description: `Credit note ${note.credit_note_number} issued against invoice ${invoice.invoice_number}`,
    });
    const byId = await c.credit({ invoice_id: `inv_${invoice.invoice_id}`, credit_note_amount_paise: 1_00 });
    expect(byId.json().data).toMatchObject({ reason: 'Credit Note', total_paise: 1_18 });
  });

  it('credits IGST on an inter-state invoice and no tax on an export under LUT', async () => {
    const karnataka = await c.clientIn({ state: 'Maharashtra', gstNumber: '29AAPFU0939F1ZV' });
    const inter = await c.invoice({ client_id: karnataka });
    const igst = (await c.credit({ invoice_id: inter.invoice_id, credit_note_amount_paise: 333_33 })).json().data;
    expect(igst).toMatchObject({
      supply_type: 'inter_state',
      igst_bp: 1800,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 60_00,
      total_paise: 393_33,
    });

    const abroad = await c.clientIn({ country: 'Singapore', city: 'Singapore' });
    const exported = await c.invoice({ client_id: abroad, type_of_delivery: 'export' });
    const zero = (await c.credit({ invoice_id: exported.invoice_id, credit_note_amount_paise: 2_500_00 })).json().data;
    expect(zero).toMatchObject({ supply_type: 'export_lut', taxable_paise: 2_500_00, igst_paise: 0, total_paise: 2_500_00 });
    expect(zero.invoice_amount_due_paise).toBe(0);
  });

  it('credits CGST and UTGST where the firm and the client are in a Union Territory without a legislature', async () => {
    await c.t.app.db.insert(offices).values({
      organizationId: c.other.organization.id,
      kind: 'head_office',
      name: 'Head Office',
      city: 'Chandigarh',
      address: 'SCO 12, Sector 17',
      state: 'Chandigarh',
      stateCode: '04',
      pincode: '160017',
      gstin: '04AAHFK4108N1Z5',
    });
    const local = await c.clientIn({ state: 'Chandigarh', city: 'Chandigarh' }, c.other);
    const invoice = await c.invoice({ client_id: local }, c.other);
    const res = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 500_00 }, c.other.users.admin);
    expect(res.json().data).toMatchObject({ supply_type: 'intra_state', state_tax_name: 'UTGST', cgst_paise: 45_00, sgst_paise: 45_00 });
    // Each office has its own series: the other firm's first credit note is its 0001.
    expect(res.json().data.credit_note_number).toBe('CN/2026-27/0001');
  });

  it('cancels every head to the paisa when credit notes add up to the invoice, then refuses another', async () => {
    const invoice = await c.invoice({ invoice_amount_paise: 1_000_01 });
    const heads = async () => {
      const rows = await c.t.app.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.invoice_id));
      const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') => rows.reduce((s, r) => s + r[k], 0);
      return { taxable: sum('taxablePaise'), cgst: sum('cgstPaise'), sgst: sum('sgstPaise'), total: sum('totalPaise') };
    };
    for (const amount of [333_33, 333_33])
      expect((await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: amount })).statusCode).toBe(201);
    const last = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_000_01 - 666_66 });
    expect(last.statusCode).toBe(201);
    // 1,000.01 × 9 % = 90.0009 → ₹90.00 per head on the invoice; the credit notes reverse exactly that.
    expect(await heads()).toEqual({ taxable: 1_000_01, cgst: 90_00, sgst: 90_00, total: invoice.total_paise });
    expect(await invoiceOf(invoice.invoice_id)).toMatchObject({
      credited_paise: invoice.total_paise,
      outstanding_paise: 0,
      status: 'paid',
    });
    const more = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'INVOICE_NOTHING_DUE',
      message: 'This invoice has nothing left due: a credit note cannot be issued against it',
    });
  });

  it('refuses a credit note whose total with tax is above the amount due, writing nothing', async () => {
    const invoice = await c.invoice();
    await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_000_00 });
    const before = await c.count();
    // ₹1,770 is due: ₹1,500 taxable is ₹1,770 with tax (allowed), ₹1,500.01 is not.
    const over = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_500_01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'CREDIT_NOTE_EXCEEDS_DUE',
      message: "The credit note's total (with tax) cannot be more than the amount due on the invoice, ₹1,770.00",
      errors: [{ field: 'credit_note_amount_paise', code: 'CREDIT_NOTE_EXCEEDS_DUE' }],
    });
    expect(await c.count()).toEqual(before);
    expect((await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_500_00 })).statusCode).toBe(201);
  });

  it('numbers credit notes consecutively in one series, apart from the invoices', async () => {
    const invoice = await c.invoice();
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      numbers.push((await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 100_00 })).json().data.credit_note_number);
    }
    expect(numbers.map(serial)).toEqual([serial(numbers[0]!), serial(numbers[0]!) + 1, serial(numbers[0]!) + 2]);
    expect(numbers.every((n) => n.startsWith('CN/2026-27/'))).toBe(true);
  });

  it('lets only as many concurrent credit notes through as the amount due holds', async () => {
    const invoice = await c.invoice();
    // Each is 40 % of the invoice (₹1,000 + 18 % of ₹2,500 + 18 %): two fit, a third would not.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 1_000_00 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
    const rows = await c.t.app.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.invoice_id));
    expect(rows).toHaveLength(2);
    const after = await invoiceOf(invoice.invoice_id);
    expect(after).toMatchObject({ credited_paise: 2_360_00, outstanding_paise: 590_00 });
    const issued = answers.filter((a) => a.statusCode === 201).map((a) => serial(a.json().data.credit_note_number));
    expect(Math.abs(issued[0]! - issued[1]!)).toBe(1);
  });

  it('allows a credit note until 30 November after the invoice’s financial year, in India’s time', async () => {
    const invoice = await c.invoice();
    const admin = c.org.users.admin;
    const at = async (instant: string) => {
      c.clock.set(new Date(instant));
      await openTestSession(c.t.app.db, admin, c.clock.now());
      return c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 100_00 });
    };
    try {
      // 23:59 on 30 November 2027 in India is 18:29 UTC; a minute later it is 1 December there.
      const last = await at('2027-11-30T18:29:00Z');
      expect(last.statusCode).toBe(201);
      expect(last.json().data).toMatchObject({ credit_note_date: '2027-11-30' });
      expect(last.json().data.credit_note_number).toMatch(/^CN\/2027-28\/0001$/);
      const late = await at('2027-11-30T18:30:00Z');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'CREDIT_NOTE_DEADLINE_PASSED',
        message: 'The time limit for a credit note against this invoice ended on 30 Nov 2027 (30 November after its financial year)',
      });
    } finally {
      c.clock.set(new Date('2026-11-21T10:00:00Z'));
    }
  });

  it('answers 404 for another firm’s invoice and 403 to staff who are not admins', async () => {
    const invoice = await c.invoice();
    const before = await c.count();
    for (const body of [{ invoice_id: invoice.invoice_id }, { invoice_number: invoice.invoice_number }]) {
      const res = await c.credit({ ...body, credit_note_amount_paise: 100 }, c.other.users.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Invoice not found' });
    }
    // Both named: they must be the same invoice.
    const mismatch = await c.credit({ invoice_id: invoice.invoice_id, invoice_number: 'INV/2099-00/0001', credit_note_amount_paise: 100 });
    expect(mismatch.statusCode).toBe(404);
    expect((await c.credit({ invoice_id: 2_000_000_000, credit_note_amount_paise: 100 })).statusCode).toBe(404);
    for (const who of [c.org.users.supervisor, c.org.users.employee]) {
      expect((await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 100 }, who)).statusCode).toBe(403);
    }
    expect(await c.count()).toEqual(before);
  });

  it('refuses malformed bodies with a 4xx and a message, never a 500, writing nothing', async () => {
    const invoice = await c.invoice();
    const before = await c.count();
    const id = invoice.invoice_id;
    const bodies: unknown[] = [
      {},
      { invoice_id: id },
      { invoice_id: id, credit_note_amount_paise: 0 },
      { invoice_id: id, credit_note_amount_paise: -100 },
      { invoice_id: id, credit_note_amount_paise: 10.5 },
      { invoice_id: id, credit_note_amount_paise: 1e20 },
      { invoice_id: id, credit_note_amount_paise: '100' },
      { invoice_id: id, credit_note_amount_paise: [100] },
      { invoice_id: id, credit_note_amount_paise: { paise: 100 } },
      { invoice_id: 99_999_999_999, credit_note_amount_paise: 100 },
      { invoice_id: -1, credit_note_amount_paise: 100 },
      { invoice_id: [id], credit_note_amount_paise: 100 },
      { invoice_id: 'a\u0000b', credit_note_amount_paise: 100 },
      { invoice_number: 'INV\u0000', credit_note_amount_paise: 100 },
      { invoice_number: ['x'], credit_note_amount_paise: 100 },
      { invoice_number: 'x'.repeat(100), credit_note_amount_paise: 100 },
      { invoice_id: id, credit_note_amount_paise: 100, reason: 'r'.repeat(201) },
      { invoice_id: id, credit_note_amount_paise: 100, reason: 5 },
      [],
      'text',
    ];
    for (const body of bodies) {
      const res = await c.credit(body);
      expect([400, 422]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await c.credit({ invoice_id: id, credit_note_amount_paise: -1 })).json().message).toBe(
      'Credit note amount must be more than ₹0',
    );
    expect((await c.credit({ credit_note_amount_paise: 1 })).json().message).toBe('Choose the invoice this credit note adjusts');
    expect(await c.count()).toEqual(before);
  });
});
