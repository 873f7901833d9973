import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { shot } from './screen-fit';
import { signInThroughApi } from './support';

// On a laptop the client's My Invoices shows every tab as the table of spec 02 §2.7, whole (the Partial tab
// fell back to cards at 1440 px), and an invoice the firm cancelled stays listed as Cancelled, not payable.

type Api = { page: Page; token: string; userId: number };

async function call(api: Api, method: 'GET' | 'POST' | 'PUT', url: string, data?: object) {
  const res = await api.page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${api.token}` } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The demo client's invoice issued in error, cancelled, and issued again: its number and its replacement's. */
async function cancelledAndReissued(api: Api, run: string) {
  const clients = (await call(api, 'GET', '/api/clients/?search=Sahyadri')).clients as { client_id: number }[];
  const sac = (await call(api, 'GET', '/api/master/sac-codes?limit=all')).sac_codes as { sac_code_id: number; is_active: boolean }[];
  const categories = (await call(api, 'GET', '/api/master/service-categories?limit=all')).service_categories as {
    service_category_id: number;
    is_active: boolean;
  }[];
  const task = await call(api, 'POST', '/api/tasks/', {
    client_id: clients[0]!.client_id,
    task_name: `Stock audit ${run}`,
    service_description: 'Physical verification of stock at the Pune warehouse',
    sac_code_id: sac.find((s) => s.is_active)!.sac_code_id,
    service_category_id: categories.find((c) => c.is_active)!.service_category_id,
    invoice_amount_paise: 12_000_00,
    assignee_id: api.userId,
  });
  const taskId = task.task_id as number;
  await call(api, 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
  const first = await call(api, 'POST', '/api/invoice/generate', { task_id: taskId });
  await call(api, 'POST', `/api/invoices/${first.invoice_id as number}/cancel`, { reason: `Raised at the wrong rate ${run}` });
  const second = await call(api, 'POST', '/api/invoice/generate', { task_id: taskId });
  return { cancelled: first.invoice_number as string, replacement: second.invoice_number as string };
}

/** How far the visible table scrolls sideways inside its box (0: it fits). */
const sideways = (page: Page, name: string) =>
  page.getByRole('table', { name }).evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);

test('the client sees every tab as a whole table at 1280 and 1440 px, and a cancelled invoice marked Cancelled', async ({ page }) => {
  test.slow();
  const run = String(Date.now()).slice(-6);
  const { access_token: token, user } = await signInThroughApi(page, DEMO.admin);
  const { cancelled, replacement } = await cancelledAndReissued({ page, token, userId: Number(user.id) }, run);

  await signInThroughApi(page, DEMO.client, 'client');
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/client/invoices');
    for (const [tab, name] of [
      [/^Unpaid \(\d+\)$/, 'Unpaid invoices'],
      [/^Partial \(\d+\)$/, 'Partial invoices'],
      [/^Paid \(\d+\)$/, 'Paid invoices'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('list', { name })).toHaveCount(0);
      await expect(page.getByRole('table', { name }).getByRole('columnheader', { name: 'Client Name' })).toBeVisible();
      expect(await sideways(page, name), `${name} at ${width} px`).toBeLessThanOrEqual(0);
      await shot(page, `client-invoices-${name.split(' ')[0]!.toLowerCase()}-${width}`);
    }
  }

  // The replacement is due; the cancelled one is listed apart, with why and what replaced it, without Pay.
  await expect(page.getByRole('button', { name: `Pay invoice ${cancelled}` })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Unpaid \(\d+\)$/ }).click();
  await expect(page.getByRole('button', { name: `Pay invoice ${replacement}` })).toBeVisible();
  await page.getByRole('tab', { name: /^Cancelled \(\d+\)$/ }).click();
  const row = page.getByRole('table', { name: 'Cancelled invoices' }).getByRole('row').filter({ hasText: cancelled });
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(`Reason: Raised at the wrong rate ${run}`);
  await expect(row).toContainText(`Replaced by ${replacement}`);
  await expect(row.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Download invoice ${cancelled}` })).toBeVisible();
  await shot(page, 'client-invoices-cancelled-1440');
});
