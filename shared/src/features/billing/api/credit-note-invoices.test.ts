import { creditInvoice, creditNoteOf } from '../testing/credit-note-fixtures';
import { creditableOf, creditedOf, invoiceSearchParams } from './credit-note-invoices';

describe('the Add Credit Note dialog’s invoice', () => {
  it('searches numbers when the text looks like one and customers otherwise', () => {
    expect(invoiceSearchParams('  ')).toEqual({ tab: 'current', limit: '20' });
    expect(invoiceSearchParams('INV/2026')).toEqual({ tab: 'current', limit: '20', invoice_number: 'INV/2026' });
    expect(invoiceSearchParams('inv')).toEqual({ tab: 'current', limit: '20', invoice_number: 'inv' });
    expect(invoiceSearchParams('0012')).toEqual({ tab: 'current', limit: '20', invoice_number: '0012' });
    expect(invoiceSearchParams(' Mehta Foods ')).toEqual({ tab: 'current', limit: '20', company: 'Mehta Foods' });
  });

  it('reads the heads and rates off the invoice, UTGST as the state head', () => {
    const invoice = creditInvoice(1, {
      tax_heads: [
        { name: 'CGST', rate_bp: 900, amount_paise: 900_00 },
        { name: 'UTGST', rate_bp: 900, amount_paise: 900_00 },
      ],
    });
    expect(creditableOf(invoice)).toEqual({
      supplyType: 'intra_state',
      cgstBp: 900,
      sgstBp: 900,
      igstBp: 0,
      taxable: 10_000_00,
      cgst: 900_00,
      sgst: 900_00,
      igst: 0,
    });
    const inter = creditInvoice(2, { supply_type: 'inter_state', tax_heads: [{ name: 'IGST', rate_bp: 1800, amount_paise: 1_800_00 }] });
    expect(creditableOf(inter)).toMatchObject({ cgstBp: 0, sgstBp: 0, igstBp: 1800, cgst: 0, sgst: 0, igst: 1_800_00 });
  });

  it('sums what the invoice’s issued credit notes reversed, head by head, ignoring cancelled ones and other invoices', () => {
    const one = creditInvoice(1);
    const two = creditInvoice(2);
    const notes = [
      creditNoteOf(1, one, 1_000_00),
      creditNoteOf(2, one, 333_33),
      creditNoteOf(3, one, 5_000_00, { status: 'cancelled' }),
      creditNoteOf(4, two, 2_000_00),
    ];
    expect(creditedOf(notes, 1)).toEqual({ taxable: 1_333_33, cgst: 90_00 + 30_00, sgst: 90_00 + 30_00, igst: 0 });
    expect(creditedOf(notes, 3)).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
  });
});
