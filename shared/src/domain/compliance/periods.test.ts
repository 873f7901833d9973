import { addDays } from '../calendar';
import { nextPeriod, periodFromKey, periodOf, periodsFrom, previousPeriod } from './periods';

// Every day of a financial year (with its leap February), through the period of each frequency.
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

describe('periods over the whole financial year 2023-24 (a leap February)', () => {
  const days = daysOf('2023-04-01', '2024-03-31');

  it('has 366 days, each in exactly one period of each frequency that contains it', () => {
    expect(days).toHaveLength(366);
    for (const day of days) {
      for (const frequency of ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const) {
        const p = periodOf(frequency, day);
        expect(p.start <= day && day <= p.end).toBe(true);
        expect(periodFromKey(p.key)).toEqual(p);
      }
    }
  });

  it('counts 12 months, 4 quarters, 2 halves and 1 year', () => {
    const keys = (f: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly') => new Set(days.map((d) => periodOf(f, d).key));
    expect([...keys('monthly')]).toEqual([
      '2023-04',
      '2023-05',
      '2023-06',
      '2023-07',
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
    expect([...keys('quarterly')]).toEqual(['FY2023-Q1', 'FY2023-Q2', 'FY2023-Q3', 'FY2023-Q4']);
    expect([...keys('half_yearly')]).toEqual(['FY2023-H1', 'FY2023-H2']);
    expect([...keys('yearly')]).toEqual(['FY2023']);
  });

  it.each([
    ['2024-02-10', 'monthly', '2024-02-01', '2024-02-29', 'Feb 2024'],
    ['2023-02-10', 'monthly', '2023-02-01', '2023-02-28', 'Feb 2023'],
    ['2023-06-30', 'quarterly', '2023-04-01', '2023-06-30', 'Q1 FY 2023-24'],
    ['2023-07-01', 'quarterly', '2023-07-01', '2023-09-30', 'Q2 FY 2023-24'],
    ['2023-12-31', 'quarterly', '2023-10-01', '2023-12-31', 'Q3 FY 2023-24'],
    ['2024-01-01', 'quarterly', '2024-01-01', '2024-03-31', 'Q4 FY 2023-24'],
    ['2023-09-30', 'half_yearly', '2023-04-01', '2023-09-30', 'H1 FY 2023-24'],
    ['2023-10-01', 'half_yearly', '2023-10-01', '2024-03-31', 'H2 FY 2023-24'],
    ['2024-03-31', 'yearly', '2023-04-01', '2024-03-31', 'FY 2023-24'],
  ] as const)('%s: its %s period runs %s to %s (%s)', (day, frequency, start, end, label) => {
    expect(periodOf(frequency, day)).toMatchObject({ start, end, label });
  });
});

describe('moving between periods', () => {
  it('steps across the year end and back', () => {
    const march = periodOf('monthly', '2024-03-15');
    expect(nextPeriod(march)?.key).toBe('2024-04');
    expect(previousPeriod(periodOf('monthly', '2024-01-01'))?.key).toBe('2023-12');
    expect(nextPeriod(periodOf('quarterly', '2024-02-01'))?.key).toBe('FY2024-Q1');
    expect(previousPeriod(periodOf('yearly', '2024-05-01'))?.key).toBe('FY2023');
    expect(nextPeriod(periodOf('one_time', '2024-05-01'))).toBeNull();
  });

  it('lists twelve months in order', () => {
    expect(periodsFrom(periodOf('monthly', '2025-11-01'), 12).map((p) => p.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
  });
});

describe('period keys', () => {
  it.each(['2024-13', '2024-00', '1999-12', 'FY2024-Q5', 'FY2024-H3', 'FY2024-Q0', 'fy2024', '2024-1', 'FY2100', ''])(
    '%j names no period',
    (key) => {
      expect(periodFromKey(key)).toBeNull();
    },
  );
});
