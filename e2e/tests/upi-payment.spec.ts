import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO } from './demo-accounts';
import { signInThroughApi } from './support';

// On a phone, the demo client's contact opens an unpaid invoice's UPI payment and sees the QR
// code of what is due and the amount; the code, read from the screenshot as a camera would, is the same
// upi://pay link the "Pay by UPI app" button opens.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a client sees the UPI QR code and the amount of an unpaid invoice on a 375 px screen', async ({ page }) => {
  test.slow();
  await signInThroughApi(page, DEMO.client);
  await page.goto('/dashboard/client/invoices');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My Invoices');
  // Other suites pay the demo client's invoices in the same run: take the first tab that still has money due.
  const anyUpi = page.getByRole('button', { name: /^UPI code for invoice .+$/ });
  await expect(anyUpi.or(page.getByText('No unpaid invoices found')).first()).toBeVisible();
  if (!(await anyUpi.count())) await page.getByRole('tab', { name: /^Partial \(\d+\)$/ }).click();
  const upi = anyUpi.first();
  const number = (await upi.getAttribute('aria-label'))!.replace(/^UPI code for invoice (.+)$/, '$1');
  await upi.click();

  const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
  const code = dialog.getByRole('img', {
    name: new RegExp(`^UPI QR code to pay ₹[\\d,]+\\.\\d{2} for invoice ${number.replace(/\//g, '\\/')}$`),
  });
  await expect(code).toBeVisible();
  const amount = (await code.getAttribute('aria-label'))!.match(/₹[\d,]+\.\d{2}/)![0];
  await expect(dialog.getByText(amount, { exact: true })).toBeVisible();

  const link = await dialog.getByRole('link', { name: 'Pay by UPI app' }).getAttribute('href');
  expect(link).toMatch(/^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=[^&]+&am=\d+\.\d{2}&cu=INR&tn=Invoice%20/);
  expect(
    `₹${Number(new URL(link!.replace('upi://', 'https://')).searchParams.get('am')).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  ).toBe(amount);

  const png = PNG.sync.read(await code.screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/client-upi-375.png` });
});
