import { agingBucketOf, invoiceAging } from '../invoice';
import { collectionsQuerySchema, monthLabel, monthsBetween, receivablesQuerySchema, shiftMonth } from './finance-report';
import { b2clThresholdPaise, gstr1FileName, gstr1KindOf, gstr1QuerySchema } from './gstr1-report';

describe('aging buckets', () => {
  it.each([
    ['2026-11-25', 'current', '4 days left'],
    ['2026-11-21', 'current', 'Due today'],
    ['2026-11-20', 'd0_30', '1 day overdue'],
    ['2026-10-22', 'd0_30', '30 days overdue'],
    ['2026-10-21', 'd31_60', '31 days overdue'],
    ['2026-09-22', 'd31_60', '60 days overdue'],
    ['2026-09-21', 'd61_90', '61 days overdue'],
    ['2026-08-23', 'd61_90', '90 days overdue'],
    ['2026-08-22', 'd90_plus', '91 days overdue'],
  ])('puts an invoice due %s in %s, as the Aging column says %s', (due, bucket, aging) => {
    expect(agingBucketOf(due, '2026-11-21')).toBe(bucket);
    expect(invoiceAging('unpaid', due, '2026-11-21')).toBe(aging);
  });
});

describe('months', () => {
  it('counts the months of a range, across years', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(shiftMonth('2026-01', 1)).toBe('2025-12');
    expect(shiftMonth('2026-12', -1)).toBe('2027-01');
    expect(monthLabel('2026-09')).toBe('Sep 2026');
  });

  it('refuses a range backwards or over 120 months, and months that are not months', () => {
    expect(collectionsQuerySchema.safeParse({ from: '2026-11', to: '2026-01' }).success).toBe(false);
    expect(collectionsQuerySchema.safeParse({ from: '2016-01', to: '2026-01' }).success).toBe(false);
    expect(collectionsQuerySchema.safeParse({ from: '2016-02', to: '2026-01' }).success).toBe(true);
    expect(gstr1QuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(gstr1QuerySchema.safeParse({ month: '1999-12' }).success).toBe(false);
    expect(receivablesQuerySchema.safeParse({ as_of: '2026-02-29' }).success).toBe(false);
  });
});

describe('GSTR-1 tables', () => {
  const invoice = { gstin: null, supply_type: 'inter_state', invoice_value_paise: 1_00_000_01, invoice_date: '2026-10-01' };
  it('sends unregistered inter-state invoices above ₹1 lakh (₹2.5 lakh before August 2024) to B2CL', () => {
    expect(gstr1KindOf(invoice)).toBe('b2cl');
    expect(gstr1KindOf({ ...invoice, invoice_value_paise: 1_00_000_00 })).toBe('b2cs');
    expect(gstr1KindOf({ ...invoice, invoice_date: '2024-07-31' })).toBe('b2cs');
    expect(b2clThresholdPaise('2024-07-31')).toBe(2_50_000_00);
    expect(gstr1KindOf({ ...invoice, supply_type: 'intra_state' })).toBe('b2cs');
    expect(gstr1KindOf({ ...invoice, gstin: '27AAPFU0939F1ZV' })).toBe('b2b');
    expect(gstr1KindOf({ ...invoice, supply_type: 'export_lut' })).toBe('exp');
  });

  it('names the files', () => {
    expect(gstr1FileName('2026-10', 'xlsx')).toBe('gstr1-2026-10.xlsx');
    expect(gstr1FileName('2026-10', 'csv', 'b2cs')).toBe('gstr1-2026-10-b2cs.csv');
  });
});
