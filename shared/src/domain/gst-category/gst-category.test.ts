import { clientGstIssues, CLIENT_GST_MESSAGES, type ClientGstFields } from './client-gst';
import { GST_CATEGORIES, gstCategoryOf, GST_CATEGORY_LABELS, countryByName, isIndiaCountry, COUNTRIES } from '.';
import { checkGstin, gstinKindOf } from './gstin-kinds';

// Numbers with a correct check character (a real UIN, 0717UNO00157UNO, proves the checksum).
const NORMAL_MH = '27AAPFU0939F1ZV';
const NORMAL_KA = '29AABCT1332L1ZA';
const TDS_DELHI = '07DELA12345B1DE';
const GOVT_DELHI = '07DELD12313A1Z9';
const UIN = '0717UNO00157UNO';
const NON_RESIDENT = '2717USA00005NR0';
const OIDAR = '9917SGP29001OST';
const TCS = '27ABCDE1234F1CB';

describe('GSTIN kinds', () => {
  it.each([
    ['normal taxpayer (PAN based, r.10)', NORMAL_MH, 'normal'],
    ['TDS deductor (TAN based, CGST Act s.51)', TDS_DELHI, 'tds'],
    ['government department id', GOVT_DELHI, 'government'],
    ['UIN of a UN body (r.17)', UIN, 'uin'],
    ['non-resident taxable person', NON_RESIDENT, 'non_resident'],
    ['OIDAR supplier', OIDAR, 'oidar'],
    ['TCS e-commerce operator (s.52)', TCS, 'tcs'],
    ['spaces and small letters are ignored', ' 27aapfu0939f1zv ', 'normal'],
    ['not a GSTIN at all', 'ABCDEFGHIJKLMNO', undefined],
  ])('%s: %s is %s', (_name, value, kind) => {
    expect(gstinKindOf(value)).toBe(kind);
  });

  it.each([
    ['a correct normal number', NORMAL_MH, ['normal'], { ok: true, kind: 'normal', gstin: NORMAL_MH }],
    ['a wrong check character', '27AAPFU0939F1ZW', ['normal'], { ok: false, problem: 'checksum' }],
    ['a kind the category does not take', TDS_DELHI, ['normal'], { ok: false, problem: 'kind' }],
    ['an unknown state code', '99AAPFU0939F1ZV', ['normal'], { ok: false, problem: 'state' }],
    ['a UIN where a UIN is taken', UIN, ['uin'], { ok: true, kind: 'uin', gstin: UIN }],
    ['a TDS number where it is taken', TDS_DELHI, ['tds', 'government', 'normal'], { ok: true, kind: 'tds', gstin: TDS_DELHI }],
  ] as const)('%s', (_name, value, kinds, result) => {
    expect(checkGstin(value, kinds)).toEqual(result);
  });
});

describe('countries (ISO 3166-1)', () => {
  it('lists the 249 assigned codes once each', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(249);
  });

  it.each([
    ['United States', 'United States'],
    ['us', 'United States'],
    ['cote divoire', "Côte d'Ivoire"],
    ['Atlantis', undefined],
  ])('%s reads as %s', (typed, name) => {
    expect(countryByName(typed)).toBe(name);
  });

  it('takes an empty country, India, IN and Bharat for India', () => {
    expect([null, '', 'India', 'IN', 'bharat'].every(isIndiaCountry)).toBe(true);
    expect(isIndiaCountry('Singapore')).toBe(false);
  });
});

describe('GST categories', () => {
  it('has a label for each category and reads anything else as Regular', () => {
    expect(GST_CATEGORIES.every((c) => GST_CATEGORY_LABELS[c])).toBe(true);
    expect(gstCategoryOf('nonsense')).toBe('regular');
    expect(gstCategoryOf(null)).toBe('regular');
  });
});

const indian = (category: ClientGstFields['category'], gstNumber: string | null, state = 'Maharashtra'): ClientGstFields => ({
  category,
  gstNumber,
  state,
  country: 'India',
});

describe("a client's GST fields by category", () => {
  it.each([
    ['Regular with its state GSTIN', indian('regular', NORMAL_MH), []],
    ['Regular without a GSTIN: spec 01 says it is required', indian('regular', ''), [CLIENT_GST_MESSAGES.required]],
    ['Regular with a GSTIN of another state', indian('regular', NORMAL_KA), [CLIENT_GST_MESSAGES.state]],
    [
      'Regular with a wrong check character: it says the right one',
      indian('regular', '27AAPFU0939F1ZW'),
      ["The GSTIN's check character is wrong: the last character should be V"],
    ],
    [
      'Regular with an unknown state code',
      indian('regular', '99AAPFU0939F1ZV'),
      ['The GSTIN\'s state code "99" (its first two characters) is not a GST state code'],
    ],
    [
      'Regular with a PAN part of the wrong shape',
      indian('regular', '27AAPF00939F1ZV'),
      ["The GSTIN's characters 3 to 12 should be the holder's PAN: 5 letters, 4 digits and a letter"],
    ],
    ['Regular with a 14th character other than Z', indian('regular', '27AAPFU0939F1XV'), ['The GSTIN\'s 14th character should be "Z"']],
    ['Regular with fewer than 15 characters', indian('regular', '27AAPFU0939F1Z'), [CLIENT_GST_MESSAGES.format]],
    [
      'UIN holder with a wrong check character',
      indian('uin_holder', '0717UNO00157UNA', 'Delhi'),
      ["The GSTIN's check character is wrong: the last character should be O"],
    ],
    ['Regular with a TDS number', indian('regular', TDS_DELHI, 'Delhi'), [CLIENT_GST_MESSAGES.kind('regular', ['normal', 'non_resident'])]],
    ['Regular, a non-resident taxable person', indian('regular', NON_RESIDENT), []],
    ['Composition with its GSTIN', indian('composition', NORMAL_MH), []],
    ['Unregistered with no GSTIN', indian('unregistered', null), []],
    ['Unregistered with a GSTIN', indian('unregistered', NORMAL_MH), [CLIENT_GST_MESSAGES.notAllowed('unregistered')]],
    ['Unregistered without a state', indian('unregistered', null, ''), [CLIENT_GST_MESSAGES.stateRequired]],
    ['SEZ (with payment) with its GSTIN', indian('sez_with_payment', NORMAL_MH), []],
    ['SEZ (under LUT) without a GSTIN', indian('sez_without_payment', ''), [CLIENT_GST_MESSAGES.required]],
    ['Deemed export with its GSTIN', indian('deemed_export', NORMAL_MH), []],
    ['Government: a TAN-based TDS registration', indian('government_tds', TDS_DELHI, 'Delhi'), []],
    ['Government: a department id', indian('government_tds', GOVT_DELHI, 'Delhi'), []],
    ['Government: a normal registration', indian('government_tds', NORMAL_MH), []],
    ['UIN holder with its UIN', indian('uin_holder', UIN, 'Delhi'), []],
    ['UIN holder with a normal GSTIN', indian('uin_holder', NORMAL_MH), [CLIENT_GST_MESSAGES.kind('uin_holder', ['uin'])]],
    [
      'an Indian category with a foreign country',
      { ...indian('regular', NORMAL_MH), country: 'Singapore' },
      [CLIENT_GST_MESSAGES.countryNotIndia],
    ],
    ['Overseas with a country', { category: 'overseas', gstNumber: '', state: '', country: 'Singapore' }, []],
    ['Overseas with India as its country', { category: 'overseas', state: '', country: 'India' }, [CLIENT_GST_MESSAGES.countryIndia]],
    ['Overseas without a country', { category: 'overseas', state: '', country: '' }, [CLIENT_GST_MESSAGES.countryRequired]],
    ['Overseas with an unknown country', { category: 'overseas', state: '', country: 'Atlantis' }, [CLIENT_GST_MESSAGES.countryUnknown]],
    ['Overseas with its region as text', { category: 'overseas', state: 'Greater London', country: 'United Kingdom' }, []],
    ['Overseas with a region named like an Indian state', { category: 'overseas', state: 'Punjab', country: 'Pakistan' }, []],
    [
      'Overseas with a GSTIN',
      { category: 'overseas', gstNumber: OIDAR, country: 'Singapore' },
      [CLIENT_GST_MESSAGES.notAllowed('overseas')],
    ],
  ] as [string, ClientGstFields, string[]][])('%s', (_name, fields, messages) => {
    expect(clientGstIssues(fields).map((i) => i.message)).toEqual(messages);
  });
});
