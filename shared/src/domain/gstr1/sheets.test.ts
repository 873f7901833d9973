import { buildGstr1 } from './build';
import { invoiceInput, noteInput, UNREGISTERED } from './fixtures.test-support';
import { gstr1TemplateSheets } from './sheets';
import { GSTR1_SHEET_HEADERS } from './template';

describe('the offline tool’s Excel sheets', () => {
  const b2b = invoiceInput({ number: 'KAINV/26-27/0001' });
  const b2cs = invoiceInput({ number: 'KAINV/26-27/0002', ...UNREGISTERED });
  const json = buildGstr1({
    gstin: '29AAHFK4108N1ZZ',
    period: '2026-10',
    invoices: [b2b, b2cs],
    creditNotes: [noteInput(b2b, 100_00, { number: 'KACN/26-27/0001' })],
  });
  const sheets = gstr1TemplateSheets(json, new Map([[b2b.recipientGstin!, 'Bangalore Traders']]));
  const rowsOf = (name: string) => [...sheets.find((s) => s.name === name)!.rows()];

  it('are the template’s ten sheets in its order', () => {
    expect(sheets.map((s) => s.name)).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp', 'exemp', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
  });

  it('write B2B rows under the template’s headers with its date and place formats', () => {
    expect(GSTR1_SHEET_HEADERS.b2b[0]).toBe('GSTIN/UIN of Recipient');
    expect(rowsOf('b2b')).toEqual([
      [
        '29AAACB1234C1Z5',
        'Bangalore Traders',
        'KAINV/26-27/0001',
        '05-Oct-2026',
        1180,
        '29-Karnataka',
        'N',
        null,
        'Regular B2B',
        null,
        18,
        1000,
        0,
      ],
    ]);
  });

  it('write the credit note, B2CS, HSN and documents', () => {
    expect(rowsOf('cdnr')).toEqual([
      [
        '29AAACB1234C1Z5',
        'Bangalore Traders',
        'KACN/26-27/0001',
        '20-Oct-2026',
        'C',
        '29-Karnataka',
        'N',
        'Regular B2B',
        118,
        null,
        18,
        100,
        0,
      ],
    ]);
    expect(rowsOf('b2cs')).toEqual([['OE', '29-Karnataka', null, 18, 1000, 0, null]]);
    expect(rowsOf('hsn(b2b)')).toEqual([['998221', 'Accounting and bookkeeping ser', 'NA', 0, 1062, 18, 900, 0, 81, 81, 0]]);
    expect(rowsOf('docs')).toEqual([
      ['Invoices for outward supply', 'KAINV/26-27/0001', 'KAINV/26-27/0002', 2, 0],
      ['Credit Note', 'KACN/26-27/0001', 'KACN/26-27/0001', 1, 0],
    ]);
  });
});
