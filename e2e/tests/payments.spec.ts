import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { DEMO } from './demo-accounts';
import { signInThroughApi, signInThroughUi } from './support';

// The demo client's contact pays an invoice online through the sandbox checkout (no Razorpay
// keys). A dismissed checkout changes nothing; a paid one moves the invoice to Paid with its receipt,
// and the admin's Invoices page shows it paid.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('a client contact pays an unpaid invoice through the sandbox checkout and gets a receipt', async ({ page, browser }) => {
  test.slow();
  await signInThroughUi(page, DEMO.client, 'Client Login');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'My Invoices' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My Invoices');
  await expect(page.getByRole('tab', { name: /^Unpaid/ })).toHaveAttribute('aria-selected', 'true');
  const pay = page.getByRole('button', { name: /^Pay invoice / }).first();
  const label = (await pay.getAttribute('aria-label'))!;
  const number = label.replace('Pay invoice ', '');
  const row = page.getByRole('row').filter({ hasText: number });
  await shot(page, 'client-invoices-unpaid');

  // Dismissed: 'Payment Cancelled', and the invoice is still unpaid.
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toContainText(`Payment for Invoice ${number}`);
  await shot(page, 'client-sandbox-checkout');
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment Cancelled')).toBeVisible();
  await expect(row).toBeVisible();

  // Paid: 'Payment Successful', and the invoice moves to Paid with its receipt.
  await row.getByRole('button', { name: label }).click();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Paid/ }).click();
  const paidRow = page.getByRole('row').filter({ hasText: number });
  await expect(paidRow).toContainText('Paid');
  const receipt = paidRow.getByRole('button', { name: /^Download receipt RCT\// });
  await expect(receipt).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await receipt.click();
  const file = fs.readFileSync((await (await downloaded).path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'client-invoices-paid');

  // The admin sees it paid, with the online payment in its history.
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInThroughApi(admin, DEMO.admin);
  await admin.goto(`/dashboard/admin/invoices?tab=history&invoice_number=${encodeURIComponent(number)}`);
  const adminRow = admin.getByRole('row').filter({ hasText: number });
  await expect(adminRow).toContainText('Paid');
  await adminRow.getByRole('button', { name: `View details of ${number}` }).click();
  await expect(admin.getByRole('table', { name: 'Payment history' })).toContainText(/sandbox|Online/i);
  await shot(admin, 'admin-invoice-paid-online');
});
