import { seedBenchFirm } from './firm-seed';
import type { BenchDatabase } from './db';
import { seedBillingOffice } from '../../server/src/modules/billing/invoices/invoices.test-support';

// What bench:invoices and bench:payments load: a firm that invoices, its clients and closed Projects,
// and invoices in bulk (INSERT ... SELECT) beyond those issued through the API.

/**
 * A firm with a billing office in Maharashtra, `clients` clients (half in its state, half in Karnataka)
 * with one contact each, and `projects` closed Projects ready to invoice.
 */
export async function seedInvoicingFirm({ database, exec }: BenchDatabase, projects: number, clients: number) {
  const { db } = database;
  const { org, orgId, category, sac } = await seedBenchFirm(db);
  await seedBillingOffice(db, orgId);
  // Half the clients in the firm's state (CGST + SGST), half in Karnataka (IGST); each with one contact.
  await exec(`
    insert into clients (organization_id, client_code, client_name, client_type, street, city, state, pincode, country, is_active)
    select ${orgId}, 'BENCH_' || g, 'Bench Client ' || g, 'private_limited', g || ' MG Road',
      case when g % 2 = 0 then 'Mumbai' else 'Bengaluru' end,
      case when g % 2 = 0 then 'Maharashtra' else 'Karnataka' end,
      case when g % 2 = 0 then '400001' else '560001' end, 'India', true
    from generate_series(1, ${clients}) g`);
  await exec(`
    insert into client_contacts (organization_id, client_id, name, email, is_active)
    select ${orgId}, c.id, 'Accounts ' || c.id, 'accounts' || c.id || '@bench-client.in', true
    from clients c where c.organization_id = ${orgId} and c.client_code like 'BENCH_%'`);
  // Every Project closed and ready to invoice.
  await exec(`
    insert into tasks (organization_id, client_id, task_name, service_description, sac_code_id, service_category_id,
      due_date, invoice_amount_paise, workflow_status, created_by, created_at, updated_at)
    select ${orgId}, c.ids[1 + g % array_length(c.ids, 1)], 'Project ' || g, 'GST returns for period ' || g,
      ${sac.id}, ${category.id}, current_date - 30 + (g % 60), 1000000 + (g % 500) * 137, 'closed',
      ${org.users.admin.id}, now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${projects}) g,
      (select array_agg(id order by id) ids from clients where organization_id = ${orgId} and client_code like 'BENCH_%') c`);
  return org;
}

/** The columns the bulk loads below fill in `invoices`, in their SELECTs' order. */
const BULK_INVOICE_COLUMNS = `organization_id, task_id, client_id, office_id, invoice_number, financial_year, invoice_date, due_date,
      supply_type, place_of_supply_code, place_of_supply_name, supplier_name, supplier_address, supplier_gstin,
      supplier_state_code, supplier_state_name, recipient_name, recipient_address, recipient_gstin, task_name,
      service_description, sac_code, sac_description, service_category_name, taxable_paise, cgst_bp, cgst_paise,
      state_tax_name, sgst_bp, sgst_paise, igst_bp, igst_paise, total_paise, paid_paise, credited_paise, document_id,
      created_by, created_at, updated_at`;

/** One stored PDF (a few bytes) that the bulk-loaded invoices of the firm all point at: the latest of its issued documents. */
export async function storeBenchPdf(exec: BenchDatabase['exec'], orgId: number, fileName = 'bench.pdf') {
  await exec(`
    insert into issued_documents (organization_id, file_name, content_type, content)
    values (${orgId}, '${fileName}', 'application/pdf', '\\x255044462d312e340a'::bytea)`);
}

/** The invoices beyond the generated ones, loaded in bulk: one shared stored PDF, amounts and payments varied. */
export async function bulkInvoices({ exec }: BenchDatabase, orgId: number, adminId: number) {
  await storeBenchPdf(exec, orgId);
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      office as (select id from offices where organization_id = ${orgId} limit 1),
      open_tasks as (
        select t.*, row_number() over (order by t.id) n from tasks t
        where t.organization_id = ${orgId} and t.invoice_id is null and t.workflow_status = 'closed')
    insert into invoices (${BULK_INVOICE_COLUMNS})
    select ${orgId}, t.id, t.client_id, office.id, 'BLK/25-26/' || lpad(t.n::text, 6, '0'), 2025,
      (current_date - (t.n % 400)::int), (current_date - (t.n % 400)::int + 5), 'inter_state', '29', 'Karnataka',
      'Kapoor Iyer & Co.', 'Fort, Mumbai', '27AAHFK4108N1Z3', '27', 'Maharashtra', c.client_name, c.street, null, t.task_name,
      t.service_description, '998231', 'Tax consultancy', 'GST Filing', t.invoice_amount_paise, 0, 0, 'SGST', 0, 0, 1800,
      (t.invoice_amount_paise * 18 + 50) / 100, t.invoice_amount_paise + (t.invoice_amount_paise * 18 + 50) / 100,
      case t.n % 3 when 0 then t.invoice_amount_paise + (t.invoice_amount_paise * 18 + 50) / 100 when 1 then 500000 else 0 end,
      0, doc.id, ${adminId}, now() - (t.n || ' minutes')::interval, now()
    from open_tasks t join clients c on c.id = t.client_id, doc, office`);
  await exec(`
    update tasks t set invoice_id = i.id from invoices i
    where i.task_id = t.id and t.organization_id = ${orgId} and t.invoice_id is null`);
}

/**
 * The money reports' ledger (bench:reports): `count` invoices over the firm's bench clients (codes
 * BENCH_n) and ~18 months of invoice dates, each on a closed Project of its own, with the rows the receivables,
 * collections and GSTR-1 reports read. Clients by n % 10: 0-3 registered in Maharashtra (B2B, CGST + SGST),
 * 4-5 registered in Karnataka (B2B, IGST), 6-7 unregistered in Maharashtra (B2CS), 8 unregistered in Gujarat
 * (IGST: a quarter of its invoices above ₹1 lakh = B2CL, the rest B2CS), 9 abroad (export under LUT).
 * Invoices by g % 6: 0-1 paid in full (by hand or online), 2 half paid (one in ten of those reversed after),
 * 3 paid in two thirds, 4 unpaid with a credit note of a tenth, 5 unpaid. Needs the firm's billing office.
 */
export async function bulkFinanceLedger({ exec }: BenchDatabase, orgId: number, adminId: number, count: number) {
  const bench = `organization_id = ${orgId} and client_code ~ '^BENCH_[0-9]+$'`;
  await exec(`
    update clients set
      gst_number = case when substr(client_code, 7)::int % 10 < 4 then '27AABC' || lpad(substr(client_code, 7), 5, '0') || 'Z1Z5'
        when substr(client_code, 7)::int % 10 < 6 then '29AABC' || lpad(substr(client_code, 7), 5, '0') || 'Z1Z5' end,
      state = (array['Maharashtra','Maharashtra','Maharashtra','Maharashtra','Karnataka','Karnataka','Maharashtra',
        'Maharashtra','Gujarat',null])[1 + substr(client_code, 7)::int % 10],
      country = case when substr(client_code, 7)::int % 10 = 9 then 'Germany' else 'India' end,
      street = coalesce(street, substr(client_code, 7) || ' Station Road')
    where ${bench}`);
  await storeBenchPdf(exec, orgId, 'bench-ledger.pdf');
  // Each invoice's Project: the client from g / 7 (not g), so the client's kind and the invoice's payment are independent.
  await exec(`
    insert into tasks (organization_id, client_id, task_name, service_description, sac_code_id, service_category_id,
      invoice_amount_paise, workflow_status, created_by, created_at, updated_at)
    select ${orgId}, c.ids[1 + (g / 7) % array_length(c.ids, 1)], 'Ledger Project ' || g, 'Statutory audit ' || g,
      (select min(id) from sac_codes where organization_id = ${orgId}),
      (select min(id) from service_categories where organization_id = ${orgId}),
      case when g % 4 = 0 then 15000000 else 1000000 + (g % 500) * 137 end, 'closed', ${adminId}, now(), now()
    from generate_series(1, ${count}) g,
      (select array_agg(id order by id) ids from clients where ${bench}) c`);
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      office as (select id from offices where organization_id = ${orgId} order by id limit 1),
      src as (
        select t.*, substring(t.task_name from '[0-9]+$')::int g, c.client_name, c.street, c.gst_number,
          substr(c.client_code, 7)::int % 10 as kind, current_date - (substring(t.task_name from '[0-9]+$')::int % 540) as inv_day
        from tasks t join clients c on c.id = t.client_id
        where t.organization_id = ${orgId} and t.invoice_id is null and t.task_name like 'Ledger Project %'),
      taxed as (
        select s.*, case when kind < 4 or kind in (6, 7) then 'intra_state' when kind = 9 then 'export_lut' else 'inter_state' end supply,
          case when kind < 4 or kind in (6, 7) then (s.invoice_amount_paise * 9 + 50) / 100 else 0 end half_tax,
          case when kind in (4, 5, 8) then (s.invoice_amount_paise * 18 + 50) / 100 else 0 end igst
        from src s)
    insert into invoices (${BULK_INVOICE_COLUMNS})
    select ${orgId}, t.id, t.client_id, office.id, 'LED/' || lpad(t.g::text, 12, '0'),
      extract(year from t.inv_day - interval '3 months')::int, t.inv_day, t.inv_day + 5, t.supply,
      case t.kind when 4 then '29' when 5 then '29' when 8 then '24' when 9 then null else '27' end,
      case t.kind when 4 then 'Karnataka' when 5 then 'Karnataka' when 8 then 'Gujarat' when 9 then null else 'Maharashtra' end,
      'Kapoor Iyer & Co.', 'Fort, Mumbai', '27AAHFK4108N1Z3', '27', 'Maharashtra', t.client_name, t.street, t.gst_number,
      t.task_name, t.service_description, '998231', 'Tax consultancy', 'GST Filing', t.invoice_amount_paise,
      case when t.half_tax > 0 then 900 else 0 end, t.half_tax, 'SGST', case when t.half_tax > 0 then 900 else 0 end, t.half_tax,
      case when t.igst > 0 then 1800 else 0 end, t.igst, t.invoice_amount_paise + 2 * t.half_tax + t.igst, 0, 0, doc.id,
      ${adminId}, t.inv_day + interval '10 hours', now()
    from taxed t, doc, office`);
  await exec(`
    update tasks t set invoice_id = i.id from invoices i
    where i.task_id = t.id and t.organization_id = ${orgId} and t.invoice_id is null`);
  // Payment entries, recorded 3 to 62 days after the invoice (never in the future): by hand, or online with the
  // provider's id; g % 6 = 3 pays a third twice.
  await exec(`
    with inv as (
      select i.id, i.total_paise, i.invoice_date, substring(i.invoice_number from '[0-9]+$')::int g
      from invoices i where i.organization_id = ${orgId} and i.invoice_number like 'LED/%'),
      entries as (
        select id, g, case when g % 6 < 2 then total_paise when g % 6 = 2 then total_paise / 2 else total_paise / 3 end amount,
          least(invoice_date + (3 + g % 60) + interval '5 hours', now() - interval '1 hour') at, 1 k
        from inv where g % 6 < 4
        union all
        select id, g, total_paise / 3, least(invoice_date + (20 + g % 60) + interval '5 hours', now() - interval '1 hour'), 2
        from inv where g % 6 = 3)
    insert into invoice_payments (organization_id, invoice_id, amount_paise, method, reference, recorded_by, provider_payment_id, created_at)
    select ${orgId}, id, amount, case when g % 5 < 2 then 'razorpay' else 'manual' end,
      case when g % 5 < 2 then null else 'NEFT ' || g end, case when g % 5 < 2 then null else ${adminId} end,
      case when g % 5 < 2 then 'pay_bench' || g || '_' || k end, at
    from entries`);
  // One in ten half payments reversed a day later (a bounced cheque).
  await exec(`
    insert into invoice_payments (organization_id, invoice_id, amount_paise, method, note, reverses_id, recorded_by, created_at)
    select ${orgId}, p.invoice_id, -p.amount_paise, 'reversal', 'Cheque bounced', p.id, ${adminId},
      least(p.created_at + interval '1 day', now() - interval '30 minutes')
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where p.organization_id = ${orgId} and i.invoice_number like 'LED/%' and p.method = 'manual'
      and substring(i.invoice_number from '[0-9]+$')::int % 60 = 2`);
  // Credit notes of a tenth of the invoice, dated 7 to 26 days after it (never after today).
  await exec(`
    insert into credit_notes (organization_id, invoice_id, office_id, credit_note_number, financial_year, credit_note_date, reason,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document_id, created_by, created_at, updated_at)
    select ${orgId}, i.id, i.office_id, 'LCN/' || lpad(substring(i.invoice_number from '[0-9]+$'), 12, '0'),
      extract(year from d.note_day - interval '3 months')::int, d.note_day, 'Fee revised',
      i.taxable_paise / 10, i.cgst_paise / 10, i.sgst_paise / 10, i.igst_paise / 10,
      i.taxable_paise / 10 + 2 * (i.cgst_paise / 10) + i.igst_paise / 10, i.document_id, ${adminId}, d.note_day + interval '11 hours', now()
    from invoices i,
      lateral (select least(i.invoice_date + 7 + substring(i.invoice_number from '[0-9]+$')::int % 20, current_date) as note_day) d
    where i.organization_id = ${orgId} and i.invoice_number like 'LED/%' and substring(i.invoice_number from '[0-9]+$')::int % 6 = 4`);
  // The invoices' own sums, as the payment and credit-note services keep them.
  await exec(`
    update invoices i set
      paid_paise = coalesce((select sum(p.amount_paise) from invoice_payments p where p.invoice_id = i.id), 0),
      credited_paise = coalesce((select sum(n.total_paise) from credit_notes n where n.invoice_id = i.id and n.status = 'issued'), 0)
    where i.organization_id = ${orgId} and i.invoice_number like 'LED/%'`);
}
