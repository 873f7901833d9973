import { expect, type Locator, type Page } from '@playwright/test';

/** A valid GSTIN (check character included) whose state code 27 is Maharashtra's. */
export const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

let sequence = 0;

/** Digits unique to this run and call, so a retried test never meets the rows of its first attempt. */
export function uniqueDigits(length: number): string {
  sequence += 1;
  const digits = `${Date.now()}${sequence}${Math.floor(Math.random() * 1000)}`;
  return digits.slice(-length).padStart(length, '0');
}

/** A 10-digit mobile number, in practice unique within a run. */
export const uniquePhone = () => `9${uniqueDigits(9)}`;

/** The one open dialog with this title. */
export const dialogTitled = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A contact row of the client dialogs ('Contact 1', 'Contact 2', ...). */
export const contactRow = (dialog: Locator, n: number) => dialog.getByRole('group', { name: `Contact ${n}`, exact: true });

/**
 * Checks a toast (bold title above its message), then waits for it to close: toasts sit at the bottom
 * right, over the rows' Edit buttons and the dialogs' Save, and would take the next click.
 * While a dialog is open, MUI marks the rest of the page (this region too) aria-hidden, hence includeHidden.
 */
export async function expectToast(page: Page, title: string, message: string) {
  const toasts = page.getByRole('region', { name: 'Notifications (Alt+T)', includeHidden: true });
  const toast = toasts.getByRole('alert', { includeHidden: true }).filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast.getByText(message, { exact: true }).first()).toBeVisible();
  // A pointer resting on a toast holds it open.
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}

/** Chooses an option of an MUI select by its visible label. */
export async function choose(scope: Locator, page: Page, field: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types into a list's search box, which filters once typing pauses. */
export async function search(page: Page, placeholder: string, text: string) {
  await page.getByRole('searchbox', { name: placeholder }).fill(text);
}

export type ContactInput = { name: string; role: string; email: string; phone: string };

export type ClientInput = { name: string; street: string; city: string; pincode: string; phone: string; contacts: ContactInput[] };

export function newClient(label: string): ClientInput {
  const id = uniqueDigits(8);
  return {
    name: `${label} ${id} Private Limited`,
    street: '14 FC Road, Shivajinagar',
    city: 'Pune',
    pincode: '411005',
    phone: uniquePhone(),
    contacts: [
      { name: 'Anita Rao', role: 'Director', email: `anita.${id}@e2e.example`, phone: uniquePhone() },
      { name: 'Vikram Shah', role: 'Accountant', email: `vikram.${id}@e2e.example`, phone: uniquePhone() },
    ],
  };
}

/** Fills the Add Client dialog as a person does: Maharashtra and a GSTIN of that state. */
export async function fillNewClient(page: Page, dialog: Locator, client: ClientInput) {
  await dialog.getByLabel('Company Name').fill(client.name);
  await dialog.getByLabel('Company Phone').fill(client.phone);
  await dialog.getByLabel('Company Address').fill(client.street);
  await dialog.getByLabel('City').fill(client.city);
  await choose(dialog, page, /^State/, /^Maharashtra \(27\)$/);
  await dialog.getByLabel('GST Number').fill(MAHARASHTRA_GSTIN);
  await dialog.getByLabel('PIN Code').fill(client.pincode);
  for (const [index, contact] of client.contacts.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add Contact' }).click();
    const row = contactRow(dialog, index + 1);
    await row.getByLabel('Name').fill(contact.name);
    await row.getByLabel('Role').fill(contact.role);
    await row.getByLabel('Email').fill(contact.email);
    await row.getByLabel('Phone').fill(contact.phone);
  }
}

/** Creates a client straight through the API, for tests whose subject is what comes after. */
export async function createClientThroughApi(page: Page, token: string, client: ClientInput) {
  const res = await page.request.post('/api/clients/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      client_name: client.name,
      address: { street: client.street, city: client.city, state: 'Maharashtra', pincode: client.pincode, country: 'India' },
      phone: client.phone,
      gst_number: MAHARASHTRA_GSTIN,
      is_active: true,
      client_type: 'private_limited',
      contacts: client.contacts.map((c) => ({ ...c, is_active: true })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens View Details of a client found through the list's search. */
export async function openClient(page: Page, name: string) {
  await page.goto('/dashboard/admin/clients');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  await search(page, 'Search by company name...', name);
  await page.getByRole('button', { name: `View details of ${name}` }).click();
  const details = dialogTitled(page, 'Client Details');
  await expect(details.getByText('Contacts (2)')).toBeVisible();
  return details;
}

/** The portal's Sign Out, leaving the browser as a stranger's. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
}
