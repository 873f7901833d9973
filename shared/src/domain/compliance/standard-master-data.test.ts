import { COMPLIANCE_CATALOGUE_SEED } from './catalogue';
import { nearestCategory, nearestSac, STANDARD_SAC_CODES, STANDARD_SERVICE_CATEGORIES } from './standard-master-data';

// What each standard compliance is billed as: its Projects' category and SAC code reach the invoice.

const billedAs = (code: string) => {
  const seed = COMPLIANCE_CATALOGUE_SEED.find((s) => s.code === code)!;
  return [seed.category, seed.sac];
};

describe('the standard catalogue bills each compliance as its service', () => {
  it.each([
    ['GSTR1', 'Taxation Services', '998231'],
    ['GSTR3B', 'Taxation Services', '998231'],
    ['GSTR3BQ', 'Taxation Services', '998231'],
    ['GSTR9', 'Taxation Services', '998231'],
    ['TDSPAY', 'Taxation Services', '998231'],
    ['24Q', 'Taxation Services', '998231'],
    ['26Q', 'Taxation Services', '998231'],
    ['ITRAUDIT', 'Taxation Services', '998231'],
    ['ITR', 'Taxation Services', '998232'],
    ['ADVTAX', 'Taxation Services', '998232'],
    ['TAXAUDIT', 'Audit & Assurance', '998221'],
    ['AOC4', 'Compliance & ROC', '998399'],
    ['LLP11', 'Compliance & ROC', '998399'],
    ['DIR3KYC', 'Compliance & ROC', '998399'],
  ])('%s is %s, SAC %s', (code, category, sac) => {
    expect(billedAs(code)).toEqual([category, sac]);
  });

  it('bills no return as financial auditing: only the tax audit report takes 998221', () => {
    expect(COMPLIANCE_CATALOGUE_SEED.filter((s) => s.sac === '998221').map((s) => s.code)).toEqual(['TAXAUDIT']);
  });

  it("names only categories and codes of the standard master data, which a new firm's seeding adds", () => {
    const categories = STANDARD_SERVICE_CATEGORIES.map((c) => c.name as string);
    const codes = STANDARD_SAC_CODES.map((c) => c.code as string);
    for (const seed of COMPLIANCE_CATALOGUE_SEED) {
      expect(categories).toContain(seed.category);
      expect(codes).toContain(seed.sac);
    }
  });
});

describe("a firm's own master data standing in for the standard one", () => {
  const categories = [
    { id: 1, name: 'Audit & Assurance' },
    { id: 2, name: 'Direct Taxation' },
    { id: 3, name: 'taxation services' },
  ];
  it.each([
    ['Taxation Services', 3],
    ['Audit & Assurance', 1],
    ['Compliance & ROC', 1],
  ] as const)('%s → category %i', (wanted, id) => {
    expect(nearestCategory(categories, wanted)?.id).toBe(id);
  });

  it('takes a category holding the first word when none has the name', () => {
    expect(nearestCategory([{ name: 'Audit & Assurance' }, { name: 'Taxation (GST)' }], 'Taxation Services')?.name).toBe('Taxation (GST)');
    expect(nearestCategory([], 'Taxation Services')).toBeNull();
  });

  it.each([
    [['998221', '998231', '998232'], '998232', '998232'],
    [['998221', '998231'], '998232', '998231'],
    [['998221', '998399'], '998231', '998221'],
    [['998311', '998222'], '998231', '998222'],
    [['998311'], '998231', '998311'],
    [[], '998231', undefined],
  ])('among %j, %s → %s', (codes, wanted, chosen) => {
    expect(
      nearestSac(
        codes.map((code) => ({ code })),
        wanted as '998231',
      )?.code,
    ).toBe(chosen);
  });
});
