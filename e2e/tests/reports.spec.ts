import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi } from './support';

// A supervisor filters the live Projects report and downloads it as XLSX and as CSV; both files
// hold exactly the rows the screen shows. Deccan Ridge Advisors LLP has two demo Projects (LLP forms and a
// billed one) and no other test makes Projects for it, so the filtered view is stable while tests run.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const CLIENT = 'Deccan Ridge Advisors LLP';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('region', { name: 'Report filters' }).getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function exportAs(page: Page, format: 'XLSX' | 'CSV'): Promise<Download> {
  await page.getByRole('combobox', { name: 'Export Format' }).click();
  await page.getByRole('listbox').getByRole('option', { name: format }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Export Started` })
      .filter({ hasText: `as ${format}` }),
  ).toBeVisible();
  return download;
}

/** CSV as RFC 4180 writes it: quoted fields, doubled quotes, commas and line breaks inside quotes. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endField();
    } else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c !== ''));
}

test('a supervisor filters the report and downloads XLSX and CSV holding the rows on screen', async ({ page }) => {
  test.slow();
  await signInThroughApi(page, DEMO.supervisor);
  await page.goto('/dashboard/supervisor/reports');
  await expect(page.getByRole('heading', { name: 'Reports & Analytics' })).toBeVisible();
  await choose(page, 'Client', CLIENT);
  await expect(page).toHaveURL(/client_id=/);

  const table = page.getByRole('table', { name: 'Project Reports' });
  const body = table.locator('tbody tr');
  // The filter has applied once every row on screen is the chosen client's (the demo gives it several Projects).
  await expect(body.first()).toBeVisible();
  await expect(body.filter({ hasNotText: CLIENT })).toHaveCount(0);
  const onScreen = (await body.locator('td:first-child').allInnerTexts()).map((t) => t.trim()).sort();
  await expect(table).toContainText(CLIENT);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/reports-supervisor.png`, fullPage: true });

  const xlsx = await exportAs(page, 'XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/^projects-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header[0]).toBe('Project Name');
  const xlsxNames: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) xlsxNames.push(String((r.values as unknown[])[1]));
  });
  expect(xlsxNames.sort()).toEqual(onScreen);

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toMatch(/^projects-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvRows(fs.readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual(header);
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(onScreen);
  expect(rows.slice(1).every((r) => r[1] === CLIENT)).toBe(true);
});

/** The rupees a card shows, as paise (digits only: '₹1,23,456.78' → 12345678). */
const paiseIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the admin’s receivables total equals the amount due on the Invoices page', async ({ page }) => {
  test.slow();
  await signInThroughApi(page, DEMO.admin);
  const amountDue = async () => {
    await page.goto('/dashboard/admin/invoices');
    const card = page.getByRole('list', { name: 'Invoice totals' }).getByRole('listitem').filter({ hasText: 'Amount Due' });
    await expect(card).toContainText('₹');
    return paiseIn((await card.locator('p').last().innerText()).trim());
  };
  // Other tests issue and pay invoices meanwhile: the three readings must agree once nothing moved between them.
  await expect(async () => {
    const before = await amountDue();
    await page.goto('/dashboard/admin/reports?tab=receivables');
    const total = page.getByRole('region', { name: 'Total Due' });
    await expect(total).toContainText('₹');
    const receivables = paiseIn(await total.locator('p').nth(1).innerText());
    const after = await amountDue();
    expect(before).toBe(after);
    expect(receivables).toBe(before);
    expect(receivables).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000 });
  await page.goto('/dashboard/admin/reports?tab=receivables');
  await expect(page.getByRole('table', { name: 'Receivables' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reports-receivables.png`, fullPage: true });
  await page.getByRole('tab', { name: 'GST Summary' }).click();
  await expect(page).toHaveURL(/tab=gst/);
  await page.screenshot({ path: `${SHOTS}/reports-gst.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Collections' }).click();
  await page.screenshot({ path: `${SHOTS}/reports-collections.png`, fullPage: true });
});
