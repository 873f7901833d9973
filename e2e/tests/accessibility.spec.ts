import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { AxeReport, pageReady, seriousFindings, VIEWPORTS } from './axe-support';
import { latestCode, signInThroughApi, withAddressLock } from './support';

// Axe over every screen and every dialog, at 1440 and 375 px: no serious or critical finding.

test.describe.configure({ timeout: 300_000 });

/** Opens a dialog with `open`, checks it, and closes it again with its Cancel or Close button. */
async function checkDialog(page: Page, report: AxeReport, screen: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await report.check(screen);
  await page.keyboard.press('Escape');
  if (await dialog.isVisible())
    await dialog
      .getByRole('button', { name: /^(Cancel|Close)$/ })
      .first()
      .click();
  await expect(dialog).toBeHidden();
}

async function checkScreens(page: Page, report: AxeReport, role: string, paths: string[]) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(`/dashboard/${role}${path}`);
      await pageReady(page);
      await report.check(`${role}${path || ' dashboard'} @${viewport.width}`);
    }
    if (viewport.width < 900) {
      await page.goto(`/dashboard/${role}`);
      await pageReady(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
      await report.check(`${role} navigation drawer @${viewport.width}`);
      await page.keyboard.press('Escape');
    }
  }
}

test('the check itself reports a serious finding', async ({ page }) => {
  // An image without a text alternative and an unnamed button: axe's image-alt and button-name (critical).
  await page.setContent('<main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main>');
  const rules = (await seriousFindings(page, 'a broken page')).map((finding) => finding.rule);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});

test('the public pages and sign-in have no serious or critical axe findings', async ({ page }) => {
  const report = new AxeReport(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/about', '/services', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await report.check(`public ${path} @${viewport.width}`);
    }
    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the portal' })).toBeVisible();
    await report.check(`sign-in e-mail step @${viewport.width}`);
    await withAddressLock(DEMO.employee, async () => {
      const after = Date.now();
      await page.getByLabel('Email Address').fill(DEMO.employee);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByLabel('Verification Code')).toBeVisible();
      await latestCode(page.request, DEMO.employee, after);
    });
    await report.check(`sign-in code step @${viewport.width}`);
  }
  report.expectClean();
});

test('the super admin’s screens and dialogs have no serious or critical axe findings', async ({ page }) => {
  const report = new AxeReport(page);
  await signInThroughApi(page, DEMO.superadmin);
  await checkScreens(page, report, 'superadmin', ['', '/users', '/profile', '/no-such-page']);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/superadmin/users');
    await pageReady(page);
    await checkDialog(page, report, `Add Admin @${viewport.width}`, () => page.getByRole('button', { name: 'Add Admin' }).click());
    await checkDialog(page, report, `Admin Details @${viewport.width}`, () =>
      page
        .getByRole('button', { name: /^View / })
        .first()
        .click(),
    );
  }
  report.expectClean();
});

test('the admin’s screens have no serious or critical axe findings', async ({ page }) => {
  const report = new AxeReport(page);
  await signInThroughApi(page, DEMO.admin);
  await checkScreens(page, report, 'admin', [
    '',
    '/clients',
    '/users',
    '/service-categories',
    '/sha-codes',
    '/tasks',
    '/invoices',
    '/credit-notes',
    '/messages',
    '/reports',
    '/reports?tab=receivables',
    '/reports?tab=collections',
    '/reports?tab=gst',
    '/reports?tab=gstr1',
    '/enquiries',
    '/offices',
    '/compliance',
    '/compliance-catalogue',
    '/document-reminders',
    '/profile',
    '/no-such-page',
  ]);
  report.expectClean();
});

// The dialogs in a test of their own: screens and dialogs together ran past the timeout on a busy machine.
test('the admin’s dialogs have no serious or critical axe findings', async ({ page }) => {
  const report = new AxeReport(page);
  await signInThroughApi(page, DEMO.admin);
  const dialogs: [string, string, RegExp][] = [
    ['/clients', 'Add Client', /^Add Client$/],
    ['/clients', 'Client Details', /^View details of /],
    ['/users', 'Add User', /^Add User$/],
    ['/users', 'User Details', /^View /],
    ['/service-categories', 'Add Service', /^Add Service$/],
    ['/service-categories', 'Edit Service', /^Edit /],
    ['/sha-codes', 'Add SAC Code', /^Add SAC Code$/],
    ['/sha-codes', 'Edit SAC Code', /^Edit /],
    ['/tasks', 'Create New Project', /^Create New Project$/],
    ['/tasks', 'Task Details', /^View details of /],
    ['/credit-notes', 'Add Credit Note', /^Add Credit Note$/],
    ['/invoices', 'e-Invoicing', /^e-Invoicing$/],
    ['/offices', 'Add Office', /^Add Office$/],
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const [path, name, button] of dialogs) {
      await page.goto(`/dashboard/admin${path}`);
      await pageReady(page);
      await checkDialog(page, report, `${name} @${viewport.width}`, () =>
        page.getByRole('main').getByRole('button', { name: button }).first().click(),
      );
    }
  }
  report.expectClean();
});

/** The team's Projects dialogs, opened from a demo Project's row. */
const TEAM_DIALOGS: Record<'supervisor' | 'employee' | 'client', [string, RegExp][]> = {
  supervisor: [
    ['Project Details', /^View details of /],
    ['Edit Task', /^Edit /],
  ],
  employee: [
    ['Project Details', /^View details of /],
    ['Update Project', /^Update /],
  ],
  client: [],
};

for (const role of ['supervisor', 'employee', 'client'] as const) {
  test(`the ${role}’s screens have no serious or critical axe findings`, async ({ page }) => {
    const report = new AxeReport(page);
    await signInThroughApi(page, DEMO[role], role === 'client' ? 'client' : 'staff');
    // Every role's Projects screen and the staff's Reports are checked beside the dashboard;
    // the client's My Invoices too.
    const screens =
      role === 'client'
        ? ['', '/tasks', '/invoices', '/profile', '/no-such-page']
        : ['', '/tasks', '/reports', '/profile', '/no-such-page'];
    await checkScreens(page, report, role, screens);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const [name, button] of TEAM_DIALOGS[role]) {
        await page.goto(`/dashboard/${role}/tasks`);
        await pageReady(page);
        await checkDialog(page, report, `${name} @${viewport.width}`, () =>
          page.getByRole('main').getByRole('button', { name: button }).first().click(),
        );
      }
    }
    report.expectClean();
  });
}
