import { creditNoteAmounts, creditNoteCreateSchema, creditNoteUpdateSchema, type CreditableInvoice } from './credit-note';
import { computeSupplyTax, placeOfSupply } from '../gst';

// The tax a credit note reverses: at the invoice's rates, each head rounded to the paisa, and a set of
// credit notes that cancels an invoice cancels every head exactly.

/** An invoice as the server issues it: computeSupplyTax from the firm in Maharashtra. */
function invoiceOf(
  taxable: number,
  supply: 'intra' | 'inter' | 'export',
  rates = { cgstBp: 900, sgstBp: 900, igstBp: 1800 },
): CreditableInvoice {
  const place =
    supply === 'export'
      ? placeOfSupply({ country: 'Singapore', typeOfDelivery: 'export' })!
      : placeOfSupply({ state: supply === 'intra' ? 'Maharashtra' : 'Karnataka', typeOfDelivery: 'domestic' })!;
  const tax = computeSupplyTax(taxable, rates, '27', place);
  const head = (name: string) => tax.heads.find((h) => h.name === name);
  return {
    supplyType: tax.supplyType,
    cgstBp: head('CGST')?.rateBp ?? 0,
    sgstBp: head('SGST')?.rateBp ?? 0,
    igstBp: head('IGST')?.rateBp ?? 0,
    taxable,
    cgst: head('CGST')?.amount ?? 0,
    sgst: head('SGST')?.amount ?? 0,
    igst: head('IGST')?.amount ?? 0,
  };
}

const NONE = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

describe('the tax a credit note reverses', () => {
  it.each([
    [
      'intra-state, 9 % + 9 % of ₹1,000',
      invoiceOf(1_000_00, 'intra'),
      500_00,
      { taxable: 500_00, cgst: 45_00, sgst: 45_00, igst: 0, total: 590_00 },
    ],
    // 3,333 × 9 % = 299.97 paise → 300; 50 × 9 % = 4.5 → 5 (halves up); 5 × 9 % = 0.45 → 0.
    [
      'intra-state at odd paise, rounded up',
      invoiceOf(10_001, 'intra'),
      3_333,
      { taxable: 3_333, cgst: 300, sgst: 300, igst: 0, total: 3_933 },
    ],
    ['intra-state at a half paisa, rounded half up', invoiceOf(10_001, 'intra'), 50, { taxable: 50, cgst: 5, sgst: 5, igst: 0, total: 60 }],
    ['intra-state below a half paisa, rounded down', invoiceOf(10_001, 'intra'), 5, { taxable: 5, cgst: 0, sgst: 0, igst: 0, total: 5 }],
    [
      'inter-state, 18 % IGST',
      invoiceOf(2_500_00, 'inter'),
      1_000_01,
      { taxable: 1_000_01, cgst: 0, sgst: 0, igst: 180_00, total: 1_180_01 },
    ],
    [
      'an export under LUT: no tax to reverse',
      invoiceOf(2_500_00, 'export'),
      1_000_00,
      { taxable: 1_000_00, cgst: 0, sgst: 0, igst: 0, total: 1_000_00 },
    ],
    [
      'the whole invoice: every head as invoiced',
      invoiceOf(10_001, 'intra'),
      10_001,
      { taxable: 10_001, cgst: 900, sgst: 900, igst: 0, total: 11_801 },
    ],
  ])('%s', (_name, invoice, taxable, expected) => {
    expect(creditNoteAmounts(invoice, NONE, taxable)).toEqual(expected);
  });

  it.each([
    ['intra-state, thirds of ₹100.01', invoiceOf(10_001, 'intra'), [3_333, 3_333]],
    ['intra-state, halves that round up', invoiceOf(1_00, 'intra'), [50]],
    ['intra-state, small notes that round down', invoiceOf(15, 'intra'), [5, 5]],
    ['inter-state, odd amounts', invoiceOf(99_999, 'inter'), [33_333, 1, 7_777]],
    ['an export', invoiceOf(2_500_00, 'export'), [1_000_00]],
  ])('%s: partial credit notes then the remainder cancel every head to the paisa', (_name, invoice, partials) => {
    const credited = { ...NONE };
    for (const taxable of [...partials, invoice.taxable - partials.reduce((a, b) => a + b, 0)]) {
      const note = creditNoteAmounts(invoice, credited, taxable);
      expect(note.total).toBe(note.taxable + note.cgst + note.sgst + note.igst);
      credited.taxable += note.taxable;
      credited.cgst += note.cgst;
      credited.sgst += note.sgst;
      credited.igst += note.igst;
    }
    expect(credited).toEqual({ taxable: invoice.taxable, cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst });
  });

  it('never reverses more of a head than remains of it', () => {
    // 5 % GST (2.5 % + 2.5 %) on 100 paise: 3 paise each; three notes of 20 paise took 1 paisa each (0.5 → 1).
    const invoice = invoiceOf(100, 'intra', { cgstBp: 250, sgstBp: 250, igstBp: 500 });
    expect(invoice).toMatchObject({ cgst: 3, sgst: 3 });
    const credited = { taxable: 60, cgst: 3, sgst: 3, igst: 0 };
    // 30 × 2.5 % = 0.75 → 1 paisa by rate, but nothing of either head is left.
    expect(creditNoteAmounts(invoice, credited, 30)).toEqual({ taxable: 30, cgst: 0, sgst: 0, igst: 0, total: 30 });
    expect(creditNoteAmounts(invoice, credited, 40)).toEqual({ taxable: 40, cgst: 0, sgst: 0, igst: 0, total: 40 });
  });
});

describe('the credit note calls', () => {
  it('takes the invoice by number or id and only the amount the admin enters; the tax is never the caller’s', () => {
    expect(creditNoteCreateSchema.parse({ invoice_id: 'inv_12', credit_note_amount_paise: 1_00, cgst: 50, igst: 'x' })).toEqual({
      invoice_number: undefined,
      invoice_id: 12,
      credit_note_amount_paise: 1_00,
      reason: 'Credit Note',
    });
    expect(
      creditNoteCreateSchema.parse({ invoice_number: ' INV/2026-27/0001 ', credit_note_amount_paise: 5, reason: 'Discount' }),
    ).toMatchObject({
      invoice_number: 'INV/2026-27/0001',
      reason: 'Discount',
    });
  });

  it.each([
    [{ credit_note_amount_paise: 100 }, 'Choose the invoice this credit note adjusts'],
    [{ invoice_id: 'abc', credit_note_amount_paise: 100 }, 'Invoice not found'],
    [{ invoice_id: 99_999_999_999, credit_note_amount_paise: 100 }, 'Invoice not found'],
    [{ invoice_id: 1 }, 'Credit note amount must be more than ₹0'],
    [{ invoice_id: 1, credit_note_amount_paise: 0 }, 'Credit note amount must be more than ₹0'],
    [{ invoice_id: 1, credit_note_amount_paise: -5 }, 'Credit note amount must be more than ₹0'],
    [{ invoice_id: 1, credit_note_amount_paise: 1.5 }, 'Credit note amount must be more than ₹0'],
  ])('refuses %j: %s', (body, message) => {
    const result = creditNoteCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('changes only the reason of an issued credit note, and says so when asked for more', () => {
    expect(creditNoteUpdateSchema.parse({ reason: ' Rate revised ' })).toEqual({ reason: 'Rate revised' });
    const refused = creditNoteUpdateSchema.safeParse({ reason: 'x', total_paise: 1, invoice_id: 2 });
    expect(refused.error!.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['total_paise'],
        message: 'Only the reason can be changed once a credit note is issued: its number, date, invoice and amounts stay as issued.',
      }),
    ]);
    expect(creditNoteUpdateSchema.safeParse({ reason: '' }).success).toBe(false);
  });
});
