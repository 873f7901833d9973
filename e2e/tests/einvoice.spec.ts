import fs from 'node:fs';
import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DEMO } from './demo-accounts';
import { uniqueDigits, uniquePhone } from './master-data-helpers';
import { closeProject, createSahyadriProject, generateInvoice } from './project-steps';
import { signInThroughApi } from './support';

// The admin turns e-invoicing on, generates an invoice for a registered client (Sahyadri Foods,
// GSTIN in Maharashtra), and the invoice shows its IRN and acknowledgement from the IRP (the offline
// sandbox of `npm start`), on the Invoices screen and in the PDF's text. An export of services is
// e-invoiced too: an Overseas client's invoice carries its IRN and names the overseas recipient.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';

async function setEinvoicing(page: Page, on: boolean) {
  await page.goto('/dashboard/admin/invoices');
  await page.getByRole('button', { name: 'e-Invoicing' }).click();
  await expect(page.getByText(/exceeded ₹5 crore/)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'e-Invoicing' });
  const toggle = dialog.getByRole('switch', { name: 'Register B2B and export invoices and credit notes with the IRP' });
  if ((await toggle.isChecked()) === on) return void (await dialog.getByRole('button', { name: 'Cancel' }).click());
  await toggle.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('e-Invoicing settings saved')).toBeVisible();
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** On the Invoices screen: the invoice's row and its details' e-Invoice section both say IRN registered; the IRN they show. */
async function openRegistered(page: Page, number: string) {
  await page.goto(`/dashboard/admin/invoices?invoice_number=${encodeURIComponent(number)}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('IRN registered');
  await row.getByRole('button', { name: `View details of ${number}` }).click();
  const section = page.getByRole('region', { name: 'e-Invoice' });
  await expect(section).toContainText('IRN registered');
  const irn = (await section.textContent())!.match(/[0-9a-f]{64}/)![0];
  return { row, section, irn };
}

/** The text of the invoice's issued PDF, downloaded from its row. */
async function downloadedPdfText(page: Page, row: Locator, number: string): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of ${number}` }).click();
  return pdfText(fs.readFileSync((await (await downloaded).path())!));
}

test('an admin turns e-invoicing on and a registered client’s invoice carries its IRN', async ({ page }) => {
  test.slow();
  const name = `E2E e-Invoice ${Date.now()}`;
  await signInThroughApi(page, DEMO.admin);
  await setEinvoicing(page, true);
  fs.mkdirSync(SHOTS, { recursive: true });
  try {
    // A closed Project for Sahyadri Foods.
    await page.goto('/dashboard/admin/tasks');
    await createSahyadriProject(page, name, 'Statutory audit for FY 2025-26');
    await closeProject(page, name);

    // Generated: the server registers it with the IRP before it answers.
    const number = await generateInvoice(page, name);

    // The list marks it registered; its details show the IRN and acknowledgement.
    const { row, section, irn } = await openRegistered(page, number);
    await expect(section).toContainText(/Ack No\.\s*\d{15}/);
    await page.screenshot({ path: `${SHOTS}/einvoice-details.png` });
    await page.keyboard.press('Escape');

    // The issued PDF prints the same IRN and its acknowledgement.
    const text = await downloadedPdfText(page, row, number);
    expect(text.replace(/\s/g, '')).toContain(`IRN${irn}`);
    expect(text).toMatch(/Ack No\. \d{15}/);
    expect(text).toContain('Ack Date');
  } finally {
    // Other specs issue Sahyadri's invoices as before.
    await setEinvoicing(page, false);
  }
});

type Api = { page: Page; token: string; userId: number };

async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/** An Overseas client in the United States and a closed Project of it, made through the calls: not the subject here. */
async function overseasClosedProject(api: Api, clientName: string, taskName: string) {
  const headers = { Authorization: `Bearer ${api.token}` };
  const client = await ok<{ client_id: number }>(
    api.page.request.post('/api/clients/', {
      headers,
      data: {
        client_name: clientName,
        gst_category: 'overseas',
        address: { street: '350 Fifth Avenue, Suite 4200', city: 'New York', country: 'United States' },
        phone: uniquePhone(),
        client_type: 'private_limited',
        contacts: [{ name: 'Dana Whitfield', role: 'Controller', email: `dana.${uniqueDigits(8)}@e2e.example`, phone: uniquePhone() }],
      },
    }),
    201,
  );
  const sac = (
    await ok<{ sac_codes: { sac_code_id: number; is_active: boolean }[] }>(
      api.page.request.get('/api/master/sac-codes?limit=all', { headers }),
    )
  ).sac_codes;
  const categories = (
    await ok<{ service_categories: { service_category_id: number; igst: number; is_active: boolean }[] }>(
      api.page.request.get('/api/master/service-categories?limit=all', { headers }),
    )
  ).service_categories;
  const task = await ok<{ task_id: number }>(
    api.page.request.post('/api/tasks/', {
      headers,
      data: {
        client_id: client.client_id,
        task_name: taskName,
        service_description: 'US GAAP reporting pack for the Indian subsidiary',
        sac_code_id: sac.find((s) => s.is_active)!.sac_code_id,
        service_category_id: categories.find((c) => c.is_active && c.igst === 18)!.service_category_id,
        invoice_amount_paise: 40_000_00,
        type_of_delivery: 'export',
        assignee_id: api.userId,
      },
    }),
    201,
  );
  await ok(api.page.request.put(`/api/tasks/${task.task_id}`, { headers, data: { workflow_status: 'closed' } }));
}

test('with e-invoicing on, an Overseas client’s invoice is registered as an export and its PDF carries the IRN', async ({ page }) => {
  test.slow();
  const run = uniqueDigits(6);
  const clientName = `Hudson Analytics ${run} Inc`;
  const taskName = `E2E Export ${run}`;
  const { access_token: token, user } = await signInThroughApi(page, DEMO.admin);
  await setEinvoicing(page, true);
  try {
    await overseasClosedProject({ page, token, userId: Number(user.id) }, clientName, taskName);

    // Generated from the Projects screen: the server registers the export with the IRP before it answers.
    await page.goto(`/dashboard/admin/tasks?search=${encodeURIComponent(taskName)}`);
    const number = await generateInvoice(page, taskName, {
      preview: (generate) => expect(generate.getByRole('region', { name: 'Configuration' }).getByText('96-Other Countries')).toBeVisible(),
      numbered: /[A-Z]*INV\/\d{2,4}-\d{2}\/\d{4,}/,
    });
    await expect(page.getByRole('dialog', { name: 'Invoice Generated Successfully!' })).not.toContainText('IRN is not registered');

    // The list marks it registered; its details show the IRN.
    const { row, irn } = await openRegistered(page, number);
    await page.screenshot({ path: `${SHOTS}/einvoice-export-details.png` });
    await page.keyboard.press('Escape');

    // The PDF prints the IRN and names the overseas recipient instead of "Unregistered".
    const text = await downloadedPdfText(page, row, number);
    expect(text.replace(/\s/g, '')).toContain(`IRN${irn}`);
    expect(text).toMatch(/Ack No\. \d{15}/);
    expect(text).toContain('Export of services — overseas recipient (United States)');
    expect(text).not.toContain('Unregistered (no GSTIN)');
  } finally {
    await setEinvoicing(page, false);
  }
});
