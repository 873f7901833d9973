import { COMPLIANCE_CATALOGUE_SEED } from './catalogue';
import { internalDueDate, openingDay, qrmpGstr3bDay, statutoryDueDate, type DueRuleParams } from './due-rules';
import { periodFromKey, periodOf, periodsFrom, type Period } from './periods';

const seed = (code: string): DueRuleParams => {
  const found = COMPLIANCE_CATALOGUE_SEED.find((c) => c.code === code);
  if (!found) throw new Error(`No seed ${code}`);
  return found;
};
const period = (key: string): Period => periodFromKey(key)!;
/** Each period of the financial year 2023-24 (leap February) and its due date under the seed's rule. */
const yearOf = (code: string, first: string, count: number, context = {}) =>
  periodsFrom(period(first), count).map((p) => [p.key, statutoryDueDate(seed(code), p, context)]);

describe('monthly GST dates over the financial year 2023-24', () => {
  it('GSTR-1 falls on the 11th of the next month, March into April', () => {
    expect(yearOf('GSTR1', '2023-04', 12)).toEqual([
      ['2023-04', '2023-05-11'],
      ['2023-05', '2023-06-11'],
      ['2023-06', '2023-07-11'],
      ['2023-07', '2023-08-11'],
      ['2023-08', '2023-09-11'],
      ['2023-09', '2023-10-11'],
      ['2023-10', '2023-11-11'],
      ['2023-11', '2023-12-11'],
      ['2023-12', '2024-01-11'],
      ['2024-01', '2024-02-11'],
      ['2024-02', '2024-03-11'],
      ['2024-03', '2024-04-11'],
    ]);
  });

  it('GSTR-3B falls on the 20th of the next month', () => {
    expect(yearOf('GSTR3B', '2023-12', 3)).toEqual([
      ['2023-12', '2024-01-20'],
      ['2024-01', '2024-02-20'],
      ['2024-02', '2024-03-20'],
    ]);
  });

  it('IFF falls on the 13th for the first two months of a quarter and not for the third', () => {
    expect(yearOf('IFF', '2023-04', 12)).toEqual([
      ['2023-04', '2023-05-13'],
      ['2023-05', '2023-06-13'],
      ['2023-06', null],
      ['2023-07', '2023-08-13'],
      ['2023-08', '2023-09-13'],
      ['2023-09', null],
      ['2023-10', '2023-11-13'],
      ['2023-11', '2023-12-13'],
      ['2023-12', null],
      ['2024-01', '2024-02-13'],
      ['2024-02', '2024-03-13'],
      ['2024-03', null],
    ]);
  });

  it("TDS is deposited by the 7th of the next month, March's by 30 April", () => {
    expect(yearOf('TDSPAY', '2024-01', 4)).toEqual([
      ['2024-01', '2024-02-07'],
      ['2024-02', '2024-03-07'],
      ['2024-03', '2024-04-30'],
      ['2024-04', '2024-05-07'],
    ]);
  });
});

describe('quarterly dates', () => {
  it('QRMP GSTR-1 falls on the 13th after each quarter', () => {
    expect(yearOf('GSTR1Q', 'FY2023-Q1', 4)).toEqual([
      ['FY2023-Q1', '2023-07-13'],
      ['FY2023-Q2', '2023-10-13'],
      ['FY2023-Q3', '2024-01-13'],
      ['FY2023-Q4', '2024-04-13'],
    ]);
  });

  it.each([
    ['Maharashtra', '2023-07-22'],
    ['Tamil Nadu', '2023-07-22'],
    ['Lakshadweep', '2023-07-22'],
    ['Lakshadweep Islands', '2023-07-22'],
    ['Delhi', '2023-07-24'],
    ['West Bengal', '2023-07-24'],
    ['Jammu and Kashmir', '2023-07-24'],
    [null, '2023-07-22'],
  ])('QRMP GSTR-3B of a client in %s falls on %s', (state, due) => {
    expect(statutoryDueDate(seed('GSTR3BQ'), period('FY2023-Q1'), { state })).toBe(due);
  });

  it('a state name the caller does not know takes the earlier date', () => {
    expect(qrmpGstr3bDay('Atlantis', () => false)).toBe(22);
  });

  it('CMP-08 falls on the 18th after the quarter', () => {
    expect(yearOf('CMP08', 'FY2023-Q3', 2)).toEqual([
      ['FY2023-Q3', '2024-01-18'],
      ['FY2023-Q4', '2024-04-18'],
    ]);
  });

  it.each(['24Q', '26Q'])('TDS return %s falls on 31 July, 31 October, 31 January and 31 May', (code) => {
    expect(yearOf(code, 'FY2023-Q1', 4)).toEqual([
      ['FY2023-Q1', '2023-07-31'],
      ['FY2023-Q2', '2023-10-31'],
      ['FY2023-Q3', '2024-01-31'],
      ['FY2023-Q4', '2024-05-31'],
    ]);
  });

  it('advance tax falls on 15 June, September, December and March', () => {
    expect(yearOf('ADVTAX', 'FY2023-Q1', 4)).toEqual([
      ['FY2023-Q1', '2023-06-15'],
      ['FY2023-Q2', '2023-09-15'],
      ['FY2023-Q3', '2023-12-15'],
      ['FY2023-Q4', '2024-03-15'],
    ]);
  });
});

describe('yearly dates for the financial year 2024-25', () => {
  it.each([
    ['GSTR9', '2025-12-31'],
    ['ITR', '2025-07-31'],
    ['ITRAUDIT', '2025-10-31'],
    ['ITRTP', '2025-11-30'],
    ['TAXAUDIT', '2025-09-30'],
    ['LLP11', '2025-05-30'],
    ['LLP8', '2025-10-30'],
    ['DIR3KYC', '2025-09-30'],
    ['AOC4', '2025-10-30'],
    ['MGT7', '2025-11-29'],
  ])('%s falls on %s', (code, due) => {
    expect(statutoryDueDate(seed(code), period('FY2024'))).toBe(due);
  });

  it('AOC-4 and MGT-7 follow an AGM held earlier', () => {
    expect(statutoryDueDate(seed('AOC4'), period('FY2024'), { agmDate: '2025-08-20' })).toBe('2025-09-19');
    expect(statutoryDueDate(seed('MGT7'), period('FY2024'), { agmDate: '2025-08-20' })).toBe('2025-10-19');
  });
});

describe('a standard rule on short months and leap years', () => {
  const lastDay = { frequency: 'monthly', rule: 'standard', monthsAfter: 1, dueDay: 31 } as const;
  it.each([
    ['2024-01', '2024-02-29'],
    ['2023-01', '2023-02-28'],
    ['2024-05', '2024-06-30'],
    ['2024-11', '2024-12-31'],
  ])('the 31st after %s is %s', (key, due) => {
    expect(statutoryDueDate(lastDay, period(key))).toBe(due);
  });

  it('a one-time compliance has no period date', () => {
    expect(statutoryDueDate(lastDay, periodOf('one_time', '2024-01-01'))).toBeNull();
  });
});

describe("the firm's dates", () => {
  it('puts the internal date the offset before the statutory one, never after', () => {
    expect(internalDueDate('2024-03-11', 5)).toBe('2024-03-06');
    expect(internalDueDate('2024-03-02', 5)).toBe('2024-02-26');
    expect(internalDueDate('2024-03-11', -3)).toBe('2024-03-11');
  });

  it('opens the Project the configured days before the due date', () => {
    expect(openingDay('2024-01-11', 15)).toBe('2023-12-27');
  });
});
