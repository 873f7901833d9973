import { adminInvoiceStatusOf, invoiceAging, invoiceListQuerySchema, invoiceStatusOf, invoiceStatusUpdateSchema } from '.';
import { outstandingOf } from './invoice-balance';

// The admin Invoices page's rules (spec 02 §4), read by the screen and the server alike.

describe('the admin’s invoice status', () => {
  it.each([
    ['paid', '2026-11-01', '2026-11-21', 'paid'],
    ['paid', '2026-12-01', '2026-11-21', 'paid'],
    ['unpaid', '2026-11-21', '2026-11-21', 'unpaid'],
    ['unpaid', '2026-11-20', '2026-11-21', 'overdue'],
    ['partially_paid', '2026-11-22', '2026-11-21', 'partial'],
    ['partially_paid', '2026-11-20', '2026-11-21', 'overdue'],
  ] as const)('is %s due %s on %s → %s', (status, due, today, expected) => {
    expect(adminInvoiceStatusOf(status, due, today)).toBe(expected);
  });

  it('follows the amounts: nothing left is paid, a credit note alone makes it partial', () => {
    expect(invoiceStatusOf({ totalPaise: 100_00, paidPaise: 60_00, creditedPaise: 40_00 })).toBe('paid');
    expect(invoiceStatusOf({ totalPaise: 100_00, paidPaise: 0, creditedPaise: 40_00 })).toBe('partially_paid');
    expect(invoiceStatusOf({ totalPaise: 100_00, paidPaise: 0, creditedPaise: 0 })).toBe('unpaid');
    expect(outstandingOf({ totalPaise: 100_00, paidPaise: 120_00, creditedPaise: 0 })).toBe(0);
  });
});

describe('invoice aging', () => {
  it.each([
    ['unpaid', '2026-11-26', '2026-11-21', '5 days left'],
    ['unpaid', '2026-11-22', '2026-11-21', '1 day left'],
    ['partially_paid', '2026-11-21', '2026-11-21', 'Due today'],
    ['unpaid', '2026-11-20', '2026-11-21', '1 day overdue'],
    ['unpaid', '2026-10-22', '2026-11-21', '30 days overdue'],
    ['paid', '2026-10-22', '2026-11-21', 'Paid'],
    // Across the end of March and a leap day: calendar days, not 24-hour steps.
    ['unpaid', '2028-02-28', '2028-03-01', '2 days overdue'],
    ['unpaid', '2027-04-01', '2027-03-31', '1 day left'],
  ] as const)('of a %s invoice due %s on %s is %s', (status, due, today, expected) => {
    expect(invoiceAging(status, due, today)).toBe(expected);
  });
});

describe('the invoice list query', () => {
  it('defaults to ten newest first and reads its filters', () => {
    expect(invoiceListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10, sort: 'created', order: 'desc' });
    expect(invoiceListQuerySchema.parse({ status: 'overdue', tab: 'current', client_id: '12', company: '  Acme ' })).toMatchObject({
      status: 'overdue',
      tab: 'current',
      client_id: 12,
      company: 'Acme',
    });
  });

  it('refuses what it does not know, and a repeated client', () => {
    for (const query of [{ status: 'partially_paid' }, { tab: 'all' }, { sort: 'total' }, { client_id: '0' }, { client_id: ['1', '2'] }]) {
      expect(invoiceListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('the status update body', () => {
  it('takes a status, and an amount received as whole paise above zero', () => {
    expect(invoiceStatusUpdateSchema.parse({ status: 'partially_paid', amount_paise: 150_00, note: ' NEFT ' })).toEqual({
      status: 'partially_paid',
      amount_paise: 150_00,
      note: 'NEFT',
    });
    expect(invoiceStatusUpdateSchema.parse({ status: 'paid', amount_paise: '', note: '' })).toEqual({ status: 'paid' });
    for (const amount_paise of [0, -1, 1.5, 1e15]) {
      expect(invoiceStatusUpdateSchema.safeParse({ status: 'partially_paid', amount_paise }).success).toBe(false);
    }
    expect(invoiceStatusUpdateSchema.safeParse({ status: 'settled' }).success).toBe(false);
    expect(invoiceStatusUpdateSchema.safeParse({ status: 'paid', note: 'a\u0000b' }).success).toBe(false);
  });
});
