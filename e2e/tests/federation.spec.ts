import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi, type Role } from './support';

const HEADINGS: Record<Role, RegExp> = {
  superadmin: /Welcome to Super Admin Dashboard/,
  admin: /Welcome to Admin Dashboard/,
  supervisor: /Welcome to Supervisor Dashboard/,
  employee: /Welcome to Employee Dashboard/,
  client: /Welcome back/,
};

test.describe('role areas load through Module Federation', () => {
  for (const role of Object.keys(HEADINGS) as Role[]) {
    test(`the ${role} dashboard loads from its manifest`, async ({ page }) => {
      await signInThroughApi(page, DEMO[role], role === 'client' ? 'client' : 'staff');
      const manifest = page.waitForResponse((res) => res.url().endsWith(`/remotes/${role}/mf-manifest.json`));
      await page.goto(`/dashboard/${role}`);
      expect((await manifest).status()).toBe(200);
      await expect(page.getByRole('heading', { name: HEADINGS[role] })).toBeVisible();
    });
  }

  test('the shell and a remote share one session store and one query cache', async ({ page }) => {
    await signInThroughApi(page, DEMO.supervisor);
    await page.goto('/dashboard/supervisor');
    await expect(page.getByRole('heading', { name: HEADINGS.supervisor })).toBeVisible();
    // The remote shows the e-mail the shell's store holds: one store, read by both.
    await expect(page.getByText(DEMO.supervisor).first()).toBeVisible();
    const counts = await page.evaluate(() => (window as unknown as { __firmSingletons: Record<string, number> }).__firmSingletons);
    expect(counts).toEqual({ sessionStore: 1, queryClient: 1 });
  });

  test('a feature screen bundled into a remote still uses the shell’s one store and cache', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin/clients');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
    const counts = await page.evaluate(() => (window as unknown as { __firmSingletons: Record<string, number> }).__firmSingletons);
    expect(counts).toEqual({ sessionStore: 1, queryClient: 1 });
  });

  test('the sidebar lists what the role’s remote declares, then Profile', async ({ page }) => {
    const nav = page.waitForResponse((res) => /\/remotes\/admin\/__federation_expose_nav\./.test(res.url()));
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin/profile');
    expect((await nav).status()).toBe(200);
    const sidebar = page.getByRole('navigation', { name: 'Portal' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Clients',
      'Users',
      'SCA/SHA Codes',
      'Service Categories',
      'Offices & GST',
      'Projects',
      'Compliance Board',
      'Compliance Catalogue',
      'Document Reminders',
      'Invoices',
      'Credit Notes',
      'Messages',
      'Reports',
      'Enquiries',
      'Profile',
    ]);
  });

  test('with one remote unreachable, its area shows Retry and another role still loads', async ({ page }) => {
    await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin');
    await expect(page.getByText('This part of the portal could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The layout around it keeps working.
    await expect(page.getByRole('button', { name: /sign out/i }).first()).toBeVisible();

    await page.unroute('**/remotes/admin/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: HEADINGS.admin })).toBeVisible();

    await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
    await signInThroughApi(page, DEMO.employee);
    await page.goto('/dashboard/employee');
    await expect(page.getByRole('heading', { name: HEADINGS.employee })).toBeVisible();
  });
});
