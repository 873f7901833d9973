import { testDrivers } from '../../test/test-database';
import { countersMatchRows } from '../billing/invoices/invoices.test-support';
import type { Who } from '../tasks/tasks.test-support';
import { financeTestContext, FORMULA_CLIENT, GSTIN_A, GSTIN_B } from './finance-reports.test-support';

type Json = Record<string, unknown> & { data: Record<string, Record<string, unknown>[]>; summary: Record<string, unknown> };

describe.each(testDrivers())('the admin money reports (%s)', (driver) => {
  const c = financeTestContext(driver);
  const get = async (url: string, who: Who = c.org.users.admin) => {
    const response = await c.call(who, 'GET', url);
    return { status: response.statusCode, body: response.json() as Json };
  };

  describe('receivables', () => {
    it('puts each client with something due in the aging buckets of the Invoices page, Current apart, biggest first', async () => {
      const { status, body } = await get('/api/reports/receivables');
      expect(status).toBe(200);
      const byName = (name: string) => body.data.clients!.find((r) => r.client_name === name);
      expect(body.data.clients!.map((r) => r.client_name)).toEqual([
        'Dholakia, Sons & "Co"',
        'Bengaluru Bytes',
        'Apex Textiles',
        'Euro Advisory GmbH',
        FORMULA_CLIENT,
      ]);
      // Apex: 6,800 overdue 129 days (a part payment), 23,600 overdue 42 days (its hand payment reversed); a paid invoice left out.
      expect(byName('Apex Textiles')).toMatchObject({
        gstin: GSTIN_A,
        invoices: 2,
        current_paise: 0,
        d0_30_paise: 0,
        d31_60_paise: 23_600_00,
        d61_90_paise: 0,
        d90_plus_paise: 6_800_00,
        total_paise: 30_400_00,
      });
      // Bengaluru: 59,000 less 20,000 paid online and an 11,800 credit note (35 days), 11,800 overdue 67 days.
      expect(byName('Bengaluru Bytes')).toMatchObject({
        gstin: GSTIN_B,
        d31_60_paise: 27_200_00,
        d61_90_paise: 11_800_00,
        total_paise: 39_000_00,
      });
      expect(byName('Dholakia, Sons & "Co"')).toMatchObject({
        gstin: null,
        invoices: 2,
        d0_30_paise: 1_72_870_00,
        total_paise: 1_72_870_00,
      });
      expect(byName(FORMULA_CLIENT)).toMatchObject({ current_paise: 1_180_00, total_paise: 1_180_00 });
      expect(body.summary).toEqual({
        clients: 5,
        invoices: 8,
        current_paise: 1_180_00,
        d0_30_paise: 2_02_870_00,
        d31_60_paise: 50_800_00,
        d61_90_paise: 11_800_00,
        d90_plus_paise: 6_800_00,
        total_paise: 2_73_450_00,
        as_of: '2026-11-21',
        today: '2026-11-21',
      });
      expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, pages: 1 });
    });

    it('reconciles with the Invoices page: the total is its amount due, and each client its invoices’ amounts due', async () => {
      const report = (await get('/api/reports/receivables?limit=100')).body;
      const invoices = (await get('/api/invoices?limit=100')).body;
      expect(report.summary.total_paise).toBe(invoices.summary.amount_due_paise);
      const dueByClient = new Map<number, number>();
      for (const row of invoices.data.invoices!)
        dueByClient.set(row.client_id as number, (dueByClient.get(row.client_id as number) ?? 0) + (row.amount_due_paise as number));
      for (const row of report.data.clients!) expect(row.total_paise).toBe(dueByClient.get(row.client_id as number));
      expect([...dueByClient.values()].filter((due) => due > 0)).toHaveLength(report.data.clients!.length);
      await countersMatchRows(c.t.app.db);
    });

    it('stands on an earlier day: invoices issued by then, payments recorded and credit notes dated by its end in India', async () => {
      const { body } = await get('/api/reports/receivables?as_of=2026-10-31');
      // The reversal at 00:30 on 1 November (India) has not happened: Apex's October invoice is still paid.
      expect(body.data.clients!.map((r) => [r.client_name, r.total_paise])).toEqual([
        ['Bengaluru Bytes', 50_800_00],
        ['Euro Advisory GmbH', 30_000_00],
        ['Apex Textiles', 6_800_00],
      ]);
      expect(body.data.clients![0]).toMatchObject({ d0_30_paise: 39_000_00, d31_60_paise: 11_800_00 });
      expect(body.summary).toMatchObject({ total_paise: 87_600_00, as_of: '2026-10-31', today: '2026-11-21' });
    });

    it('searches the client, sorts and pages on the server, with the totals of every matching client', async () => {
      const search = (await get('/api/reports/receivables?search=apex')).body;
      expect(search.data.clients!.map((r) => r.client_name)).toEqual(['Apex Textiles']);
      expect(search.summary).toMatchObject({ clients: 1, total_paise: 30_400_00 });
      const page = (await get('/api/reports/receivables?sort=d0_30&order=asc&limit=2&page=2')).body;
      expect(page.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
      // Three clients owe nothing 0-30 days: equal values go by client (id), then Euro (30,000) and Dholakia.
      expect(page.data.clients!.map((r) => r.client_name)).toEqual([FORMULA_CLIENT, 'Euro Advisory GmbH']);
      expect(page.summary.total_paise).toBe(2_73_450_00);
      const past = (await get('/api/reports/receivables?limit=2&page=9')).body;
      expect(past.data.clients).toEqual([]);
      expect(past.summary).toEqual({ ...page.summary });
    });
  });

  describe('collections', () => {
    it('sums each month in India: net of reversals, online and by hand, and the credit notes issued', async () => {
      const { status, body } = await get('/api/reports/collections?from=2026-08&to=2026-11');
      expect(status).toBe(200);
      const months = body.data.months!;
      expect(months.map((m) => m.month)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
      expect(months[0]).toMatchObject({ received_paise: 16_800_00, payments: 2, manual_paise: 16_800_00, online_paise: 0 });
      expect(months[1]).toMatchObject({ received_paise: 0, payments: 0, credit_notes: 0 });
      expect(months[2]).toMatchObject({
        received_paise: 43_600_00,
        payments: 2,
        online_paise: 20_000_00,
        online_payments: 1,
        manual_paise: 23_600_00,
        manual_payments: 1,
        reversals: 0,
      });
      expect(months[3]).toMatchObject({
        received_paise: -23_600_00,
        payments: 0,
        reversals: 1,
        reversed_paise: 23_600_00,
        credit_notes: 3,
        credit_notes_paise: 18_290_00,
      });
      expect(body.summary).toMatchObject({ from: '2026-08', to: '2026-11', received_paise: 36_800_00, payments: 4, credit_notes: 3 });
    });

    it('shows the twelve months to this one by default, and twelve from a lone start', async () => {
      const months = (await get('/api/reports/collections')).body.data.months!.map((m) => m.month);
      expect(months).toHaveLength(12);
      expect([months[0], months[11]]).toEqual(['2025-12', '2026-11']);
      const fromOnly = (await get('/api/reports/collections?from=2026-10')).body.summary;
      expect([fromOnly.from, fromOnly.to]).toEqual(['2026-10', '2026-11']);
      const future = (await get('/api/reports/collections?from=2027-03')).body.summary;
      expect([future.from, future.to]).toEqual(['2027-03', '2027-03']);
    });
  });

  describe('GST summary (GSTR-1)', () => {
    it('lists October: B2B by GSTIN, the export, and the SAC summary by rate', async () => {
      const { status, body } = await get('/api/reports/gst-summary?month=2026-10');
      expect(status).toBe(200);
      const { data, summary } = body;
      expect(data.b2b!.map((r) => [r.gstin, r.invoice_number])).toEqual([
        [GSTIN_A, c.inv.inv2!.number],
        [GSTIN_B, c.inv.inv3!.number],
      ]);
      expect(data.b2b![0]).toMatchObject({
        recipient_name: 'Apex Textiles',
        invoice_date: '2026-10-05',
        invoice_value_paise: 23_600_00,
        place_of_supply: '27-Maharashtra',
        rate_bp: 1800,
        taxable_paise: 20_000_00,
        cgst_paise: 1_800_00,
        sgst_paise: 1_800_00,
        igst_paise: 0,
      });
      expect(data.b2b![1]).toMatchObject({ place_of_supply: '29-Karnataka', igst_paise: 9_000_00, cgst_paise: 0 });
      expect(data.exp).toEqual([
        expect.objectContaining({ invoice_value_paise: 30_000_00, place_of_supply: '96-Other Countries', rate_bp: 0 }),
      ]);
      expect([data.b2cl, data.b2cs, data.cdnr, data.cdnur]).toEqual([[], [], [], []]);
      expect(data.hsn!.map((r) => [r.sac_code, r.rate_bp, r.taxable_paise, r.igst_paise, r.cgst_paise, r.total_value_paise])).toEqual([
        ['998231', 0, 30_000_00, 0, 0, 30_000_00],
        ['998231', 1800, 70_000_00, 9_000_00, 1_800_00, 82_600_00],
      ]);
      expect(summary.invoices).toEqual({
        count: 3,
        value_paise: 1_12_600_00,
        taxable_paise: 1_00_000_00,
        igst_paise: 9_000_00,
        cgst_paise: 1_800_00,
        sgst_paise: 1_800_00,
      });
    });

    it('reads the last month when none is asked (the return being filed)', async () => {
      const { status, body } = await get('/api/reports/gst-summary');
      expect(status).toBe(200);
      expect(body.summary.month).toBe('2026-10');
      const file = await c.call(c.org.users.admin, 'GET', '/api/reports/gst-summary/export');
      expect(file.headers['content-disposition']).toContain('filename="gstr1-2026-10.xlsx"');
    });

    it('lists November: B2CL above ₹1 lakh, B2CS by state and rate net of its credit notes, CDNR and CDNUR', async () => {
      const { data, summary } = (await get('/api/reports/gst-summary?month=2026-11')).body;
      expect(data.b2b).toEqual([]);
      expect(data.b2cl!.map((r) => [r.invoice_number, r.place_of_supply, r.invoice_value_paise, r.igst_paise])).toEqual([
        [c.inv.inv5!.number, '24-Gujarat', 1_77_000_00, 27_000_00],
      ]);
      expect(data.b2cs).toEqual([
        {
          place_of_supply: '24-Gujarat',
          supply_type: 'inter_state',
          rate_bp: 1800,
          taxable_paise: 1_500_00,
          igst_paise: 270_00,
          cgst_paise: 0,
          sgst_paise: 0,
        },
        {
          place_of_supply: '27-Maharashtra',
          supply_type: 'intra_state',
          rate_bp: 1800,
          taxable_paise: 1_000_00,
          igst_paise: 0,
          cgst_paise: 90_00,
          sgst_paise: 90_00,
        },
      ]);
      expect(data.cdnr).toEqual([
        expect.objectContaining({
          note_number: 'CN/2026-27/0001',
          note_date: '2026-11-10',
          invoice_number: c.inv.inv3!.number,
          invoice_date: '2026-10-12',
          gstin: GSTIN_B,
          ur_type: null,
          note_value_paise: 11_800_00,
          taxable_paise: 10_000_00,
          igst_paise: 1_800_00,
        }),
      ]);
      expect(data.cdnur).toEqual([
        expect.objectContaining({ note_number: 'CN/2026-27/0002', ur_type: 'B2CL', note_value_paise: 5_900_00 }),
      ]);
      expect(data.hsn).toEqual([
        {
          sac_code: '998231',
          description: expect.any(String),
          rate_bp: 1800,
          total_value_paise: 1_62_250_00,
          taxable_paise: 1_37_500_00,
          igst_paise: 24_570_00,
          cgst_paise: 90_00,
          sgst_paise: 90_00,
        },
      ]);
      expect(summary.credit_notes).toMatchObject({ count: 3, value_paise: 18_290_00, taxable_paise: 15_500_00 });
      expect(summary.net).toMatchObject({ count: 0, taxable_paise: 1_37_500_00, igst_paise: 24_570_00 });
      expect((summary.sections as Record<string, Record<string, number>>).b2cs).toMatchObject({ count: 2, taxable_paise: 2_500_00 });
    });
  });

  describe('who may read them', () => {
    it.each(['supervisor', 'employee'] as const)('refuses the %s (403)', async (role) => {
      for (const url of ['/api/reports/receivables', '/api/reports/collections', '/api/reports/gst-summary?month=2026-10']) {
        expect((await get(url, c.org.users[role])).status).toBe(403);
      }
    });

    it("shows another firm's admin only its own invoices", async () => {
      const receivables = (await get('/api/reports/receivables', c.other.users.admin)).body;
      expect(receivables.summary).toMatchObject({ clients: 1, invoices: 1 });
      expect(receivables.data.clients![0]!.client_id).toBe(c.other.client.id);
      const gst = (await get('/api/reports/gst-summary?month=2026-10', c.other.users.admin)).body;
      expect(gst.summary.invoices).toMatchObject({ count: 1 });
      const collections = (await get('/api/reports/collections?from=2026-08&to=2026-11', c.other.users.admin)).body;
      expect(collections.summary).toMatchObject({ received_paise: 0, payments: 0, credit_notes: 0 });
    });
  });

  describe('bad input', () => {
    it.each([
      '/api/reports/receivables?as_of=2026-02-30',
      '/api/reports/receivables?as_of=1999-12-31',
      `/api/reports/receivables?as_of=${'9'.repeat(300)}`,
      '/api/reports/receivables?as_of=2026-11-01&as_of=2026-11-02',
      '/api/reports/receivables?sort=gstin',
      '/api/reports/receivables?limit=1000',
      '/api/reports/receivables?page=0',
      '/api/reports/receivables?search=%00',
      '/api/reports/collections?from=2026-11&to=2026-01',
      '/api/reports/collections?from=2026-13',
      '/api/reports/collections?from=2016-01&to=2026-12',
      '/api/reports/collections?to=1999-12',
      '/api/reports/gst-summary?month=2026-13',
      '/api/reports/gst-summary?month=2026-1',
      '/api/reports/gst-summary?month=99999-01',
      '/api/reports/gst-summary?month=%00',
      '/api/reports/gst-summary?month=2026-10&month=2026-11',
      '/api/reports/gst-summary/export?month=2026-10&section=gstr3b',
      '/api/reports/gst-summary/export?month=2026-10&format=pdf',
      '/api/reports/receivables/export?format=xls',
      '/api/reports/collections/export?from=2026-12&to=2026-01',
    ])('refuses %s with a 400', async (url) => {
      const response = await c.call(c.org.users.admin, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json().code).toBeDefined();
    });
  });
});
