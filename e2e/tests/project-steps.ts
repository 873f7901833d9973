import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

// The steps the Project and invoice specs take alike: a role in a browser of its own, an option picked
// from a select, and the admin's way from a new Project for Sahyadri Foods to its invoice's number.

const CLIENT = 'Sahyadri Foods Private Limited';

/** A role in a browser of its own, at the run's address. */
export async function browserOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Opens a select and picks its option of exactly that name. */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** On the admin's Projects screen: a Project `name` for Sahyadri Foods at the default amount, assigned to Sneha Kulkarni. */
export async function createSahyadriProject(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: 'Create New Project' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Project' });
  await create.getByRole('combobox', { name: 'Client' }).fill('Sahyadri');
  await page.getByRole('option', { name: `${CLIENT} (CLI_1001)` }).click();
  await create.getByLabel('Project Name').fill(name);
  await create.getByLabel('Description').fill(description);
  await create.getByRole('combobox', { name: 'SAC Code' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await create.getByRole('combobox', { name: 'Service Category' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await choose(page, create.getByRole('combobox', { name: 'Assigned To' }), 'Sneha Kulkarni');
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(create).toBeHidden();
}

/** On the admin's Projects screen: finds the Project `name` and sets it Closed in its details. */
export async function closeProject(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search by project name...' }).fill(name);
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('button', { name: `View details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Task Details' });
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  await choose(page, details.getByRole('combobox', { name: 'Status' }), 'Closed');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Task Updated')).toBeVisible();
  await page.keyboard.press('Escape');
}

/**
 * Generates the invoice of the closed Project `name` from its row; `preview` checks the dialog before.
 * Returns the number the server issued, as `numbered` finds it in the dialog that says so.
 */
export async function generateInvoice(
  page: Page,
  name: string,
  { preview, numbered = /INV\/\d{4}-\d{2}\/\d{4,}/ }: { preview?: (dialog: Locator) => Promise<void>; numbered?: RegExp } = {},
): Promise<string> {
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Generate Invoice' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Invoice' });
  await preview?.(generate);
  await generate.getByRole('button', { name: 'Generate Invoice' }).click();
  const done = page.getByRole('dialog', { name: 'Invoice Generated Successfully!' });
  await expect(done).toBeVisible();
  return (await done.textContent())!.match(numbered)![0];
}
