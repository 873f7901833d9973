import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gstr1SchemaErrors } from '../../shared/src/domain/gstr1/validate.test-support';
import { DEMO } from './demo-accounts';
import { choose, contactRow, dialogTitled, expectToast, uniqueDigits, uniquePhone } from './master-data-helpers';
import { signInThroughApi } from './support';

// GST categories end to end: an Unregistered individual and an Overseas client are added on the Clients screen, each
// is invoiced from the Bengaluru branch (Karnataka's GSTIN and KA series), and the branch GSTIN's GSTR-1 for
// the month downloads as the portal's JSON (valid against the schema in the repo) and as the Excel template.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const BRANCH = /^Bengaluru Branch, Karnataka \(GSTIN (29[0-9A-Z]{13})\)$/;

type Api = { page: Page; token: string; userId: number };
const get = async ({ page, token }: Api, url: string) => {
  const res = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: Record<string, unknown> };
};

async function addClient(page: Page, name: string, category: 'Unregistered' | 'Overseas') {
  await page.goto('/dashboard/admin/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = dialogTitled(page, 'Add Client');
  await add.getByLabel('Company Name').fill(name);
  await add.getByLabel('Company Phone').fill(uniquePhone());
  await choose(add, page, /^GST Category/, category);
  await expect(add.getByLabel('GST Number')).toHaveCount(0);
  if (category === 'Unregistered') {
    await expect(add.getByText(/No GST number \(an individual/)).toBeVisible();
    await add.getByLabel('Company Address').fill('22 Residency Road');
    await add.getByLabel('City').fill('Bengaluru');
    await choose(add, page, /^State/, /^Karnataka \(29\)$/);
    await add.getByLabel('PIN Code').fill('560025');
  } else {
    await expect(add.getByText(/A client outside India/)).toBeVisible();
    await add.getByLabel('Company Address').fill('350 Fifth Avenue, New York, NY 10118');
    await add.getByLabel('City').fill('New York');
    await choose(add, page, /^Country/, /^United States$/);
    // A foreign address takes its own postcode and region, not India's 6-digit PIN code.
    await expect(add.getByLabel('PIN Code')).toHaveCount(0);
    await add.getByLabel('State / Region').fill('New York');
    await add.getByLabel('Postcode').fill('10118');
  }
  const contact = contactRow(add, 1);
  await contact.getByLabel('Name').fill('Priya Menon');
  await contact.getByLabel('Email').fill(`priya.${uniqueDigits(8)}@e2e.example`);
  await contact.getByLabel('Phone').fill(uniquePhone());
  await screenshot(page, `gst-add-client-${category.toLowerCase()}`);
  await add.getByRole('button', { name: 'Create Client' }).click();
  await expectToast(page, 'Success', 'Client created successfully');
}

/** A closed Project of the client, made through the calls: its making is not the subject here. */
async function closedProject(api: Api, clientName: string, taskName: string) {
  const clients = (await get(api, `/api/clients/?search=${encodeURIComponent(clientName)}`)).data.clients as { client_id: number }[];
  const sac = (await get(api, '/api/master/sac-codes?limit=all')).data.sac_codes as { sac_code_id: number; is_active: boolean }[];
  const categories = (await get(api, '/api/master/service-categories?limit=all')).data.service_categories as {
    service_category_id: number;
    igst: number;
    is_active: boolean;
  }[];
  const headers = { Authorization: `Bearer ${api.token}` };
  const created = await api.page.request.post('/api/tasks/', {
    headers,
    data: {
      client_id: clients[0]!.client_id,
      task_name: taskName,
      service_description: 'Advisory on Indian tax for FY 2026-27',
      sac_code_id: sac.find((s) => s.is_active)!.sac_code_id,
      service_category_id: categories.find((c) => c.is_active && c.igst === 18)!.service_category_id,
      invoice_amount_paise: 25_000_00,
      assignee_id: api.userId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { task_id: number } }).data.task_id;
  const closed = await api.page.request.put(`/api/tasks/${id}`, { headers, data: { workflow_status: 'closed' } });
  expect(closed.status(), await closed.text()).toBe(200);
}

async function invoiceFromBranch(page: Page, taskName: string, supply: RegExp) {
  await page.goto(`/dashboard/admin/tasks?search=${encodeURIComponent(taskName)}`);
  await page.getByRole('row').filter({ hasText: taskName }).getByRole('button', { name: 'Generate Invoice' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Invoice' });
  await expect(generate.getByText('₹25,000.00').first()).toBeVisible();
  await generate.getByRole('combobox', { name: 'Billing Office' }).click();
  const branch = page.getByRole('option', { name: BRANCH });
  const gstin = BRANCH.exec((await branch.textContent())!)![1]!;
  await branch.click();
  const preview = generate.getByRole('region', { name: 'Configuration' });
  await expect(preview.getByText(`(GSTIN ${gstin})`)).toBeVisible();
  await expect(preview.getByText(supply)).toBeVisible();
  await screenshot(page, `gst-generate-${taskName.split(' ')[1]!.toLowerCase()}`);
  await generate.getByRole('button', { name: 'Generate Invoice' }).click();
  const done = page.getByRole('dialog', { name: 'Invoice Generated Successfully!' });
  const number = (await done.textContent())!.match(/KAINV\/[0-9-]+\/\d{4,}/)![0];
  await done.getByRole('button', { name: 'Close' }).last().click();
  return { gstin, number };
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Past a dialog's entering fade.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('an Unregistered and an Overseas client are invoiced from the branch, and its GSTR-1 JSON validates', async ({ page }) => {
  test.slow();
  const run = uniqueDigits(6);
  const individual = `Meera Iyer ${run}`;
  const overseas = `Hudson Analytics ${run} Inc`;
  const { access_token: token, user } = await signInThroughApi(page, DEMO.admin);
  const api = { page, token, userId: Number(user.id) };

  await addClient(page, individual, 'Unregistered');
  await addClient(page, overseas, 'Overseas');
  await closedProject(api, individual, `GST1 Individual ${run}`);
  await closedProject(api, overseas, `GST1 Overseas ${run}`);

  // The individual lives in Karnataka, like the branch: CGST + SGST; the US client's is an export of services.
  const local = await invoiceFromBranch(page, `GST1 Individual ${run}`, /^Intra-state: CGST \+ SGST$/);
  const abroad = await invoiceFromBranch(page, `GST1 Overseas ${run}`, /^(Export under LUT: zero-rated|Inter-state: IGST)$/);
  expect(abroad.gstin).toBe(local.gstin);

  // The branch GSTIN's return for this month: the two invoices in B2CS and Exports, both numbers in Table 13.
  await page.goto(`/dashboard/admin/reports?tab=gstr1&gstin=${local.gstin}`);
  const period = page.getByRole('combobox', { name: /Return Period|Quarter ending/ });
  await period.click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const docs = page.getByRole('table', { name: 'GSTR-1 documents issued' });
  await expect(docs).toContainText('Invoices for outward supply');
  const tables = page.getByRole('table', { name: 'GSTR-1 tables' });
  for (const table of ['6A - Exports Invoices', '7 - B2C (Others)']) {
    const records = tables.getByRole('row').filter({ hasText: table }).getByRole('cell').nth(1);
    await expect(records).toHaveText(/^[1-9]\d*$/);
  }
  await screenshot(page, 'gst-gstr1-return');

  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toMatch(new RegExp(`^GSTR1_${local.gstin}_\\d{6}\\.json$`));
  const file = JSON.parse(fs.readFileSync((await jsonFile.path())!, 'utf8')) as {
    gstin: string;
    b2cs?: { pos: string; txval: number }[];
    exp?: { inv: { inum: string; val: number }[] }[];
    b2b?: { inv: { inum: string }[] }[];
    doc_issue: { doc_det: { docs: { from: string; to: string }[] }[] };
  };
  expect(gstr1SchemaErrors(file)).toEqual([]);
  expect(file.gstin).toBe(local.gstin);
  expect(file.b2cs?.some((row) => row.pos === '29')).toBe(true);
  expect(file.exp?.flatMap((e) => e.inv.map((i) => i.inum))).toContain(abroad.number);
  const numbers = file.doc_issue.doc_det.flatMap((d) => d.docs.flatMap((r) => [r.from, r.to]));
  expect(numbers.some((n) => n <= local.number) && numbers.some((n) => n >= abroad.number)).toBe(true);

  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toMatch(new RegExp(`^GSTR1_${local.gstin}_\\d{6}\\.xlsx$`));
  expect(
    fs
      .readFileSync((await xlsxFile.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});

test('the GST screens at 1440 and 375 px', async ({ page }) => {
  test.slow();
  await signInThroughApi(page, DEMO.admin);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/dashboard/admin/offices');
    // The table (1440 px) or an office's card (375 px); both show at once when the page renders whole.
    await expect(page.getByRole('table', { name: 'Offices' }).or(page.getByText('Bengaluru Branch')).first()).toBeVisible();
    await expect(page.getByText('Bengaluru Branch').first()).toBeVisible();
    await screenshot(page, `gst-offices-${width}`);
    await page.getByRole('button', { name: 'Edit Bengaluru Branch' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Office' })).toBeVisible();
    await screenshot(page, `gst-office-dialog-${width}`);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/admin/service-categories');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('GST Treatment');
    await screenshot(page, `gst-service-category-${width}`);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/admin/reports?tab=gstr1');
    // A table at 1440 px, a card per row at 375 px.
    await expect(page.getByText('7 - B2C (Others)')).toBeVisible();
    await screenshot(page, `gst-gstr1-${width}`);
    await page.getByRole('main').screenshot({ path: `${SHOTS}/gst-gstr1-full-${width}.png` });

    await page.goto('/dashboard/admin/invoices');
    await page
      .getByRole('button', { name: /^View details of / })
      .first()
      .click();
    const details = page.getByRole('dialog').filter({ hasText: 'Basic Information' });
    await expect(details).toBeVisible();
    const cancel = details.getByRole('button', { name: 'Cancel Invoice' });
    if (await cancel.count()) {
      await cancel.click();
      await expect(page.getByRole('dialog', { name: /^Cancel Invoice / })).toBeVisible();
      await screenshot(page, `gst-cancel-invoice-${width}`);
    }
  }
});
