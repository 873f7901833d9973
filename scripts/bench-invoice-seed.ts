import type { BenchDatabase } from './bench-db';
import { seedOrganization } from '../server/src/test/fixtures';
import { insertSacCode } from '../server/src/modules/sac-codes/sac-codes.repo';
import { insertServiceCategory } from '../server/src/modules/service-categories/service-categories.repo';
import { seedBillingOffice } from '../server/src/modules/invoices/invoices.test-support';

// What bench:invoices and bench:payments load: a firm that invoices, its clients and closed Projects,
// and invoices in bulk (INSERT ... SELECT) beyond those issued through the API.

/**
 * A firm with a billing office in Maharashtra, `clients` clients (half in its state, half in Karnataka)
 * with one contact each, and `projects` closed Projects ready to invoice.
 */
export async function seedInvoicingFirm({ database, exec }: BenchDatabase, projects: number, clients: number) {
  const { db } = database;
  const org = await seedOrganization(db, { name: 'Kapoor Iyer & Co.', emailDomain: 'bench.kapooriyer.in' });
  const orgId = org.organization.id;
  const now = new Date();
  await seedBillingOffice(db, orgId);
  const category = await insertServiceCategory(
    db,
    orgId,
    { name: 'GST Filing', description: 'Monthly returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
    now,
  );
  const sac = await insertSacCode(db, orgId, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
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

/** The invoices beyond the generated ones, loaded in bulk: one shared stored PDF, amounts and payments varied. */
export async function bulkInvoices({ exec }: BenchDatabase, orgId: number, adminId: number) {
  await exec(`
    insert into issued_documents (organization_id, file_name, content_type, content)
    values (${orgId}, 'bench.pdf', 'application/pdf', '\\x255044462d312e340a'::bytea)`);
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      office as (select id from offices where organization_id = ${orgId} limit 1),
      open_tasks as (
        select t.*, row_number() over (order by t.id) n from tasks t
        where t.organization_id = ${orgId} and t.invoice_id is null and t.workflow_status = 'closed')
    insert into invoices (organization_id, task_id, client_id, office_id, invoice_number, financial_year, invoice_date, due_date,
      supply_type, place_of_supply_code, place_of_supply_name, supplier_name, supplier_address, supplier_gstin,
      supplier_state_code, supplier_state_name, recipient_name, recipient_address, recipient_gstin, task_name,
      service_description, sac_code, sac_description, service_category_name, taxable_paise, cgst_bp, cgst_paise,
      state_tax_name, sgst_bp, sgst_paise, igst_bp, igst_paise, total_paise, paid_paise, credited_paise, document_id,
      created_by, created_at, updated_at)
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
