import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi, signInThroughUi } from './support';

// Paths and sessions as a person meets them, across tabs.

const mainHeading = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('an unknown path inside a role area shows the 404 page within the portal layout', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/no-such-page');
  await expect(mainHeading(page)).toHaveText('Oops! Page not found');
  await expect(page).toHaveURL(/\/dashboard\/admin\/no-such-page$/);
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await page.getByRole('main').getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(mainHeading(page)).toHaveText('Welcome to Admin Dashboard');
});

test('signing out in one tab signs every open tab out at once', async ({ page, context }) => {
  await signInThroughApi(page, DEMO.supervisor);
  await page.goto('/dashboard/supervisor');
  const other = await context.newPage();
  await other.goto('/dashboard/supervisor/profile');
  await expect(mainHeading(other)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  // No reload: the other tab heard of it and left the portal.
  await expect(other).toHaveURL(/\/auth\/signin$/);
  await expect(other.getByText('You signed out of the portal in another tab.').first()).toBeVisible();
});

test('a session that ends reaches every tab, says so, and signing in again returns each tab to its page', async ({ page, context }) => {
  await signInThroughApi(page, DEMO.admin);
  const other = await context.newPage();
  await other.goto('/dashboard/admin/sha-codes');
  await expect(mainHeading(other)).toHaveText('SAC Codes');
  // The refresh cookie is gone and the access token no longer verifies: the next call's refresh is refused.
  await context.clearCookies();
  await page.evaluate(() => localStorage.setItem('authToken', 'stale.token.value'));
  await page.goto('/dashboard/admin/clients');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session Expired').first()).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Session Expired').first()).toBeVisible();

  await signInThroughUi(other, DEMO.admin);
  await expect(other).toHaveURL(/\/dashboard\/admin\/sha-codes$/);
  await expect(mainHeading(other)).toBeFocused();
  // The first tab, waiting on its sign-in page, follows the new session back to its own page.
  await expect(page).toHaveURL(/\/dashboard\/admin\/clients$/);
});

test('a deep link opened while signed out leads there after sign-in, focus on the page’s heading', async ({ page }) => {
  await page.goto('/dashboard/admin/service-categories');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await signInThroughUi(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin\/service-categories$/);
  await expect(mainHeading(page)).toHaveText('Service Categories');
  await expect(mainHeading(page)).toBeFocused();
});

test('a signed-in user who opens sign-in goes to the portal, and the public header says Portal', async ({ page }) => {
  await signInThroughApi(page, DEMO.superadmin);
  await page.goto('/auth/signin');
  await expect(page).toHaveURL(/\/dashboard\/superadmin\/users$/);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard/superadmin');
});

test('keyboard focus is visible on the navy sidebar and on white, and the skip link comes first', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/clients');
  await expect(mainHeading(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, text: document.activeElement!.textContent };
    });
  // Into the sidebar: a link on navy carries a gold ring.
  for (let i = 0; i < 10 && !(await outline()).text?.includes('Clients'); i++) await page.keyboard.press('Tab');
  expect(await outline()).toMatchObject({ style: 'solid', width: '2px', color: 'rgb(201, 162, 39)', text: 'Clients' });
  // On white: Add Client carries a blue ring.
  await page.getByRole('button', { name: 'Add Client' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await outline()).toMatchObject({ style: 'solid', width: '2px', color: 'rgb(29, 78, 137)' });
  // The skip link lands on the page's heading.
  await page.goto('/dashboard/admin/clients');
  await expect(mainHeading(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toBeFocused();
});

test('a list keeps its search and page in the address, and gives them back after leaving it through the sidebar', async ({ page }) => {
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/clients');
  await expect(mainHeading(page)).toHaveText('Clients');
  const search = page.getByRole('searchbox', { name: 'Search by company name...' });
  await search.fill('Sahyadri');
  await expect(page).toHaveURL(/[?&]search=Sahyadri/);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByText('Sahyadri Foods Private Limited')).toBeVisible();
  await expect(table.getByText('Deccan Ridge Advisors LLP')).toHaveCount(0);

  const sidebar = page.getByRole('navigation', { name: 'Portal' });
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(mainHeading(page)).toHaveText('Users');
  await sidebar.getByRole('link', { name: 'Clients' }).click();
  await expect(search).toHaveValue('Sahyadri');
  await expect(page).toHaveURL(/[?&]search=Sahyadri/);
  await expect(table.getByText('Deccan Ridge Advisors LLP')).toHaveCount(0);

  // A reload, and a shared link in a fresh tab, show the same view.
  await page.reload();
  await expect(search).toHaveValue('Sahyadri');
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByRole('searchbox', { name: 'Search by company name...' })).toHaveValue('Sahyadri');
  await expect(other.getByRole('main').getByRole('table').getByText('Sahyadri Foods Private Limited')).toBeVisible();
});
