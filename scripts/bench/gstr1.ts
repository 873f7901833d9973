import fs from 'node:fs';
import os from 'node:os';
import Ajv from 'ajv';
import { GSTR1_JSON_SCHEMA } from '@firm/shared/domain/gstr1';
import { bearer } from '../../server/src/test/fixtures';
import { benchApp, onBenchDatabases, type BenchDatabase } from './db';
import { download } from './download';
import { seedInvoicingFirm, storeBenchPdf } from './invoice-seed';
import { exitOnFailure, listenOnLoopback, timed } from './steps';

// `npm run bench:gstr1`: one GSTIN's return with BENCH_GSTR1_INVOICES invoices (100,000) and
// BENCH_GSTR1_NOTES credit notes (5,000) in one month, loaded with INSERT ... SELECT: B2B within and between
// states, B2CS, B2CL, exports under LUT and SEZ supplies, 1 % cancelled. Then the JSON and the XLSX downloaded
// over a real socket (as a browser reads them): time, size, and the process's peak RSS (VmHWM) above idle,
// beside the goals; the summary screen's call too. The JSON is checked against the schema in the repo (untimed).
// Prints figures; never fails on them.

const INVOICES = Number(process.env.BENCH_GSTR1_INVOICES ?? 100_000);
const NOTES = Number(process.env.BENCH_GSTR1_NOTES ?? 5_000);
const GSTIN = '27AAHFK4108N1Z3';
const PERIOD = '2026-10';
const GOALS = { jsonSeconds: 10, xlsxSeconds: 30, rssMb: 512 };

async function seed(bench: BenchDatabase) {
  const org = await seedInvoicingFirm(bench, INVOICES, Math.max(1, Math.round(INVOICES / 10)));
  const orgId = org.organization.id;
  const { exec } = bench;
  await storeBenchPdf(exec, orgId);
  // n % 20: 0-5 B2B within Maharashtra, 6-11 B2B to Karnataka, 12-16 B2CS, 17 B2CL, 18 export under LUT, 19 SEZ with IGST.
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      office as (select id from offices where organization_id = ${orgId} limit 1),
      t as (select t.*, row_number() over (order by t.id) n from tasks t where t.organization_id = ${orgId}),
      k as (select t.*, t.n % 20 kind,
        case when t.n % 20 = 17 then 15000000 + (t.n % 97) * 100 else 1000000 + (t.n % 500) * 137 end taxable from t)
    insert into invoices (organization_id, task_id, client_id, office_id, invoice_number, financial_year, invoice_date, due_date,
      supply_type, place_of_supply_code, place_of_supply_name, recipient_gst_category, supplier_name, supplier_address,
      supplier_gstin, supplier_state_code, supplier_state_name, recipient_name, recipient_address, recipient_gstin, task_name,
      service_description, sac_code, sac_description, service_category_name, taxable_paise, cgst_bp, cgst_paise,
      state_tax_name, sgst_bp, sgst_paise, igst_bp, igst_paise, total_paise, status, document_id, created_by, created_at, updated_at)
    select ${orgId}, k.id, k.client_id, office.id, 'INV/26-27/' || lpad(k.n::text, 6, '0'), 2026,
      date '${PERIOD}-01' + (k.n % 31)::int, date '${PERIOD}-01' + (k.n % 31)::int + 5,
      case when k.kind <= 5 or k.kind between 12 and 16 then 'intra_state' when k.kind = 18 then 'export_lut' else 'inter_state' end,
      case when k.kind <= 5 or k.kind between 12 and 16 then '27' when k.kind = 18 then '96' else '29' end,
      case when k.kind <= 5 or k.kind between 12 and 16 then 'Maharashtra' when k.kind = 18 then 'Other Countries' else 'Karnataka' end,
      case when k.kind <= 11 then 'regular' when k.kind <= 17 then 'unregistered' when k.kind = 18 then 'overseas' else 'sez_with_payment' end,
      'Kapoor Iyer & Co.', 'Fort, Mumbai', '${GSTIN}', '27', 'Maharashtra', 'Bench Client ' || k.client_id, 'MG Road',
      case when k.kind <= 5 then '27AABCB' || lpad((k.n % 5000)::text, 4, '0') || 'C1Z5'
           when k.kind <= 11 or k.kind = 19 then '29AABCB' || lpad((k.n % 5000)::text, 4, '0') || 'C1Z5' else null end,
      k.task_name, k.service_description, '998231', 'Tax consultancy', 'GST Filing', k.taxable,
      case when k.kind <= 5 or k.kind between 12 and 16 then 900 else 0 end,
      case when k.kind <= 5 or k.kind between 12 and 16 then (k.taxable * 9 + 50) / 100 else 0 end, 'SGST',
      case when k.kind <= 5 or k.kind between 12 and 16 then 900 else 0 end,
      case when k.kind <= 5 or k.kind between 12 and 16 then (k.taxable * 9 + 50) / 100 else 0 end,
      case when k.kind <= 5 or k.kind between 12 and 16 or k.kind = 18 then 0 else 1800 end,
      case when k.kind <= 5 or k.kind between 12 and 16 or k.kind = 18 then 0 else (k.taxable * 18 + 50) / 100 end,
      k.taxable + case when k.kind <= 5 or k.kind between 12 and 16 then 2 * ((k.taxable * 9 + 50) / 100)
                        when k.kind = 18 then 0 else (k.taxable * 18 + 50) / 100 end,
      case when k.n % 100 = 99 then 'cancelled' else 'issued' end,
      doc.id, ${org.users.admin.id}, now(), now()
    from k, doc, office`);
  // Credit notes of a tenth of the taxable value on the first B2B invoices, dated in the period.
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      i as (select i.*, row_number() over (order by i.id) m from invoices i
        where i.organization_id = ${orgId} and i.recipient_gstin is not null and i.status = 'issued')
    insert into credit_notes (organization_id, invoice_id, office_id, credit_note_number, financial_year, credit_note_date,
      reason, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document_id, created_by)
    select ${orgId}, i.id, i.office_id, 'CN/26-27/' || lpad(i.m::text, 6, '0'), 2026, date '${PERIOD}-20' + (i.m % 11)::int,
      'Fee revised', i.taxable_paise / 10, i.cgst_paise / 10, i.sgst_paise / 10, i.igst_paise / 10,
      i.taxable_paise / 10 + i.cgst_paise / 10 + i.sgst_paise / 10 + i.igst_paise / 10, doc.id, ${org.users.admin.id}
    from i, doc where i.m <= ${NOTES}`);
  await exec(`update invoices i set credited_paise = c.total_paise from credit_notes c where c.invoice_id = i.id`);
  return org;
}

/**
 * The process's peak RSS (VmHWM) over `work`, above the RSS before it: the high-water mark is reset first
 * (clear_refs 5). Sampling on a timer misses it: the build runs on the event loop, which the timer waits for.
 */
async function peakRssOver<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: string }> {
  global.gc?.();
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const before = kb('VmRSS');
  const result = await work();
  return { result, peakMb: ((kb('VmHWM') - before) / 1024).toFixed(1) };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function run(bench: BenchDatabase) {
  const { label } = bench;
  const app = await benchApp(bench);
  try {
    const org = await timed(label, `Seeded ${INVOICES} invoices and ${NOTES} credit notes of ${GSTIN} in ${PERIOD}`, () => seed(bench));
    await bench.exec('analyze');
    const base = await listenOnLoopback(app);
    const headers = bearer(app, org.users.admin);
    const query = `gstin=${GSTIN}&period=${PERIOD}`;

    const started = performance.now();
    const summary = await app.inject({ method: 'GET', url: `/api/reports/gstr1/summary?${query}`, headers });
    // The screen's call still reads the return whole: under load its one statement may pass PostgreSQL's
    // statement timeout (a 503); the downloads are measured all the same.
    const records =
      summary.statusCode === 200
        ? (summary.json().data.tables as { table: string; records: number }[]).map((r) => `${r.table} ${r.records}`).join(', ')
        : `answered ${summary.statusCode} ${summary.body}`;
    console.log(`[${label}] summary (screen) ${((performance.now() - started) / 1000).toFixed(2)} s: ${records}`);

    for (const format of ['json', 'xlsx'] as const) {
      const path = `/api/reports/gstr1/file?${query}&format=${format}`;
      const { result: r, peakMb } = await peakRssOver(() => download(base, path, headers, false));
      const goal = format === 'json' ? GOALS.jsonSeconds : GOALS.xlsxSeconds;
      console.log(
        `[${label}] GSTR-1 ${format.toUpperCase().padEnd(4)} ${r.seconds} s (goal < ${goal} s), ${r.size} MB, ` +
          `peak RSS +${peakMb} MB (goal < ${GOALS.rssMb} MB), load ${loadAverage()}`,
      );
    }

    const file = await app.inject({ method: 'GET', url: `/api/reports/gstr1/file?${query}&format=json`, headers });
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(GSTR1_JSON_SCHEMA);
    const valid = validate(file.json());
    console.log(
      `[${label}] JSON against the repo's schema: ${valid ? 'valid' : `INVALID ${JSON.stringify(validate.errors?.slice(0, 3))}`}`,
    );
  } finally {
    await app.close();
  }
}

exitOnFailure(onBenchDatabases('bench_gstr1', run));
