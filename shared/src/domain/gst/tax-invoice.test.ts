import { amountInWords } from '../money';
import { financialYearOf } from '../calendar';
import {
  computeSupplyTax,
  creditNoteDeadline,
  documentNumber,
  DOCUMENT_NUMBER_PATTERN,
  isCreditNoteAllowed,
  placeOfSupply,
  type PlaceOfSupply,
} from './tax-invoice';

const RATES_18 = { cgstBp: 900, sgstBp: 900, igstBp: 1800 };
const MAHARASHTRA = '27';

const domestic = (state: string): PlaceOfSupply => placeOfSupply({ state, typeOfDelivery: 'domestic' })!;

describe('place of supply of a service', () => {
  it.each([
    ['a registered client: the state of its GSTIN, whatever its address says', { gstin: '29AAPFU0939F1ZV', state: 'Maharashtra' }, '29'],
    ['an unregistered client: the state of its address', { gstin: null, state: 'Karnataka' }, '29'],
    ['a legacy GSTIN code counts for its successor state', { gstin: '28AAPFU0939F1Z2', state: null }, '37'],
    ['an address state spelt loosely', { state: 'dadra & nagar haveli and daman & diu' }, '26'],
  ])('%s', (_name, recipient, code) => {
    const place = placeOfSupply({ ...recipient, typeOfDelivery: 'domestic' });
    expect(place).toEqual({ supply: 'domestic', state: expect.objectContaining({ code }) });
  });

  it('is an export only for export delivery to a client outside India', () => {
    expect(placeOfSupply({ state: null, country: 'Singapore', typeOfDelivery: 'export' })).toEqual({ supply: 'export', withIgst: false });
    expect(placeOfSupply({ state: 'Goa', country: 'India', typeOfDelivery: 'export' })).toEqual(
      expect.objectContaining({ supply: 'domestic' }),
    );
  });

  it('is unknown without a GSTIN or an Indian state', () => {
    expect(placeOfSupply({ state: 'Atlantis', typeOfDelivery: 'domestic' })).toBeNull();
    expect(placeOfSupply({ typeOfDelivery: 'domestic' })).toBeNull();
  });
});

describe('tax of a supply', () => {
  it.each([
    [
      'intra-state: CGST + SGST',
      MAHARASHTRA,
      domestic('Maharashtra'),
      'intra_state',
      [
        ['CGST', 9_000_00],
        ['SGST', 9_000_00],
      ],
    ],
    ['inter-state: IGST', MAHARASHTRA, domestic('Karnataka'), 'inter_state', [['IGST', 18_000_00]]],
    [
      'a union territory without a legislature: CGST + UTGST',
      '04',
      domestic('Chandigarh'),
      'intra_state',
      [
        ['CGST', 9_000_00],
        ['UTGST', 9_000_00],
      ],
    ],
    [
      'Delhi has a legislature: CGST + SGST',
      '07',
      domestic('Delhi'),
      'intra_state',
      [
        ['CGST', 9_000_00],
        ['SGST', 9_000_00],
      ],
    ],
    ['export under LUT: zero-rated', MAHARASHTRA, { supply: 'export' } as const, 'export_lut', [['IGST', 0]]],
  ])('%s', (_name, supplier, place, supplyType, heads) => {
    const tax = computeSupplyTax(1_00_000_00, RATES_18, supplier, place);
    expect(tax.supplyType).toBe(supplyType);
    expect(tax.heads.map((h) => [h.name, h.amount])).toEqual(heads);
    expect(tax.total).toBe(1_00_000_00 + tax.totalTax);
  });

  it('rounds each head to the paisa, halves up, and totals the rounded heads', () => {
    // 9 % of ₹0.05 is 0.45 paise → 0; of ₹0.06 is 0.54 → 1 paisa each; of 1,000.55 is 9,004.95 paise → 9,005.
    expect(computeSupplyTax(5, RATES_18, MAHARASHTRA, domestic('Maharashtra')).totalTax).toBe(0);
    expect(computeSupplyTax(6, RATES_18, MAHARASHTRA, domestic('Maharashtra')).totalTax).toBe(2);
    const odd = computeSupplyTax(1_000_55, RATES_18, MAHARASHTRA, domestic('Maharashtra'));
    expect(odd.heads.map((h) => h.amount)).toEqual([90_05, 90_05]);
    expect(odd.total).toBe(1_000_55 + 180_10);
    expect(computeSupplyTax(1_000_55, RATES_18, MAHARASHTRA, domestic('Kerala')).heads[0]!.amount).toBe(180_10);
  });

  it('charges nothing for a zero-rated category and keeps the heads', () => {
    const tax = computeSupplyTax(50_000_00, { cgstBp: 0, sgstBp: 0, igstBp: 0 }, MAHARASHTRA, domestic('Maharashtra'));
    expect(tax).toMatchObject({ totalTax: 0, total: 50_000_00, heads: [{ name: 'CGST' }, { name: 'SGST' }] });
  });

  it('refuses a supplier state code that GST does not know', () => {
    expect(() => computeSupplyTax(100, RATES_18, '99', domestic('Goa'))).toThrow(RangeError);
  });
});

describe('financial year and numbering', () => {
  it('numbers documents in at most 16 characters of letters, digits, - and /', () => {
    const year = financialYearOf(new Date('2026-11-23T00:00:00Z'));
    expect(documentNumber('INV', year, 1)).toBe('INV/2026-27/0001');
    expect(documentNumber('CN', year, 12)).toBe('CN/2026-27/0012');
    expect(documentNumber('CN', year, 10_000)).toBe('CN/2026-27/10000');
    expect(documentNumber('INV', year, 10_000)).toBe('INV/26-27/10000');
    expect(documentNumber('INV', year, 999_999)).toBe('INV/26-27/999999');
    for (const n of [1, 9_999, 10_000, 999_999]) {
      const number = documentNumber('INV', year, n);
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(DOCUMENT_NUMBER_PATTERN);
    }
    expect(() => documentNumber('INV', year, 1_000_000)).toThrow('full');
    expect(() => documentNumber('INV', year, 0)).toThrow(RangeError);
  });

  it.each([
    ['INV/2026-27/0001', true],
    ['A', true],
    ['1234567890123456', true],
    ['/INV/2026-27/001', false],
    ['-INV/2026-27/001', false],
    ['12345678901234567', false],
    ['INV 1', false],
    ['', false],
  ])('takes %j as a GST document number: %s (the portal wants a letter or digit first)', (number, ok) => {
    expect(DOCUMENT_NUMBER_PATTERN.test(number)).toBe(ok);
  });
});

describe('credit note time limit', () => {
  it('allows a credit note until 30 November after the invoice’s financial year ends', () => {
    const invoiced = new Date('2027-03-31T12:00:00+05:30');
    expect(creditNoteDeadline(invoiced)).toBe('2027-11-30');
    expect(isCreditNoteAllowed(invoiced, new Date('2027-11-30T23:59:00+05:30'))).toBe(true);
    expect(isCreditNoteAllowed(invoiced, new Date('2027-12-01T00:00:00+05:30'))).toBe(false);
    expect(creditNoteDeadline(new Date('2027-04-01T00:00:00+05:30'))).toBe('2028-11-30');
  });
});

describe('amount in words on a tax invoice', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [99_99_999_99, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    [12_34_56_789_00, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
