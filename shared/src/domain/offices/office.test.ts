import { financialYearOf } from '../calendar';
import { officeBodySchema, officeMessages, seriesDocumentNumber } from './office';

const body = {
  name: 'Bengaluru Branch',
  kind: 'branch',
  address: '21 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  gstin: '29AAHFK4108N1ZZ',
  series_prefix: 'KA',
};

const prefixError = (series_prefix: string) => {
  const result = officeBodySchema.safeParse({ ...body, series_prefix });
  return result.success ? null : result.error.issues.find((i) => i.path[0] === 'series_prefix')?.message;
};

describe("an office's series prefix", () => {
  it.each([
    ['KA', null],
    ['k1', null],
    ['/KA', officeMessages.prefixFirst],
    ['-K', officeMessages.prefixFirst],
    ['K/', officeMessages.prefixFormat],
    ['KARN', 'Series prefix must be no more than 3 characters'],
  ])('%j: %s', (prefix, message) => {
    expect(prefixError(prefix) ?? null).toBe(message);
  });
});

describe("a registration's document numbers", () => {
  const year = financialYearOf(new Date('2026-11-23T00:00:00Z'));

  it('put the prefix first and shorten the year to stay within 16 characters', () => {
    expect(seriesDocumentNumber(null, 'INV', year, 1)).toBe('INV/2026-27/0001');
    expect(seriesDocumentNumber('KA', 'INV', year, 1)).toBe('KAINV/26-27/0001');
    expect(seriesDocumentNumber('KAR', 'INV', year, 1)).toBe('KARINV/2627/0001');
  });

  it('never start with / or - (a prefix saved before the rule cannot make one)', () => {
    expect(() => seriesDocumentNumber('/', 'INV', year, 1)).toThrow(RangeError);
    expect(() => seriesDocumentNumber('-K', 'CN', year, 1)).toThrow(RangeError);
  });
});
