import { addMonths, isCalendarDay, monthLabel, monthsBetween } from '.';

describe('months', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-06', -2, '2026-04'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -27, '2023-12'],
    ['2026-07', 0, '2026-07'],
  ])('%s moved by %i months is %s', (month, by, expected) => {
    expect(addMonths(month, by)).toBe(expected);
  });

  it.each([
    ['2026-11', '2027-02', 120, ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-11', '2026-11', 120, ['2026-11']],
    ['2026-12', '2026-11', 120, []],
    ['2026-01', '2026-12', 2, ['2026-01', '2026-02', '2026-03']],
  ])('months from %s to %s (at most %i + 1) are %j', (from, to, max, expected) => {
    expect(monthsBetween(from, to, max)).toEqual(expected);
  });

  it.each([
    ['2026-01', 'Jan 2026'],
    ['2026-09', 'Sep 2026'],
    ['2027-12', 'Dec 2027'],
  ])('%s reads %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });
});

describe('calendar days', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31'])('%s is a day of the calendar', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-05', ' 2026-01-05', '2026-01-05T00:00', ''])(
    '%p is not',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );
});
