import { isFinancialYearLabel } from '../calendar';
import { endorsementText, LUT_ARN_PATTERN, lutReferenceFor } from './lut';

describe('an LUT’s ARN', () => {
  it.each([
    ['AD270326001234X', true],
    ['AD2703260012345', true],
    ['AD270326001234', false],
    ['AD270326001234XY', false],
    ['AA270326001234X', false],
    ['AD27032600123-X', false],
  ])('%s is an ARN: %s', (arn, ok) => {
    expect(LUT_ARN_PATTERN.test(arn)).toBe(ok);
  });
});

describe('the year an LUT covers', () => {
  it.each([
    ['2026-27', true],
    ['2099-00', true],
    ['2026-28', false],
    ['26-27', false],
    ['2026/27', false],
  ])('%s is a financial year: %s', (label, ok) => {
    expect(isFinancialYearLabel(label)).toBe(ok);
  });
});

describe('the reference a zero-rated invoice quotes', () => {
  const office = { lutArn: 'AD270326001234X', lutFinancialYear: '2026-27' };

  it.each([
    ['the LUT’s year', office, '2026-27', 'LUT ARN AD270326001234X (FY 2026-27)'],
    ['another year', office, '2027-28', null],
    ['no LUT recorded', { lutArn: null, lutFinancialYear: null }, '2026-27', null],
  ])('an invoice of %s', (_name, lut, year, reference) => {
    expect(lutReferenceFor(lut, year)).toBe(reference);
  });

  it('stands beside the declaration, which prints alone without one', () => {
    expect(endorsementText('Declaration', 'LUT ARN AD270326001234X (FY 2026-27)')).toBe(
      'Declaration — LUT ARN AD270326001234X (FY 2026-27)',
    );
    expect(endorsementText('Declaration', null)).toBe('Declaration');
    expect(endorsementText(null, 'LUT ARN AD270326001234X (FY 2026-27)')).toBeNull();
  });
});
