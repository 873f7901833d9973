import { serviceCategoryBodySchema } from '../service-category';
import { GST_RATE_MESSAGES, gstSlabsOn, rateInForceProblem, rateTripleProblem } from './slabs';

describe('GST slabs by day (56th GST Council, in force from 22 September 2025)', () => {
  it.each([
    ['the day before the change keeps 12 and 28 %', '2025-09-21', [0, 500, 1200, 1800, 2800]],
    ['the day of the change: 0, 5, 18 and 40 %', '2025-09-22', [0, 500, 1800, 4000]],
    ['a later day', '2026-11-26', [0, 500, 1800, 4000]],
  ])('%s', (_name, day, slabs) => {
    expect(gstSlabsOn(day)).toEqual(slabs);
  });

  it.each([
    ['12 % on an invoice dated before the change', 1200, '2025-09-21', null],
    ['12 % on an invoice dated after it', 1200, '2025-09-22', GST_RATE_MESSAGES.notInForce('12', '2025-09-22')],
    ['40 % before the change', 4000, '2025-09-21', GST_RATE_MESSAGES.notInForce('40', '2025-09-21')],
    ['18 % on any day', 1800, '2024-04-01', null],
  ])('%s', (_name, rate, day, problem) => {
    expect(rateInForceProblem(rate, day)).toBe(problem);
  });
});

describe('one GST rate per category: CGST = SGST = half, IGST = whole', () => {
  it.each([
    ['9 + 9 = 18, taxable', { cgstBp: 900, sgstBp: 900, igstBp: 1800 }, 'taxable', null],
    ['2.5 + 2.5 = 5, taxable', { cgstBp: 250, sgstBp: 250, igstBp: 500 }, 'taxable', null],
    [
      "9 + 2 with 18: the issue's example",
      { cgstBp: 900, sgstBp: 200, igstBp: 1800 },
      'taxable',
      GST_RATE_MESSAGES.incoherent('9', '2', '18'),
    ],
    ['9 + 9 with 12', { cgstBp: 900, sgstBp: 900, igstBp: 1200 }, 'taxable', GST_RATE_MESSAGES.incoherent('9', '9', '12')],
    ['7 + 7 = 14 is not a slab', { cgstBp: 700, sgstBp: 700, igstBp: 1400 }, 'taxable', GST_RATE_MESSAGES.notASlab('14')],
    ['0 % taxable', { cgstBp: 0, sgstBp: 0, igstBp: 0 }, 'taxable', GST_RATE_MESSAGES.zeroNeedsTreatment],
    ['0 % nil-rated', { cgstBp: 0, sgstBp: 0, igstBp: 0 }, 'nil_rated', null],
    ['0 % exempt', { cgstBp: 0, sgstBp: 0, igstBp: 0 }, 'exempt', null],
    ['exempt at 18 %', { cgstBp: 900, sgstBp: 900, igstBp: 1800 }, 'exempt', GST_RATE_MESSAGES.treatmentNeedsZero],
  ] as const)('%s', (_name, rates, treatment, problem) => {
    expect(rateTripleProblem(rates, treatment)).toBe(problem);
  });
});

describe('the service category body', () => {
  const base = { name: 'Audit', description: 'Statutory audit' };
  it.each([
    ["spec 01's defaults: 9 + 9 = 18", {}, { cgst: 9, sgst: 9, igst: 18, gst_treatment: 'taxable' }],
    ['IGST alone gives the halves', { igst: 5 }, { cgst: 2.5, sgst: 2.5, igst: 5 }],
    ['CGST and SGST alone give IGST', { cgst: 2.5, sgst: 2.5 }, { cgst: 2.5, sgst: 2.5, igst: 5 }],
    ['all three at 0 is nil-rated unless told', { cgst: 0, sgst: 0, igst: 0 }, { igst: 0, gst_treatment: 'nil_rated' }],
    ['exempt at 0 %', { cgst: 0, sgst: 0, igst: 0, gst_treatment: 'exempt' }, { gst_treatment: 'exempt' }],
  ])('%s', (_name, rates, parsed) => {
    expect(serviceCategoryBodySchema.parse({ ...base, ...rates })).toEqual(expect.objectContaining(parsed));
  });

  it('refuses an incoherent triple with one clear message on IGST', () => {
    const result = serviceCategoryBodySchema.safeParse({ ...base, cgst: 9, sgst: 2, igst: 18 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['igst'], message: GST_RATE_MESSAGES.incoherent('9', '2', '18') }),
    ]);
  });
});
