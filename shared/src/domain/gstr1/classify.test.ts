import { gstr1TableOf, invoiceTypeOf } from './classify';
import { invoiceInput, UNREGISTERED } from './fixtures.test-support';

describe('which table an invoice goes to', () => {
  it.each([
    ['a registered recipient', invoiceInput(), 'b2b'],
    ['an SEZ unit without payment', invoiceInput({ gstCategory: 'sez_without_payment', supplyType: 'inter_state' }), 'b2b'],
    ['an unregistered recipient in the same state', invoiceInput({ ...UNREGISTERED }), 'b2cs'],
    [
      'an inter-state unregistered invoice of exactly ₹1,00,000 after 1 Aug 2024',
      invoiceInput({ ...UNREGISTERED, supplyType: 'inter_state', totalPaise: 1_00_000_00, date: '2024-08-01' }),
      'b2cs',
    ],
    [
      'an inter-state unregistered invoice of ₹1,00,000.01 from 1 Aug 2024',
      invoiceInput({ ...UNREGISTERED, supplyType: 'inter_state', totalPaise: 1_00_000_01, date: '2024-08-01' }),
      'b2cl',
    ],
    [
      'an inter-state unregistered invoice of ₹2,00,000 on 31 Jul 2024',
      invoiceInput({ ...UNREGISTERED, supplyType: 'inter_state', totalPaise: 2_00_000_00, date: '2024-07-31' }),
      'b2cs',
    ],
    [
      'an inter-state unregistered invoice of ₹2,50,000.01 on 31 Jul 2024',
      invoiceInput({ ...UNREGISTERED, supplyType: 'inter_state', totalPaise: 2_50_000_01, date: '2024-07-31' }),
      'b2cl',
    ],
    ['an intra-state unregistered invoice above any limit', invoiceInput({ ...UNREGISTERED, totalPaise: 5_00_000_00 }), 'b2cs'],
    ['an export under LUT', invoiceInput({ recipientGstin: null, supplyType: 'export_lut', placeOfSupplyCode: null }), 'exp'],
    [
      'an overseas client paying IGST',
      invoiceInput({ recipientGstin: null, gstCategory: 'overseas', supplyType: 'inter_state', placeOfSupplyCode: '96' }),
      'exp',
    ],
    ['an exempt supply to a registered recipient', invoiceInput({ nilKind: 'exempt' }), 'nil'],
  ])('%s → %s', (_name, invoice, table) => {
    expect(gstr1TableOf(invoice)).toBe(table);
  });

  it.each([
    ['regular', 'R'],
    ['composition', 'R'],
    ['sez_with_payment', 'SEWP'],
    ['sez_without_payment', 'SEWOP'],
    ['deemed_export', 'DE'],
    ['government_tds', 'R'],
    ['uin_holder', 'R'],
  ] as const)('a %s recipient is invoice type %s', (gstCategory, type) => {
    expect(invoiceTypeOf(invoiceInput({ gstCategory }))).toBe(type);
  });
});
