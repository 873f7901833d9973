import { assessmentYearOf, financialYearLabel, financialYearOf, financialYearStartOf, quarterOfMonth } from '.';

describe('financial and assessment years', () => {
  it.each([
    ['2024-03-31', 2023, '2023-24', '2024-25'],
    ['2024-04-01', 2024, '2024-25', '2025-26'],
    ['2026-12-31', 2026, '2026-27', '2027-28'],
    ['2027-01-01', 2026, '2026-27', '2027-28'],
    ['2099-06-15', 2099, '2099-00', '2100-01'],
  ])('%s is in the financial year starting %i (%s), assessed in AY %s', (day, start, label, ay) => {
    expect(financialYearStartOf(day)).toBe(start);
    expect(financialYearLabel(start)).toBe(label);
    expect(assessmentYearOf(start)).toBe(ay);
  });

  it('turns at midnight of 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toEqual({ startYear: 2026, label: '2026-27', shortLabel: '26-27' });
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z')).label).toBe('2099-00');
    expect(financialYearOf(new Date('2009-06-01T00:00:00Z')).shortLabel).toBe('09-10');
  });

  it.each([
    [4, 1],
    [6, 1],
    [7, 2],
    [9, 2],
    [10, 3],
    [12, 3],
    [1, 4],
    [3, 4],
  ])('month %i is in quarter %i of the financial year', (month, quarter) => {
    expect(quarterOfMonth(month)).toBe(quarter);
  });
});
