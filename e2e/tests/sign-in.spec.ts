import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { latestCode, signInThroughApi, signInThroughUi, withAddressLock, type Role } from './support';

const LANDING: Record<Role, { url: RegExp; heading: RegExp; links: string[] }> = {
  superadmin: { url: /\/dashboard\/superadmin\/users$/, heading: /Admin Management/, links: ['Dashboard', 'Users', 'Profile'] },
  // Spec 01 §2 sends staff to Projects (/tasks); the admin's dashboard stands in until its Projects screen exists.
  admin: {
    url: /\/dashboard\/admin\/tasks$/,
    heading: /^Projects$/,
    links: ['Dashboard', 'Clients', 'Users', 'SCA/SHA Codes', 'Service Categories', 'Projects', 'Profile'],
  },
  supervisor: { url: /\/dashboard\/supervisor\/tasks$/, heading: /Project Management/, links: ['Dashboard', 'Projects', 'Profile'] },
  employee: { url: /\/dashboard\/employee\/tasks$/, heading: /My Projects/, links: ['Dashboard', 'My Projects', 'Profile'] },
  client: { url: /\/dashboard\/client$/, heading: /Welcome back/, links: ['Dashboard', 'My Projects', 'My Invoices', 'Profile'] },
};

test.describe('signing in with a code from the mailbox', () => {
  for (const role of Object.keys(LANDING) as Role[]) {
    test(`signing in as ${role} lands on the role's page with its sidebar`, async ({ page }) => {
      await signInThroughUi(page, DEMO[role], role === 'client' ? 'Client Login' : 'Staff Login');
      await expect(page.getByText('Login Successful').first()).toBeVisible();
      const landing = LANDING[role];
      await expect(page).toHaveURL(landing.url);
      await expect(page.getByRole('heading', { name: landing.heading }).first()).toBeVisible();
      const sidebar = page.getByRole('navigation', { name: 'Portal' });
      for (const link of landing.links) {
        await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      const session = await page.evaluate(() => ({
        role: localStorage.getItem('userRole'),
        email: localStorage.getItem('userEmail'),
        refresh: localStorage.getItem('refreshToken'),
      }));
      expect(session).toEqual({ role, email: DEMO[role], refresh: null });
    });
  }

  test('a client e-mail on the Staff tab is denied and pointed to the Client Login tab', async ({ page }) => {
    await signInThroughUi(page, DEMO.client, 'Staff Login');
    await expect(page.getByText('Please check your email. This email is registered as a client.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use Client Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('an unknown address gets the spec message and a wrong code is refused', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByLabel('Email Address').fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Staff email not found. Please check if your email is registered in the system.').first()).toBeVisible();

    await withAddressLock(DEMO.employee, async () => {
      await page.getByLabel('Email Address').fill(DEMO.employee);
      const after = Date.now();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      const code = await latestCode(page.request, DEMO.employee, after);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel('Verification Code').fill(wrong);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page.getByText(/The verification code is incorrect/).first()).toBeVisible();
    });
  });

  test('Sign Out clears the browser storage and returns to sign-in', async ({ page }) => {
    await signInThroughApi(page, DEMO.supervisor);
    await page.goto('/dashboard/supervisor');
    await expect(page.getByRole('heading', { name: /Welcome to Supervisor Dashboard/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Portal' }).locator('..').getByText('Sign Out').click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The portal is closed again.
    await page.goto('/dashboard/supervisor');
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });

  test('a stale token sends the user to sign-in', async ({ page, context }) => {
    await signInThroughApi(page, DEMO.admin);
    // An access token that no longer verifies, and no refresh cookie to renew it.
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('authToken', 'stale.token.value'));
    await page.goto('/dashboard/admin/clients');
    await expect(page).toHaveURL(/\/(login|auth\/signin)$/);
    await expect(page.getByRole('tab', { name: 'Staff Login' })).toBeVisible();
  });
});
