import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import { GSTR1_JSON_SCHEMA, GSTR1_SHEET_HEADERS } from '@firm/shared/domain/gstr1';
import { testDrivers } from '../../test/test-database';
import { branchBody, headOfficeBody } from '../offices/offices.test-support';
import { tasksTestContext } from '../tasks/tasks.test-support';

// GSTR-1 per GSTIN and period, as the portal's JSON (checked against the schema in the repo)
// and the offline tool's Excel template.

const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(GSTR1_JSON_SCHEMA);

describe.each(testDrivers())('the GSTR-1 file (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const admin = () => c.org.users.admin;
  const file = (query: string, who = admin()) => c.call(who, 'GET', `/api/reports/gstr1/file?${query}`);
  let branchNumber = '';

  beforeAll(async () => {
    await c.call(admin(), 'POST', '/api/master/offices', headOfficeBody());
    const branch = (await c.call(admin(), 'POST', '/api/master/offices', branchBody())).json().data;
    for (const office of [branch.office_id, null]) {
      const id = await c.create();
      await c.call(admin(), 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' });
      await c.call(admin(), 'PUT', `/api/tasks/${id}/billing-office`, { office_id: office });
      const issued = await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: id });
      if (office) branchNumber = issued.json().data.invoice_number;
    }
  }, 120_000);

  it('writes the branch GSTIN’s quarter as the portal’s JSON, valid against the schema, without the head office’s invoice', async () => {
    const res = await file('gstin=29AAHFK4108N1ZZ&period=2026-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('GSTR1_29AAHFK4108N1ZZ_122026.json');
    const json = res.json();
    expect(validate(json)).toBe(true);
    expect(json).toMatchObject({ gstin: '29AAHFK4108N1ZZ', fp: '122026' });
    // The client is unregistered in Maharashtra: an inter-state B2C supply from Karnataka, one rate.
    expect(json.b2b).toBeUndefined();
    expect(json.b2cs).toEqual([expect.objectContaining({ sply_ty: 'INTER', pos: '27', typ: 'OE', txval: 2500 })]);
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ from: branchNumber, to: branchNumber, totnum: 1, cancel: 0 });
  });

  it('writes the offline tool’s Excel sheets with the template’s header row', async () => {
    const res = await file('gstin=29AAHFK4108N1ZZ&period=2026-12&format=xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'exp',
      'exemp',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const b2b = workbook.getWorksheet('b2b')!;
    expect((b2b.getRow(4).values as unknown[]).slice(1)).toEqual([...GSTR1_SHEET_HEADERS.b2b]);
    const b2cs = workbook.getWorksheet('b2cs')!;
    expect((b2cs.getRow(5).values as unknown[]).slice(1, 5)).toEqual(['OE', '27-Maharashtra', undefined, 18]);
    const docs = workbook.getWorksheet('docs')!;
    expect((docs.getRow(5).values as unknown[]).slice(1)).toEqual(['Invoices for outward supply', branchNumber, branchNumber, 1, 0]);
  });

  it('refuses a month that ends no quarter for a quarterly filer, a GSTIN not the firm’s, and bad input, never with a 500', async () => {
    expect((await file('gstin=29AAHFK4108N1ZZ&period=2026-11')).statusCode).toBe(400);
    expect((await file('gstin=27AAHFK4108N1Z3&period=2026-11')).statusCode).toBe(200);
    expect((await file('gstin=29AAHFK4108N1ZZ&period=2026-12', c.other.users.admin)).statusCode).toBe(404);
    for (const query of [
      'gstin=x&period=2026-12',
      'gstin=29AAHFK4108N1ZZ&period=2026-13',
      'gstin=29AAHFK4108N1ZZ&period=2026-12&format=pdf',
      'period=2026-12',
    ])
      expect([400, 422]).toContain((await file(query)).statusCode);
    expect((await file('gstin=29AAHFK4108N1ZZ&period=2026-12', c.org.users.employee)).statusCode).toBe(403);
  });

  it('sums the same return table by table for the screen, with Table 13, and refuses as the file does', async () => {
    const summary = (query: string, who = admin()) => c.call(who, 'GET', `/api/reports/gstr1/summary?${query}`);
    const res = await summary('gstin=29AAHFK4108N1ZZ&period=2026-12');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ gstin: '29AAHFK4108N1ZZ', fp: '122026', frequency: 'quarterly', from: '2026-10-01', until: '2027-01-01' });
    expect(data.tables.find((t: { table: string }) => t.table === 'b2cs')).toMatchObject({ records: 1, taxable_paise: 2_500_00 });
    expect(data.tables.find((t: { table: string }) => t.table === 'b2b')).toMatchObject({ records: 0 });
    expect(data.documents).toEqual([
      { document: 'Invoices for outward supply', from: branchNumber, to: branchNumber, total: 1, cancelled: 0, net_issued: 1 },
    ]);
    expect((await summary('gstin=29AAHFK4108N1ZZ&period=2026-11')).statusCode).toBe(400);
    expect((await summary('gstin=29AAHFK4108N1ZZ&period=2026-12', c.other.users.admin)).statusCode).toBe(404);
    expect((await summary('gstin=29AAHFK4108N1ZZ&period=12-2026')).statusCode).toBe(400);
    expect((await summary('gstin=29AAHFK4108N1ZZ&period=2026-12', c.org.users.supervisor)).statusCode).toBe(403);
  });
});
