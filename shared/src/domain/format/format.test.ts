import { formatDate, formatDateTime, formatNumber, formatPaise, formatRupees } from './format';

describe('en-IN formatting', () => {
  it.each([
    [123456700, '₹12,34,567.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [10000000000, '₹10,00,00,000.00'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  it('shows rupees with Indian digit grouping', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567.00');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('shows dates in India time, day first', () => {
    expect(formatDate('2026-03-31T20:00:00Z')).toBe('01 Apr 2026');
    expect(formatDate(new Date('2026-11-21T06:00:00Z'))).toBe('21 Nov 2026');
  });

  it.each([
    ['2026-09-15', '15 Sep 2026'],
    ['2026-06-30', '30 Jun 2026'],
    ['2026-07-31', '31 Jul 2026'],
  ])('shows %s with the three-letter month: %s', (day, shown) => {
    expect(formatDate(`${day}T06:00:00Z`)).toBe(shown);
  });

  it('shows September as Sep with a time too', () => {
    expect(formatDateTime('2026-09-15T10:00:00Z')).toMatch(/^15 Sep 2026, 03:30 pm$/i);
  });

  it('shows a fallback for a missing or broken date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date', 'No due date')).toBe('No due date');
  });

  it('shows date and time in India time', () => {
    expect(formatDateTime('2026-11-21T10:00:00Z')).toMatch(/^21 Nov 2026, 03:30 pm$/i);
  });
});
