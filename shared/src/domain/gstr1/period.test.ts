import { periodOfDay, recentPeriods, returnPeriodOf } from './period';

describe('return periods', () => {
  it.each([
    ['2026-10', 'monthly', { from: '2026-10-01', until: '2026-11-01', fp: '102026' }],
    ['2026-12', 'monthly', { from: '2026-12-01', until: '2027-01-01', fp: '122026' }],
    ['2026-06', 'quarterly', { from: '2026-04-01', until: '2026-07-01', fp: '062026' }],
    ['2027-03', 'quarterly', { from: '2027-01-01', until: '2027-04-01', fp: '032027' }],
  ] as const)('%s filed %s covers its days', (period, frequency, expected) => {
    expect(returnPeriodOf(period, frequency)).toEqual({ period, frequency, ...expected });
  });

  it.each([
    ['2026-10', 'quarterly'],
    ['2026-13', 'monthly'],
    ['26-10', 'monthly'],
  ] as const)('%s is no %s period', (period, frequency) => {
    expect(returnPeriodOf(period, frequency)).toBeNull();
  });

  it.each([
    ['2026-10-15', 'monthly', '2026-10'],
    ['2026-10-15', 'quarterly', '2026-12'],
    ['2026-12-31', 'quarterly', '2026-12'],
    ['2027-01-01', 'quarterly', '2027-03'],
  ] as const)('%s falls in the %s period %s', (day, frequency, period) => {
    expect(periodOfDay(day, frequency)).toBe(period);
  });

  it('offers the last periods newest first', () => {
    expect(recentPeriods('2027-01-10', 'quarterly', 3)).toEqual(['2027-03', '2026-12', '2026-09']);
    expect(recentPeriods('2027-01-10', 'monthly', 2)).toEqual(['2027-01', '2026-12']);
  });
});
