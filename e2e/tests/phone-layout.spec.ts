import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { brokenFigures, clippedColumns, pageOverflow, shot, WIDTHS } from './screen-fit';
import { signInThroughApi, type Role } from './support';

// What a client on a phone or a laptop trips over. A client at 375 px reaches Pay without scrolling
// sideways; no money figure wraps inside itself and no column is cut, at 375, 768, 1280 and 1440 px.

// Each tab named: a list path without a query shows the view the tab last had (remembered per tab).
const SCREENS: Record<Role, string[]> = {
  client: ['', 'invoices?tab=unpaid', 'invoices?tab=partially_paid', 'invoices?tab=paid', 'tasks'],
  admin: [
    '',
    'clients',
    'users',
    'sha-codes',
    'service-categories',
    'tasks',
    'invoices',
    'invoices?tab=history',
    'credit-notes',
    'messages',
    'reports',
    'reports?tab=receivables',
    'reports?tab=collections',
    'reports?tab=gst',
    'enquiries',
  ],
  supervisor: ['', 'tasks', 'reports'],
  employee: ['', 'tasks', 'reports'],
  superadmin: ['', 'users'],
};

/** The screen has drawn its content: no spinner, skeleton or loading words left. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('table-skeleton-row')).toHaveCount(0);
  // A spinner, not a bar that shows a share (My Projects' completion).
  await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('the client portal on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.client, 'client');
  });

  // The demo client's part-paid invoice: the payments suite pays the one unpaid invoice, this one stays payable.
  const PARTIAL = '/dashboard/client/invoices?tab=partially_paid';
  const cardsOf = (page: Page) => page.getByRole('list', { name: 'Partial invoices' }).getByRole('listitem');

  /** The button is on screen once scrolled to (down, never sideways), inside the screen's width. */
  async function reachable(button: Locator, width: number) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  }

  for (const width of [375, 768]) {
    test(`My Invoices at ${width} px: cards with what is due, and Pay in reach without scrolling sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(PARTIAL);
      const card = cardsOf(page).first();
      await expect(card).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(card).toContainText(/INV\/\d{4}-\d{2}\/\d{4}/);
      for (const label of ['Project Name', 'Outstanding', 'Status', 'Due Date']) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
      await reachable(card.getByRole('button', { name: /^Pay invoice / }), width);
      await reachable(card.getByRole('button', { name: /^Download invoice / }), width);
      expect(await pageOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await shot(page, `client-invoices-${width}`);
    });
  }

  test('Pay works from a card at 375 px: the sandbox checkout opens for the invoice and fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(PARTIAL);
    const pay = cardsOf(page)
      .first()
      .getByRole('button', { name: /^Pay invoice / });
    const number = (await pay.getAttribute('aria-label'))!.replace('Pay invoice ', '');
    await pay.click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await expect(checkout).toContainText(`Payment for Invoice ${number}`);
    await reachable(checkout.getByRole('button', { name: /^Pay ₹/ }), 375);
    await reachable(checkout.getByRole('button', { name: 'Cancel' }), 375);
    await shot(page, 'client-checkout-375');
    // Cancelled, not paid: the invoice stays for the payments suite and for the next run of this one.
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Payment Cancelled')).toBeVisible();
    await expect(cardsOf(page).filter({ hasText: number })).toHaveCount(1);
  });
});

// One test per role and width: the admin's 16 screens at four widths in one test outgrew its time on a slow machine.
for (const role of Object.keys(SCREENS) as Role[]) {
  for (const width of WIDTHS) {
    test(`${role}: no money figure wraps and no column is cut at ${width} px`, async ({ page }) => {
      test.slow();
      await signInThroughApi(page, DEMO[role], role === 'client' ? 'client' : 'staff');
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const path of SCREENS[role]) {
        await page.goto(`/dashboard/${role}/${path}`);
        await settled(page);
        const where = `${width} px /${path}`;
        for (const figure of await brokenFigures(page)) problems.push(`${where}: ${figure}`);
        const overflow = await pageOverflow(page);
        if (overflow > 0) problems.push(`${where}: the page scrolls sideways by ${overflow} px`);
        if (width >= 1280) for (const column of await clippedColumns(page)) problems.push(`${where}: ${column}`);
        if (width === 1440 || width === 375) await shot(page, `fit-${role}-${path.replace(/\W+/g, '-') || 'home'}-${width}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
