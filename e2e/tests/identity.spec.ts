import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { MAHARASHTRA_GSTIN, uniqueDigits, uniquePhone } from './master-data-helpers';
import { latestCode, signInThroughApi, withAddressLock } from './support';

// Who a sign-in belongs to, sessions that end at once, the contact form, and an inactive account told
// whom to ask, as a person meets them in the browser.

type AdminApi = { token: string; userId: number };

async function adminApi(page: Page): Promise<AdminApi> {
  const data = await signInThroughApi(page, DEMO.admin);
  return { token: data.access_token, userId: Number(data.user.id) };
}

const auth = (admin: AdminApi) => ({ Authorization: `Bearer ${admin.token}` });

/** A client of the demo firm with one contact at `email`, made through the admin's API. */
async function clientWithContact(request: APIRequestContext, admin: AdminApi, name: string, email: string) {
  const res = await request.post('/api/clients/', {
    headers: auth(admin),
    data: {
      client_name: name,
      address: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      gst_number: MAHARASHTRA_GSTIN,
      client_type: 'private_limited',
      contacts: [{ name: 'Lata Kulkarni', role: 'Accountant', email, phone: uniquePhone() }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The Client Login flow up to the moment the code has been verified. */
async function enterCodeOnClientTab(page: Page, email: string) {
  await page.goto('/auth/signin');
  await page.getByRole('tab', { name: 'Client Login' }).click();
  await page.getByLabel('Email Address').fill(email);
  const after = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification Code').fill(await latestCode(page.request, email, after));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

test.describe('who a sign-in belongs to', () => {
  test('an address that is the contact of two companies picks the company after the code', async ({ page }) => {
    const admin = await adminApi(page);
    const email = `lata-${uniqueDigits(8)}@ledger.example`;
    const first = `Choice One ${uniqueDigits(6)} Private Limited`;
    const second = `Choice Two ${uniqueDigits(6)} Private Limited`;
    await clientWithContact(page.request, admin, first, email);
    await clientWithContact(page.request, admin, second, email);
    await page.evaluate(() => localStorage.clear());

    await withAddressLock(email, () => enterCodeOnClientTab(page, email));
    const choices = page.getByRole('list', { name: 'Choose an account' });
    await expect(choices.getByRole('button')).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await choices.getByRole('button', { name: new RegExp(second) }).click();
    await expect(page).toHaveURL(/\/dashboard\/client$/);
    expect(await page.evaluate(() => localStorage.getItem('clientName'))).toBe(second);
  });

  test('a new e-mail on the profile is used only once the code sent to it is entered', async ({ page }) => {
    const admin = await adminApi(page);
    const email = `meera-${uniqueDigits(8)}@ledger.example`;
    const next = `meera.new-${uniqueDigits(8)}@ledger.example`;
    await clientWithContact(page.request, admin, `Profile Change ${uniqueDigits(6)} Private Limited`, email);
    const contact = await signInThroughApi(page, email, 'client');

    await page.goto('/dashboard/client/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Email', { exact: true }).fill(next);
    const after = Date.now();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const step = page.getByRole('region', { name: 'Confirm your new email address' });
    await expect(step).toContainText(`We sent a 6-digit code to ${next}.`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    await step.getByLabel('Confirmation Code').fill(await latestCode(page.request, next, after));
    await step.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(page.getByText('Email address updated successfully').first()).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(next);
    const record = await page.request.get(`/api/v1/users/users/${contact.user.id}`, {
      headers: { Authorization: `Bearer ${contact.access_token}` },
    });
    expect((await record.json()).data.email).toBe(next);
  });

  test('a deactivated staff member is told the account is inactive and whom to ask', async ({ page }) => {
    const admin = await adminApi(page);
    const email = `leaver-${uniqueDigits(8)}@kapooriyer.example`;
    const created = await page.request.post('/api/auth/register/employee', {
      headers: auth(admin),
      data: { first_name: 'Former', last_name: 'Colleague', email, phone: uniquePhone(), creator_id: admin.userId },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).data.id as number;
    const off = await page.request.post('/api/auth/toggle-user-status', { headers: auth(admin), data: { user_id: id, is_active: false } });
    expect(off.status(), await off.text()).toBe(200);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/signin');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This staff account is inactive. Please ask the administrator of' }).first(),
    ).toBeVisible();
    await expect(page.getByText(/Staff email not found/)).toHaveCount(0);
  });
});

test.describe('sessions end at once', () => {
  test('after Sign Out the old access token is refused on the very next call', async ({ page }) => {
    const session = await signInThroughApi(page, DEMO.employee);
    const profile = () =>
      page.request.get(`/api/v1/users/users/${session.user.id}`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect((await profile()).status()).toBe(200);
    expect((await profile()).headers()['cache-control']).toBe('no-store');
    await page.goto('/dashboard/employee');
    await page.getByRole('navigation', { name: 'Portal' }).locator('..').getByText('Sign Out').click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await expect.poll(async () => (await profile()).status()).toBe(401);
  });
});

test.describe('the contact form', () => {
  test('a visitor’s message reaches the admin’s Enquiries screen, where it is marked replied', async ({ page }) => {
    const name = `Visitor ${uniqueDigits(8)}`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Email/ }).fill('visitor@example.in');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Please call me about a tax audit.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText("Your message has been sent. We'll get back to you soon.")).toBeVisible();

    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin');
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Enquiries' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await page.getByRole('button', { name: `View the enquiry from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
    await expect(dialog).toContainText('Please call me about a tax audit.');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Replied' }).click();
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await expect(page.getByText('Enquiry updated successfully').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Replied' }).click();
    await expect(page.getByRole('button', { name: `View the enquiry from ${name}` })).toBeVisible();

    // Searched on the server, and the view survives leaving the list through the sidebar.
    const search = page.getByRole('searchbox', { name: 'Search enquiries...' });
    await search.fill(name);
    // The search reaches the address after its debounce: leave only once it is there.
    await expect(page).toHaveURL(/[?&]search=Visitor/);
    await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('row')).toHaveCount(2);
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await nav.getByRole('link', { name: 'Enquiries' }).click();
    await expect(search).toHaveValue(name);
    await expect(page).toHaveURL(/status=replied/);
    await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('row')).toHaveCount(2);
  });
});
