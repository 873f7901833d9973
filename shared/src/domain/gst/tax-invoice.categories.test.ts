import type { GstCategory } from '../gst-category';
import {
  computeSupplyTax,
  LUT_DECLARATION,
  placeOfSupply,
  placeOfSupplyCode,
  placeOfSupplyLabel,
  SEZ_LUT_DECLARATION,
  zeroRatedDeclaration,
  type ExportTaxMode,
  type Recipient,
  type SupplyType,
} from './tax-invoice';

// Place of supply and tax by the client's GST category, one row per case with its section of
// the IGST Act. The supplier is in Maharashtra (27); the service is ₹1,00,000 at 18 %.

const RATES_18 = { cgstBp: 900, sgstBp: 900, igstBp: 1800 };
const SUPPLIER = '27';
const MH = '27AAPFU0939F1ZV';
const KA = '29AABCT1332L1ZA';
const UIN_DELHI = '0717UNO00157UNO';
const TDS_DELHI = '07DELA12345B1DE';

type Row = [
  section: string,
  category: GstCategory,
  recipient: Partial<Recipient>,
  mode: ExportTaxMode,
  place: string | null,
  supply: SupplyType | null,
  heads: [string, number][],
];

const rows: Row[] = [
  [
    's.12(2)(a): Regular in the same state: CGST + SGST',
    'regular',
    { gstin: MH, state: 'Maharashtra' },
    'lut',
    '27',
    'intra_state',
    [
      ['CGST', 9_000_00],
      ['SGST', 9_000_00],
    ],
  ],
  [
    's.12(2)(a): Regular in another state: IGST',
    'regular',
    { gstin: KA, state: 'Karnataka' },
    'lut',
    '29',
    'inter_state',
    [['IGST', 18_000_00]],
  ],
  [
    's.12(2)(a): Composition in the same state',
    'composition',
    { gstin: MH, state: 'Maharashtra' },
    'lut',
    '27',
    'intra_state',
    [
      ['CGST', 9_000_00],
      ['SGST', 9_000_00],
    ],
  ],
  [
    's.12(2)(b)(i): Unregistered, the address state (B2C), same state',
    'unregistered',
    { state: 'Maharashtra' },
    'lut',
    '27',
    'intra_state',
    [
      ['CGST', 9_000_00],
      ['SGST', 9_000_00],
    ],
  ],
  [
    's.12(2)(b)(i): Unregistered in another state: IGST',
    'unregistered',
    { state: 'Goa' },
    'lut',
    '30',
    'inter_state',
    [['IGST', 18_000_00]],
  ],
  [
    's.7(5)(b), s.16(1)(b): SEZ in the same state, with payment: IGST, never CGST + SGST',
    'sez_with_payment',
    { gstin: MH, state: 'Maharashtra' },
    'lut',
    '27',
    'sez_igst',
    [['IGST', 18_000_00]],
  ],
  [
    's.7(5)(b), s.16(3)(a): SEZ in the same state, under LUT: zero-rated',
    'sez_without_payment',
    { gstin: MH, state: 'Maharashtra' },
    'lut',
    '27',
    'sez_lut',
    [['IGST', 0]],
  ],
  [
    's.7(5)(b): SEZ in another state, with payment',
    'sez_with_payment',
    { gstin: KA, state: 'Karnataka' },
    'igst',
    '29',
    'sez_igst',
    [['IGST', 18_000_00]],
  ],
  [
    's.13(2), s.2(6), s.16(3)(a): Overseas, firm exports under LUT',
    'overseas',
    { country: 'Singapore' },
    'lut',
    '96',
    'export_lut',
    [['IGST', 0]],
  ],
  [
    's.13(2), s.16(3)(b): Overseas, firm exports with IGST',
    'overseas',
    { country: 'United States' },
    'igst',
    '96',
    'export_igst',
    [['IGST', 18_000_00]],
  ],
  [
    's.13(2): Overseas whatever the Project says (domestic delivery)',
    'overseas',
    { country: 'Singapore', typeOfDelivery: 'domestic' },
    'lut',
    '96',
    'export_lut',
    [['IGST', 0]],
  ],
  [
    's.12(2)(a): a client in India whose Project is marked export stays domestic',
    'regular',
    { gstin: KA, state: 'Karnataka', typeOfDelivery: 'export' },
    'lut',
    '29',
    'inter_state',
    [['IGST', 18_000_00]],
  ],
  [
    's.12(2)(a), CGST Act s.147 (goods only): Deemed export is billed as B2B',
    'deemed_export',
    { gstin: MH, state: 'Maharashtra' },
    'lut',
    '27',
    'intra_state',
    [
      ['CGST', 9_000_00],
      ['SGST', 9_000_00],
    ],
  ],
  [
    's.12(2)(a): Government / TDS registrant, the state of its TAN-based number',
    'government_tds',
    { gstin: TDS_DELHI, state: 'Delhi' },
    'lut',
    '07',
    'inter_state',
    [['IGST', 18_000_00]],
  ],
  [
    's.12(2)(a): UIN holder, the state of its UIN',
    'uin_holder',
    { gstin: UIN_DELHI, state: 'Delhi' },
    'lut',
    '07',
    'inter_state',
    [['IGST', 18_000_00]],
  ],
  [
    's.12(2)(b)(i): Unregistered without an Indian state has no place of supply',
    'unregistered',
    { state: 'Atlantis' },
    'lut',
    null,
    null,
    [],
  ],
  [
    'a Regular client saved before categories, abroad, export Project: still an export',
    'regular',
    { state: null, country: 'Singapore', typeOfDelivery: 'export' },
    'lut',
    '96',
    'export_lut',
    [['IGST', 0]],
  ],
];

describe('place of supply and tax by GST category', () => {
  it.each(rows)('%s', (_section, category, recipient, mode, code, supply, heads) => {
    const place = placeOfSupply({ typeOfDelivery: 'export', ...recipient, category, exportTaxMode: mode });
    if (code === null) {
      expect(place).toBeNull();
      return;
    }
    expect(placeOfSupplyCode(place!).code).toBe(code);
    const tax = computeSupplyTax(1_00_000_00, RATES_18, SUPPLIER, place!);
    expect(tax.supplyType).toBe(supply);
    expect(tax.heads.map((h) => [h.name, h.amount])).toEqual(heads);
    expect(tax.total).toBe(1_00_000_00 + heads.reduce((sum, [, amount]) => sum + amount, 0));
  });
});

describe('what a zero-rated invoice shows', () => {
  it.each([
    ['export_lut', LUT_DECLARATION],
    ['sez_lut', SEZ_LUT_DECLARATION],
    ['intra_state', null],
    ['inter_state', null],
  ] as const)('%s carries %s', (supply, declaration) => {
    expect(zeroRatedDeclaration(supply)).toBe(declaration);
  });

  it('writes the place of supply outside India as 96-Other Countries', () => {
    expect(placeOfSupplyLabel('96', 'Other Countries')).toBe('96-Other Countries');
    expect(placeOfSupplyLabel('29', 'Karnataka')).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel(null, null)).toBe('Outside India');
  });
});
