import { expect, test, type Locator, type Page } from '@playwright/test';

const PAGES = [
  { link: 'Home', path: '/', heading: 'Clear numbers. Confident decisions.' },
  { link: 'About Us', path: '/about', heading: 'Chartered accountants who stay for the long term' },
  { link: 'Services', path: '/services', heading: 'Everything your business needs from its chartered accountants' },
  { link: 'Contact Us', path: '/contact', heading: 'Let’s talk about what you need' },
];

/** Opens every page from its link in `nav`, checking its address and h1, then `after` on it. */
async function openEachPage(page: Page, nav: Locator, after?: () => Promise<void>) {
  for (const { link, path, heading } of PAGES) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await after?.();
  }
}

test.describe('public website', () => {
  test('every page opens from the header links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await openEachPage(page, nav);
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth/signin');
    await expect(page.getByRole('tab', { name: 'Staff Login' })).toBeVisible();
  });

  test('every page opens from the footer links, and Client Portal goes to sign-in', async ({ page }) => {
    await page.goto('/contact');
    // Each navigation starts at the top of the page.
    await openEachPage(page, page.getByRole('navigation', { name: 'Footer' }), async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
    await page.getByRole('link', { name: 'Client Portal' }).click();
    await expect(page).toHaveURL('/auth/signin');
  });

  test('the mobile menu opens and closes at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a terms document downloads as a PDF', async ({ page }) => {
    await page.goto('/');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Cancellation and Refund Policy/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await file.createReadStream();
    const head = await new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5))));
    expect(head).toBe('%PDF-');
  });

  test('the contact form sends the message to the firm, then confirms and clears', async ({ page }) => {
    await page.goto('/contact');
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/')) calls.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    await page.getByRole('textbox', { name: /^Name/ }).fill('Rohan Mehta');
    await page.getByRole('textbox', { name: /^Email/ }).fill('rohan@example.com');
    await page.getByRole('textbox', { name: /^Message/ }).fill('We need help with our GST returns.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText("Your message has been sent. We'll get back to you soon.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(calls).toEqual(['POST /api/enquiries']);
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL('/');
  });
});
