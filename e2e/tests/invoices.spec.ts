import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { choose, closeProject, createSahyadriProject, generateInvoice } from './project-steps';
import { signInThroughApi } from './support';

// A closed Project becomes a tax invoice; the admin opens its PDF, records part payment, adds a
// credit note, and the Invoices and Credit Notes pages agree on what is due. Sahyadri Foods is in the
// firm's state (Maharashtra): ₹10,000 at 18 % is CGST ₹900 + SGST ₹900, ₹11,800 in all.

const CLIENT = 'Sahyadri Foods Private Limited';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a closed Project is invoiced, part paid and credited, and every page shows the same amount due', async ({ page }) => {
  test.slow();
  const name = `E2E Invoice ${Date.now()}`;
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/tasks');

  // The admin creates the Project at the default ₹10,000 and closes it.
  await createSahyadriProject(page, name, 'Tax audit under section 44AB for FY 2025-26');
  await closeProject(page, name);

  // Generate Invoice: the server's preview, then the number it issued.
  const number = await generateInvoice(page, name, { preview: (generate) => expect(generate).toContainText('₹11,800.00') });
  await screenshot(page, 'invoices-generated');

  // The Invoices page lists it under Current, unpaid, ₹11,800 due.
  await page.goto(`/dashboard/admin/invoices?invoice_number=${encodeURIComponent(number)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Invoices');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(CLIENT);
  await expect(row).toContainText('₹11,800.00');
  await expect(row).toContainText('Unpaid');

  // Its PDF, the issued document.
  const downloaded = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of ${number}` }).click();
  const pdf = fs.readFileSync((await (await downloaded).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // ₹1,000 received outside the portal: Partial Paid, recorded as a payment entry.
  await row.getByRole('button', { name: `View details of ${number}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Status Management' });
  await expect(dialog.getByRole('button', { name: 'Save Status' })).toHaveCount(0);
  await choose(page, dialog.getByRole('combobox', { name: 'Payment Status' }), 'Partial Paid');
  await dialog.getByLabel('Amount Received (₹)').fill('1000');
  await dialog.getByLabel('Reference (optional)').fill('NEFT UTR HDFC0042');
  await dialog.getByRole('button', { name: 'Save Status' }).click();
  await expect(page.getByText('Status Updated: Invoice status successfully changed to Partial Paid')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Payment history' })).toContainText('₹1,000.00');
  await screenshot(page, 'invoices-status-partial');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('₹10,800.00');

  // A credit note of ₹500 taxable (₹590 with tax) against it.
  await page.goto('/dashboard/admin/credit-notes');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Credit Notes');
  await page.getByRole('button', { name: 'Add Credit Note' }).click();
  const add = page.getByRole('dialog', { name: 'Add Credit Note' });
  await add.getByRole('combobox').first().fill(number);
  await page.getByRole('option', { name: new RegExp(number.replace(/\//g, '\\/')) }).click();
  await add.getByLabel('Credit Note Amount (₹)').fill('500');
  await expect(
    add.getByRole('region', { name: 'Credit note breakdown' }).or(add.locator('[aria-label="Credit note breakdown"]')),
  ).toContainText('₹590.00');
  await screenshot(page, 'credit-notes-add');
  await add.getByRole('button', { name: 'Add Credit Note' }).click();
  const created = page.getByText(/Credit note CN\/\d{4}-\d{2}\/\d{4,} created successfully/);
  await expect(created).toBeVisible();
  const noteNumber = (await created.textContent())!.match(/CN\/\d{4}-\d{2}\/\d{4,}/)![0];
  const noteRow = page.getByRole('row').filter({ hasText: number });
  await expect(noteRow).toContainText('₹11,800.00');
  await expect(noteRow).toContainText('₹590.00');
  await screenshot(page, 'credit-notes-list');

  // Both pages now say ₹10,210 is due: 11,800 − 1,000 received − 590 credited.
  await page.goto(`/dashboard/admin/invoices?invoice_number=${encodeURIComponent(number)}`);
  await expect(row).toContainText('₹590.00');
  await expect(row).toContainText('₹10,210.00');
  await expect(row).toContainText('Partial Paid');
  await screenshot(page, 'invoices-list');

  // The credit note was issued in error; cancelled, its ₹590 is due again: ₹10,800.
  await page.goto(`/dashboard/admin/credit-notes?search=${encodeURIComponent(noteNumber)}`);
  await page.getByRole('button', { name: `Cancel credit note ${noteNumber}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel Credit Note ${noteNumber}` });
  await cancel.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Issued in error');
  await cancel.getByRole('button', { name: 'Cancel Credit Note' }).click();
  await expect(page.getByText(`Credit note ${noteNumber} cancelled`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: noteNumber })).toContainText('Cancelled');
  await page.goto(`/dashboard/admin/invoices?invoice_number=${encodeURIComponent(number)}`);
  await expect(row).toContainText('₹10,800.00');
});
