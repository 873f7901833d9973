import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import {
  contactRow,
  createClientThroughApi,
  dialogTitled,
  expectToast,
  fillNewClient,
  newClient,
  openClient,
  search,
  signOut,
  uniqueDigits,
  uniquePhone,
} from './master-data-helpers';
import { signInThroughApi, signInThroughUi } from './support';

const DUPLICATE_PHONE_FROM_SERVER =
  'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.';

test.describe('admin master data', () => {
  test('the super admin adds an admin, who then signs in on the Staff Login tab', async ({ page }) => {
    await signInThroughApi(page, DEMO.superadmin);
    await page.goto('/dashboard/superadmin/users');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Admin Management' })).toBeVisible();

    const id = uniqueDigits(8);
    const email = `kavya.${id}@e2e.example`;
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = dialogTitled(page, 'Add Admin');
    await dialog.getByLabel('First Name').fill('Kavya');
    await dialog.getByLabel('Last Name').fill("D'Cruz");
    // Spec 01 §5: the address is trimmed and lower-cased before it is sent.
    await dialog.getByLabel('Email').fill(`  Kavya.${id}@E2E.example `);
    await dialog.getByLabel('Phone Number').fill(uniquePhone());
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Admin registered successfully');
    // The dialog closes 2 s after the outcome and the list reloads with the new admin in it.
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await search(page, 'Search by name or email...', email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Kavya D'Cruz");
    await expect(row).toContainText('Active');

    await signOut(page);
    await signInThroughUi(page, email, 'Staff Login');
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/tasks$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('userRole')])).toEqual([email, 'admin']);
  });

  test('an admin adds a client with two contacts, edits it, and a contact signs in on the Client Login tab', async ({ page }) => {
    const client = newClient('Sahyadri Agro');
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin/clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const add = dialogTitled(page, 'Add Client');
    const create = add.getByRole('button', { name: 'Create Client' });
    await expect(create).toBeDisabled();
    await fillNewClient(page, add, client);
    await expect(create).toBeEnabled();
    await create.click();
    await expectToast(page, 'Success', 'Client created successfully');
    await expect(add).toBeHidden();

    const details = await openClient(page, client.name);
    await expect(details.getByText('27AAPFU0939F1ZV')).toBeVisible();
    await expect(details.getByText(client.phone, { exact: true })).toBeVisible();
    await expect(details.getByText(/^CLI_\d+$/)).toBeVisible();
    for (const contact of client.contacts) await expect(details.getByText(`${contact.email} · ${contact.phone}`)).toBeVisible();

    await details.getByRole('button', { name: 'Edit Client' }).click();
    const edit = dialogTitled(page, 'Edit Client');
    const save = edit.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();
    const newPhone = uniquePhone();
    await edit.getByLabel('Company Phone').fill(newPhone);
    await contactRow(edit, 2).getByLabel('Role').fill('Chief Financial Officer');
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Success', 'Client updated successfully');
    // Back in the read view, with what was saved.
    const saved = dialogTitled(page, 'Client Details');
    await expect(saved.getByText(newPhone, { exact: true })).toBeVisible();
    await expect(saved.getByText('· Chief Financial Officer')).toBeVisible();
    await saved.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(saved).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: client.name })).toContainText(newPhone);

    await signOut(page);
    const contact = client.contacts[0]!;
    await signInThroughUi(page, contact.email, 'Client Login');
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/client$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('userRole'), localStorage.getItem('clientName')])).toEqual([
      'client',
      client.name,
    ]);
  });

  test('an admin adds and edits a SAC code, and a 5-digit code is refused', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin/sha-codes');
    await expect(page.getByRole('main').getByRole('heading', { name: 'SAC Codes' })).toBeVisible();
    await expect(page.getByText('Manage Service Accounting Codes for GST compliance')).toBeVisible();

    await page.getByRole('button', { name: 'Add SAC Code' }).click();
    let dialog = dialogTitled(page, 'Add SAC Code');
    await dialog.getByLabel(/^SAC Code/).fill('99821');
    await dialog.getByLabel('Description').fill('Too short');
    await dialog.getByRole('button', { name: 'Add SAC Code' }).click();
    await expect(dialog.getByText('SAC code must be exactly 6 digits')).toBeVisible();
    // Codes of this run start with 1, apart from the seeded 99xxxx ones.
    const code = `1${uniqueDigits(5)}`;
    await dialog.getByLabel(/^SAC Code/).fill(code);
    await expect(dialog.getByText('SAC code must be exactly 6 digits')).toBeHidden();
    await dialog.getByLabel('Description').fill(`E2E advisory services ${code}`);
    await dialog.getByRole('button', { name: 'Add SAC Code' }).click();
    await expectToast(page, 'Success', 'SAC code added successfully');
    await expect(dialog).toBeHidden();

    await search(page, 'Search SAC codes...', code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(`E2E advisory services ${code}`);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    dialog = dialogTitled(page, 'Edit SAC Code');
    await expect(dialog.getByLabel(/^SAC Code/)).toHaveValue(code);
    await dialog.getByLabel('Description').fill(`E2E tax advisory services ${code}`);
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'SAC code updated successfully');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`E2E tax advisory services ${code}`);
    await expect(row).toContainText('Inactive');
  });

  test('an admin adds and edits a service category, and the list shows the edit', async ({ page }) => {
    await signInThroughApi(page, DEMO.admin);
    await page.goto('/dashboard/admin/service-categories');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Service Categories' })).toBeVisible();

    const name = `E2E Valuation ${uniqueDigits(8)}`;
    await page.getByRole('button', { name: 'Add Service' }).click();
    let dialog = dialogTitled(page, 'Add Service');
    // Spec 01 §4: a new category starts at CGST 9, SGST 9, IGST 18.
    await expect(dialog.getByLabel('CGST (%)')).toHaveValue('9');
    await expect(dialog.getByLabel('SGST (%)')).toHaveValue('9');
    await expect(dialog.getByLabel('IGST (%)')).toHaveValue('18');
    await dialog.getByLabel('Service Name').fill(name);
    await dialog.getByLabel('Description').fill('Valuation of shares and businesses');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expectToast(page, 'Success', 'Service category added successfully');
    await expect(dialog).toBeHidden();

    await search(page, 'Search services...', name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Valuation of shares and businesses');
    await expect(row).toContainText('18%');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = dialogTitled(page, 'Edit Service Category');
    await expect(dialog.getByLabel('Service Name')).toHaveValue(name);
    await dialog.getByLabel('Description').fill('Valuation under the Companies Act and FEMA');
    // One GST rate in force (5 % since 22 September 2025): CGST and SGST each half, IGST the whole.
    await dialog.getByLabel('CGST (%)').fill('2.5');
    await dialog.getByLabel('SGST (%)').fill('2.5');
    await dialog.getByLabel('IGST (%)').fill('5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Service category updated successfully');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Valuation under the Companies Act and FEMA');
    await expect(row.getByRole('cell', { name: '2.5%', exact: true })).toHaveCount(2);
    await expect(row.getByRole('cell', { name: '5%', exact: true })).toHaveCount(1);
  });

  test('two contacts with one phone are refused in the dialog, and a phone the server still holds is refused by it', async ({ page }) => {
    const client = newClient('Konkan Exports');
    const { access_token: token } = await signInThroughApi(page, DEMO.admin);
    await createClientThroughApi(page, token, client);
    const [first, second] = client.contacts as [(typeof client.contacts)[0], (typeof client.contacts)[0]];

    const details = await openClient(page, client.name);
    await details.getByRole('button', { name: 'Edit Client' }).click();
    const edit = dialogTitled(page, 'Edit Client');
    await contactRow(edit, 2).getByLabel('Phone').fill(first.phone);
    await expect(contactRow(edit, 1).getByText('Duplicate phone', { exact: true })).toBeVisible();
    await expect(contactRow(edit, 2).getByText('Duplicate phone', { exact: true })).toBeVisible();
    const put = page
      .waitForRequest((req) => req.method() === 'PUT' && req.url().includes('/api/clients/'), { timeout: 2_000 })
      .catch(() => null);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Duplicate Phone Numbers', 'Each contact must have a unique phone number.');
    expect(await put, 'the dialog must not send duplicate phones').toBeNull();

    // Removing the second contact keeps it on the server (deactivated, with its phone); giving its
    // phone to the first contact passes the dialog's own check and meets the server's.
    await edit.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect(edit.getByText('Duplicate phone', { exact: true })).toHaveCount(0);
    await contactRow(edit, 1).getByLabel('Phone').fill(second.phone);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByRole('alert').filter({ hasText: DUPLICATE_PHONE_FROM_SERVER })).toBeVisible();
    await expectToast(page, 'Error Saving Client', DUPLICATE_PHONE_FROM_SERVER);
    await expect(edit).toBeVisible();
  });
});
