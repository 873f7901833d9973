import ExcelJS from 'exceljs';
import { AGING_BUCKETS } from '@firm/shared/domain/invoice';
import { testDrivers } from '../../test/test-database';
import { parseCsv, readXlsx } from './csv.test-support';
import { financeTestContext, FORMULA_CLIENT, GSTIN_A } from './finance-reports.test-support';
import { decimalOf } from './reports.export';

type Rows = Record<string, unknown>[];
const rupees = (paise: unknown) => (paise as number) / 100;

describe.each(testDrivers())('exporting the money reports (%s)', (driver) => {
  const c = financeTestContext(driver);
  const download = (url: string) => c.call(c.org.users.admin, 'GET', url);
  const json = async (url: string) => (await download(url)).json() as { data: Record<string, Rows> };
  const RECEIVABLES_HEADER = ['Client', 'GSTIN', 'Invoices', 'Current', '0-30 Days', '31-60 Days', '61-90 Days', '90+ Days', 'Total Due'];

  it('writes the receivables as XLSX: exactly the filtered clients in the screen order, amounts as numbers in rupees', async () => {
    const rows = (await json('/api/reports/receivables?limit=100&sort=client&search=e')).data.clients!;
    const response = await download('/api/reports/receivables/export?sort=client&search=e');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="receivables-2026-11-21.xlsx"');
    const sheet = (await readXlsx(response.rawPayload)).get('Receivables')!;
    expect(sheet[0]).toEqual(RECEIVABLES_HEADER);
    expect(sheet.slice(1)).toEqual(
      rows.map((r) => [
        r.client_name,
        r.gstin ?? '',
        r.invoices,
        ...AGING_BUCKETS.map((b) => rupees(r[`${b}_paise`])),
        rupees(r.total_paise),
      ]),
    );
    expect(sheet.length - 1).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('writes the receivables as CSV on the asked day, quoted (RFC 4180) and with the formula-looking client neutralised', async () => {
    const rows = (await json('/api/reports/receivables?limit=100&as_of=2026-11-30')).data.clients!;
    const response = await download('/api/reports/receivables/export?format=csv&as_of=2026-11-30');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="receivables-2026-11-30.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual(RECEIVABLES_HEADER);
    expect(records).toEqual(
      rows.map((r) => [
        r.client_name === FORMULA_CLIENT ? `'${FORMULA_CLIENT}` : r.client_name,
        r.gstin ?? '',
        String(r.invoices),
        ...AGING_BUCKETS.map((b) => decimalOf(r[`${b}_paise`] as number)),
        decimalOf(r.total_paise as number),
      ]),
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(response.body).toContain('"Dholakia, Sons & ""Co"""');
    expect(response.body).not.toMatch(/(^|\n|,)[=+@]/);
  });

  it('writes the formula-looking client into XLSX as text, never as a formula', async () => {
    const response = await download('/api/reports/receivables/export?search=HYPERLINK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Receivables')!;
    expect(sheet.rowCount).toBe(2);
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(FORMULA_CLIENT);
    expect(cell.formula).toBeUndefined();
  });

  it('writes collections by month, a negative month as a plain number (not neutralised as a formula)', async () => {
    const response = await download('/api/reports/collections/export?format=csv&from=2026-08&to=2026-11');
    expect(response.headers['content-disposition']).toContain('filename="collections-2026-08-to-2026-11.csv"');
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header!.slice(0, 3)).toEqual(['Month', 'Received', 'Payments']);
    expect(records.map((r) => [r[0], r[1], r[2], r[9], r[10]])).toEqual([
      ['Aug 2026', '16800.00', '2', '0', '0.00'],
      ['Sep 2026', '0.00', '0', '0', '0.00'],
      ['Oct 2026', '43600.00', '2', '0', '0.00'],
      ['Nov 2026', '-23600.00', '0', '3', '18290.00'],
    ]);
    const xlsx = await readXlsx((await download('/api/reports/collections/export?from=2026-08&to=2026-11')).rawPayload);
    expect(
      xlsx
        .get('Collections')!
        .slice(1)
        .map((r) => r[1]),
    ).toEqual([16_800, 0, 43_600, -23_600]);
  });

  it('writes GSTR-1 as one XLSX sheet per section with the screen rows', async () => {
    const answer = await json('/api/reports/gst-summary?month=2026-11');
    const response = await download('/api/reports/gst-summary/export?month=2026-11');
    expect(response.headers['content-disposition']).toContain('filename="gstr1-2026-11.xlsx"');
    const sheets = await readXlsx(response.rawPayload);
    expect([...sheets.keys()]).toEqual(['B2B', 'B2CL', 'B2CS', 'EXP', 'CDNR', 'CDNUR', 'HSN']);
    expect(sheets.get('B2B')!).toHaveLength(1);
    expect(sheets.get('B2CS')).toEqual([
      ['Type', 'Place of Supply', 'Supply', 'Rate (%)', 'Taxable Value', 'IGST', 'CGST', 'SGST/UTGST'],
      ['OE', '24-Gujarat', 'Inter-State', 18, 1_500, 270, 0, 0],
      ['OE', '27-Maharashtra', 'Intra-State', 18, 1_000, 0, 90, 90],
    ]);
    const note = answer.data.cdnr![0]!;
    expect(sheets.get('CDNR')!.slice(1)).toEqual([
      [
        note.gstin,
        'Bengaluru Bytes',
        'CN/2026-27/0001',
        '2026-11-10',
        note.invoice_number,
        '2026-10-12',
        11_800,
        '29-Karnataka',
        18,
        10_000,
        1_800,
        0,
        0,
      ],
    ]);
    expect(
      sheets
        .get('CDNUR')!
        .slice(1)
        .map((r) => r.slice(0, 3)),
    ).toEqual([['B2CL', 'Dholakia, Sons & "Co"', 'CN/2026-27/0002']]);
    expect(
      sheets
        .get('HSN')!
        .slice(1)
        .map((r) => [r[0], r[2], r[3], r[5]]),
    ).toEqual([['998231', 'NA', 1_62_250, 1_37_500]]);
  });

  it('writes one GSTR-1 section as CSV, B2B by default', async () => {
    const b2b = await download('/api/reports/gst-summary/export?month=2026-10&format=csv');
    expect(b2b.headers['content-disposition']).toContain('filename="gstr1-2026-10-b2b.csv"');
    const [header, ...records] = parseCsv(b2b.body.slice(1));
    expect(header).toEqual([
      'GSTIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Place of Supply',
      'Rate (%)',
      'Taxable Value',
      'IGST',
      'CGST',
      'SGST/UTGST',
    ]);
    expect(records[0]).toEqual([
      GSTIN_A,
      'Apex Textiles',
      c.inv.inv2!.number,
      '2026-10-05',
      '23600.00',
      '27-Maharashtra',
      '18',
      '20000.00',
      '0.00',
      '1800.00',
      '1800.00',
    ]);
    expect(records).toHaveLength(2);
    const b2cs = await download('/api/reports/gst-summary/export?month=2026-11&format=csv&section=b2cs');
    expect(b2cs.headers['content-disposition']).toContain('filename="gstr1-2026-11-b2cs.csv"');
    expect(parseCsv(b2cs.body.slice(1)).slice(1)).toEqual([
      ['OE', '24-Gujarat', 'Inter-State', '18', '1500.00', '270.00', '0.00', '0.00'],
      ['OE', '27-Maharashtra', 'Intra-State', '18', '1000.00', '0.00', '90.00', '90.00'],
    ]);
  });

  it('exports nothing of another firm', async () => {
    const response = await c.call(c.other.users.admin, 'GET', '/api/reports/gst-summary/export?month=2026-11&format=csv&section=b2cs');
    expect(parseCsv(response.body.slice(1))).toHaveLength(1);
  });
});
