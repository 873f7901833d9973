import { expect, test, type Locator } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi } from './support';

// What looks broken although it works.

async function heights(items: Locator): Promise<number[]> {
  return items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
}

test('the home page’s service cards keep one height, and their summaries one line, when a title wraps', async ({ page }) => {
  for (const width of [1440, 1024, 760]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const cards = page.locator('.service-card');
    await expect(cards).toHaveCount(4);
    expect(new Set(await heights(cards)).size, `card heights at ${width}px`).toBe(1);
    const summaryTops = await cards
      .locator('p')
      .evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().top - node.parentElement!.getBoundingClientRect().top)),
      );
    expect(new Set(summaryTops).size, `summary offsets at ${width}px`).toBe(1);
  }
});

test.describe('admin screens', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
  });

  test('the client-type tiles keep one height when a label wraps', async ({ page }) => {
    for (const width of [1440, 1024, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/admin/clients');
      const tiles = page.getByTestId('client-type-tile');
      if (width === 375) await page.getByRole('button', { name: 'Show' }).click();
      await expect(tiles.first()).toBeVisible();
      expect(new Set(await heights(tiles)).size, `tile heights at ${width}px`).toBe(1);
    }
  });

  test('the Clients table gives the company name the room and never scrolls sideways on a laptop', async ({ page }) => {
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/admin/clients');
      const table = page.getByRole('table', { name: 'Clients' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const overflow = await table.evaluate((node) => node.parentElement!.scrollWidth - node.parentElement!.clientWidth);
      expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      // The column a row is known by is the widest one; the e-mail gives up room (cut, whole in a tooltip).
      const widths = await table
        .locator('thead th')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => getComputedStyle(cell).display !== 'none')
            .map((cell) => [cell.textContent ?? '', Math.round(cell.getBoundingClientRect().width)] as const),
        );
      const name = widths.find(([label]) => label.startsWith('Company Name'))![1];
      for (const [label, cellWidth] of widths) {
        if (!label.startsWith('Company Name')) expect(cellWidth, `${label} against Company Name at ${width}px`).toBeLessThan(name);
      }
    }
  });

  test('Add Client’s contact inputs are as tall as the company fields', async ({ page }) => {
    await page.goto('/dashboard/admin/clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    const box = async (field: Locator) =>
      (await field.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]').boundingBox())!.height;
    const company = await box(dialog.getByLabel('Company Name'));
    const contact = dialog.getByRole('group', { name: 'Contact 1' });
    for (const label of ['Name', 'Role', 'Email', 'Phone']) {
      expect(await box(contact.getByLabel(label, { exact: true })), label).toBe(company);
    }
  });

  test('the Users filters sit where the other lists put theirs', async ({ page }) => {
    const gapAbove = async (path: string) => {
      await page.goto(path);
      const search = page.getByRole('main').getByRole('searchbox');
      const table = page.getByRole('main').getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const [s, t] = [(await search.boundingBox())!, (await table.boundingBox())!];
      return { gap: Math.round(t.y - (s.y + s.height)), left: Math.round(s.x - t.x) };
    };
    const reference = await gapAbove('/dashboard/admin/sha-codes');
    expect(await gapAbove('/dashboard/admin/service-categories')).toEqual(reference);
    expect(await gapAbove('/dashboard/admin/users')).toEqual(reference);
  });
});
