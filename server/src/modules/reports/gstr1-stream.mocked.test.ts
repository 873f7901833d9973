import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  buildGstr1,
  gstr1JsonText,
  gstr1StreamedSheets,
  gstr1TemplateSheets,
  type Cell,
  type Gstr1Input,
  type Gstr1Parts,
  type Gstr1StreamedSheet,
} from '@firm/shared/domain/gstr1';
import { everySectionReturn } from '../../../../shared/src/domain/gstr1/every-section.test-support';
import { creditNotes, invoices } from '../../db/schema-invoices';
import { testDrivers } from '../../test/test-database';
import { bearer } from '../../test/fixtures';
import { headOfficeBody } from '../offices/offices.test-support';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { gstr1InputOf, receiverNames } from './gstr1-file.repo';
import * as streamRepo from './gstr1-stream.repo';

// The GSTR-1 file written while its documents are read a batch at a time is the file the whole-return
// builder made: the same JSON text byte for byte and the same sheets, on a return with every table, read in
// batches of two (so every pass pages); and a failure once the file has started breaks the download off.

const failAfter: { bytes: number | null; pass: number; calls: number } = { bytes: null, pass: 1, calls: 0 };
jest.mock('./gstr1-stream.repo', () => {
  const actual = jest.requireActual('./gstr1-stream.repo');
  return {
    ...actual,
    // With `failAfter.bytes` set, the B2B pass repeats its first invoice (renumbered) for about that many bytes of
    // file, and its `pass`-th run then fails as a lost connection would.
    gstr1PartsOf: async (...args: Parameters<typeof actual.gstr1PartsOf>) => {
      const parts: Gstr1Parts = await actual.gstr1PartsOf(...args);
      if (failAfter.bytes === null) return parts;
      const bytes = failAfter.bytes;
      const pass = parts.byRecipient;
      return {
        ...parts,
        byRecipient: async function* () {
          failAfter.calls += 1;
          for await (const batch of pass()) {
            const first = batch[0]!;
            for (let n = 0; n * 200 < bytes; n += 100)
              yield Array.from({ length: 100 }, (_, k) => ({ ...first, number: `${first.number}-${n + k}` }));
            if (failAfter.calls === failAfter.pass) throw new Error('Connection terminated unexpectedly');
            return;
          }
        },
      };
    },
  };
});

const GSTIN = '27AAHFK4108N1Z3';
const PERIOD = { period: '2026-10', from: '2026-10-01', until: '2026-11-01' };
const treatmentOf = (nilKind: string | undefined) => (nilKind === 'nil' ? 'nil_rated' : nilKind === 'exempt' ? 'exempt' : 'taxable');

describe.each(testDrivers())('the streamed GSTR-1 file (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const admin = () => c.org.users.admin;
  const db = () => c.t.app.db;
  let input: Gstr1Input;

  beforeAll(async () => {
    await c.call(admin(), 'POST', '/api/master/offices', headOfficeBody());
    const id = await c.create();
    await c.call(admin(), 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' });
    const issued = (await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: id })).json().data;
    const [template] = await db().select().from(invoices).where(eq(invoices.invoiceNumber, issued.invoice_number));
    // The fixture's documents, as issued by the head office in October: one Project each.
    const fixture = everySectionReturn();
    const ids = new Map<string, number>();
    for (const i of fixture.invoices) {
      const { id: _, ...row } = template!;
      const [inserted] = await db()
        .insert(invoices)
        .values({
          ...row,
          taskId: await c.create(),
          invoiceNumber: i.number,
          invoiceDate: i.date,
          dueDate: i.date,
          status: i.status,
          supplierGstin: GSTIN,
          supplyType: i.supplyType,
          recipientGstCategory: i.gstCategory,
          taxTreatment: treatmentOf(i.nilKind),
          recipientGstin: i.recipientGstin,
          recipientName: i.recipientName,
          placeOfSupplyCode: i.placeOfSupplyCode,
          placeOfSupplyName: i.placeOfSupplyName,
          sacCode: i.sacCode,
          sacDescription: i.sacDescription,
          cgstBp: i.cgstBp,
          sgstBp: i.sgstBp,
          igstBp: i.igstBp,
          taxablePaise: i.taxablePaise,
          cgstPaise: i.cgstPaise,
          sgstPaise: i.sgstPaise,
          igstPaise: i.igstPaise,
          totalPaise: i.totalPaise,
        })
        .returning({ id: invoices.id });
      ids.set(i.number, inserted!.id);
    }
    for (const n of fixture.creditNotes)
      await db()
        .insert(creditNotes)
        .values({
          organizationId: template!.organizationId,
          invoiceId: ids.get(n.invoice.number)!,
          officeId: template!.officeId,
          creditNoteNumber: n.number,
          financialYear: template!.financialYear,
          creditNoteDate: n.date,
          reason: 'Fee revised',
          status: n.status,
          taxablePaise: n.taxablePaise,
          cgstPaise: n.cgstPaise,
          sgstPaise: n.sgstPaise,
          igstPaise: n.igstPaise,
          totalPaise: n.totalPaise,
          documentId: template!.documentId,
          createdBy: admin().id,
        });
    input = await gstr1InputOf(db(), c.org.organization.id, GSTIN, PERIOD);
  }, 180_000);

  afterEach(() => {
    Object.assign(failAfter, { bytes: null, pass: 1, calls: 0 });
  });

  it('is the whole-return builder’s JSON byte for byte, with every table, in batches of two and as downloaded', async () => {
    const built = JSON.stringify(buildGstr1(input));
    expect(Object.keys(JSON.parse(built))).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cl',
      'b2cs',
      'exp',
      'cdnr',
      'cdnur',
      'nil',
      'hsn',
      'doc_issue',
    ]);
    let text = '';
    for await (const piece of gstr1JsonText(await streamRepo.gstr1PartsOf(db(), c.org.organization.id, GSTIN, PERIOD, 2))) text += piece;
    expect(text).toBe(built);
    const res = await c.call(admin(), 'GET', `/api/reports/gstr1/file?gstin=${GSTIN}&period=2026-10`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe(built);
  });

  it('is the whole-return builder’s sheets, summaries, rows and receiver names, in batches of two and as downloaded', async () => {
    const organizationId = c.org.organization.id;
    const parts = await streamRepo.gstr1PartsOf(db(), organizationId, GSTIN, PERIOD, 2);
    const names = () => streamRepo.gstr1NamesOf(db(), organizationId, GSTIN, PERIOD, 1);
    const streamed = await gstr1StreamedSheets(parts, { b2b: names(), cdnr: names() });
    const built = gstr1TemplateSheets(buildGstr1(input), receiverNames(input));
    const rowsOf = async (sheet: Gstr1StreamedSheet) => {
      const rows: Cell[][] = [];
      const source = sheet.rows();
      if (Symbol.asyncIterator in source) for await (const batch of source) rows.push(...batch);
      else rows.push(...source);
      return rows;
    };
    expect(streamed.map((s) => [s.name, s.summary])).toEqual(built.map((s) => [s.name, s.summary]));
    const written = [];
    for (const sheet of streamed) written.push(await rowsOf(sheet));
    expect(written).toEqual(built.map((sheet) => [...sheet.rows()]));
    // Each recipient's name (the name on the period's last document to its GSTIN).
    expect(written[0]!.map((row) => row[1])).toEqual([
      'Bangalore Traders',
      'Bangalore Traders',
      'Bangalore Traders',
      'Bangalore Traders',
      'SEZ Unit',
    ]);

    const res = await c.call(admin(), 'GET', `/api/reports/gstr1/file?gstin=${GSTIN}&period=2026-10&format=xlsx`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    for (const sheet of built) {
      const written = workbook.getWorksheet(sheet.name)!;
      const rows = [...sheet.rows()];
      expect(written.rowCount).toBe(4 + rows.length);
      expect((written.getRow(3).values as unknown[]).slice(1)).toEqual(sheet.summary.map((s) => s.value));
      if (rows.length) expect((written.getRow(5).values as unknown[]).slice(1)).toEqual(rows[0]!.map((v) => v ?? undefined));
    }
  });

  it('answers a failure before the file starts with a plain error, and breaks the download off after', async () => {
    // Within the first 64 KB nothing is sent yet: the answer is a plain error (503: the database went away).
    failAfter.bytes = 1_000;
    const early = await c.call(admin(), 'GET', `/api/reports/gstr1/file?gstin=${GSTIN}&period=2026-10`);
    expect(early.statusCode).toBeGreaterThanOrEqual(500);
    expect(early.headers['content-type']).toContain('application/json');
    expect(early.json()).toMatchObject({ success: false });

    // Once bytes are on the wire the response is cut: the client sees an aborted transfer, not a file.
    // JSON: its one B2B pass fails; XLSX: the second, which writes the rows (the first counts them).
    const server = c.t.app.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      for (const [format, bytes, pass] of [
        ['json', 400_000, 1],
        ['xlsx', 2_000_000, 2],
      ] as const) {
        Object.assign(failAfter, { bytes, pass, calls: 0 });
        const outcome = await new Promise<{ status: number; received: number; ended: boolean; error: string | null }>((resolve) => {
          let received = 0;
          http
            .get(
              `http://127.0.0.1:${port}/api/reports/gstr1/file?gstin=${GSTIN}&period=2026-10&format=${format}`,
              { headers: bearer(c.t.app, admin()), agent: false },
              (response) => {
                response.on('data', (chunk: Buffer) => (received += chunk.length));
                response.on('end', () => resolve({ status: response.statusCode!, received, ended: true, error: null }));
                response.on('error', (error) => resolve({ status: response.statusCode!, received, ended: false, error: error.message }));
              },
            )
            .on('error', (error) => resolve({ status: 0, received, ended: false, error: error.message }));
        });
        expect({ format, ...outcome }).toMatchObject({ format, status: 200, ended: false, error: expect.any(String) });
        expect(outcome.received).toBeGreaterThan(0);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
