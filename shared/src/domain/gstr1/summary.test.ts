import { buildGstr1 } from './build';
import { invoiceInput, noteInput, UNREGISTERED, UNTAXED } from './fixtures.test-support';
import { gstr1SummaryOf } from './summary';

describe('the GSTR-1 summary', () => {
  it('counts each table’s documents and adds their values and heads in paise, with Table 13’s cancelled numbers', () => {
    const b2b = invoiceInput({ taxablePaise: 12_345_67 });
    const overseas = invoiceInput({
      recipientGstin: null,
      gstCategory: 'overseas',
      supplyType: 'export_lut',
      placeOfSupplyCode: '96',
      ...UNTAXED,
      totalPaise: 1_000_00,
    });
    const small = invoiceInput({ ...UNREGISTERED, taxablePaise: 500_00 });
    const cancelled = invoiceInput({ status: 'cancelled' });
    const json = buildGstr1({
      gstin: '29AAHFK4108N1ZZ',
      period: '2026-10',
      invoices: [b2b, overseas, small, cancelled],
      creditNotes: [noteInput(b2b, 1_000_00)],
    });
    const { tables, documents } = gstr1SummaryOf(json);
    const row = (table: string) => tables.find((t) => t.table === table)!;
    expect(row('b2b')).toMatchObject({
      records: 1,
      value_paise: 14_567_89,
      taxable_paise: 12_345_67,
      cgst_paise: 1_111_11,
      sgst_paise: 1_111_11,
    });
    expect(row('exp')).toMatchObject({ records: 1, value_paise: 1_000_00, taxable_paise: 1_000_00, igst_paise: 0 });
    expect(row('b2cs')).toMatchObject({ records: 1, value_paise: null, taxable_paise: 500_00, cgst_paise: 45_00, sgst_paise: 45_00 });
    expect(row('cdnr')).toMatchObject({ records: 1, value_paise: 1_180_00, taxable_paise: 1_000_00 });
    expect(row('b2cl')).toMatchObject({ records: 0, value_paise: 0 });
    expect(row('hsn_b2b').taxable_paise + row('hsn_b2c').taxable_paise).toBe(12_345_67 + 1_000_00 + 500_00 - 1_000_00);
    const invoices = documents.find((d) => d.document === 'Invoices for outward supply')!;
    expect(invoices).toMatchObject({ total: 4, cancelled: 1, net_issued: 3 });
    expect(documents.find((d) => d.document === 'Credit Note')).toMatchObject({ total: 1, cancelled: 0, net_issued: 1 });
  });

  it('lists every table at zero for an empty period', () => {
    const { tables, documents } = gstr1SummaryOf(
      buildGstr1({ gstin: '29AAHFK4108N1ZZ', period: '2026-10', invoices: [], creditNotes: [] }),
    );
    expect(tables).toHaveLength(9);
    expect(tables.every((t) => t.records === 0 && t.taxable_paise === 0)).toBe(true);
    expect(documents).toEqual([]);
  });
});
