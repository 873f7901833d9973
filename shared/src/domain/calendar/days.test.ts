import { addDays, clampedDay, daysBetween, daysInMonth, indianDay, indianDayStart, monthsAfter } from '.';

describe("India's day of an instant", () => {
  it.each([
    ['2026-11-22T20:00:00Z', '2026-11-23'],
    ['2026-11-22T18:29:59Z', '2026-11-22'],
    ['2026-11-22T18:30:00Z', '2026-11-23'],
    ['2026-04-01T00:00:00+05:30', '2026-04-01'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
  ])('%s is %s in India', (at, day) => {
    expect(indianDay(new Date(at))).toBe(day);
  });
});

describe("the instant India's day begins", () => {
  it.each([
    ['2026-11-23', '2026-11-22T18:30:00.000Z'],
    ['2026-04-01', '2026-03-31T18:30:00.000Z'],
    ['2027-01-01', '2026-12-31T18:30:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(indianDayStart(day).toISOString()).toBe(instant);
    expect(indianDay(indianDayStart(day))).toBe(day);
    expect(indianDay(new Date(indianDayStart(day).getTime() - 1))).toBe(addDays(day, -1));
  });
});

describe('days after and between', () => {
  it.each([
    ['2026-11-23', 5, '2026-11-28'],
    ['2026-11-28', 5, '2026-12-03'],
    ['2026-12-30', 2, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-04-01', 0, '2026-04-01'],
    ['2026-04-01', -400, '2025-02-25'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });
});

describe('days of a month', () => {
  it.each([
    [2024, 2, 31, '2024-02-29'],
    [2023, 2, 29, '2023-02-28'],
    [2100, 2, 29, '2100-02-28'],
    [2000, 2, 30, '2000-02-29'],
    [2026, 6, 31, '2026-06-30'],
    [2026, 7, 31, '2026-07-31'],
  ])('%i-%i day %i is %s', (year, month, day, expected) => {
    expect(clampedDay(year, month, day)).toBe(expected);
  });

  it('counts a leap February and the months of the year', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2024, m))).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2026, 2)).toBe(28);
  });

  it.each([
    [2026, 11, 2, { year: 2027, month: 1 }],
    [2026, 1, -1, { year: 2025, month: 12 }],
    [2026, 4, 11, { year: 2027, month: 3 }],
  ])('%i-%i and %i months is %j', (year, month, months, expected) => {
    expect(monthsAfter(year, month, months)).toEqual(expected);
  });
});
