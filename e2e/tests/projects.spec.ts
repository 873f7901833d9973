import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { browserOf, choose as pick } from './project-steps';
import { signInThroughUi } from './support';

// One Project's whole life across the four roles, against the started system.

const ADMIN = 'Lakshmi Iyer';
const SUPERVISOR = 'Nikhil Deshpande';
const EMPLOYEE = 'Sneha Kulkarni';
const CLIENT = 'Sahyadri Foods Private Limited';
const FILE_NAME = 'engagement-letter.pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Where the lead looks at the screens (not part of what the test proves). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Picks the option and waits until the select shows it. */
async function choose(page: Page, select: Locator, option: string) {
  await pick(page, select, option);
  await expect(select).toHaveText(option);
}

/** Types into a list's (debounced) search box and waits until the list shows only the one Project found. */
async function search(page: Page, box: Locator, text: string) {
  await box.fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
  // The previous page stays on screen while the search is asked: the header row and the match.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(text);
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a Project goes from the admin to the employee, the supervisor and back to the admin to close, and the client sees it completed', async ({
  browser,
}) => {
  // Five sign-ins through the UI and a dozen saves: three times the usual budget.
  test.slow();
  const name = `E2E Tax Audit ${Date.now()}`;

  // The admin creates the Project for Sahyadri Foods, assigned to the employee.
  const admin = await browserOf(browser);
  await signInThroughUi(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin\/tasks$/);
  await expect(mainHeading(admin)).toHaveText('Projects');
  await admin.getByRole('button', { name: 'Create New Project' }).click();
  const create = admin.getByRole('dialog', { name: 'Create New Project' });
  await create.getByRole('combobox', { name: 'Client' }).fill('Sahyadri');
  await admin.getByRole('option', { name: `${CLIENT} (CLI_1001)` }).click();
  await create.getByLabel('Project Name').fill(name);
  await create.getByLabel('Description').fill('Tax audit under section 44AB for FY 2025-26');
  await create.getByRole('combobox', { name: 'SAC Code' }).click();
  await admin.getByRole('listbox').getByRole('option').first().click();
  await create.getByRole('combobox', { name: 'Service Category' }).click();
  await admin.getByRole('listbox').getByRole('option').first().click();
  await choose(admin, create.getByRole('combobox', { name: 'Assigned To' }), EMPLOYEE);
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(admin.getByText(`Project "${name}" created successfully!`)).toBeVisible();
  await expect(create).toBeHidden();
  const adminRow = admin.getByRole('row').filter({ hasText: name });
  await expect(adminRow).toContainText('Open');
  await expect(adminRow).toContainText(EMPLOYEE);
  await screenshot(admin, 'projects-admin-list');

  // The employee finds it on My Projects, starts work and sends a comment with a PDF.
  const employee = await browserOf(browser);
  await signInThroughUi(employee, DEMO.employee);
  await expect(employee).toHaveURL(/\/dashboard\/employee\/tasks$/);
  await expect(mainHeading(employee)).toHaveText('My Projects');
  await search(employee, employee.getByRole('searchbox', { name: 'Search projects...' }), name);
  await screenshot(employee, 'projects-employee-list');
  await employee.getByRole('button', { name: `Update ${name}` }).click();
  const update = employee.getByRole('dialog', { name: 'Update Project' });
  await expect(update.getByLabel('Comment (optional)')).toBeVisible();
  await choose(employee, update.getByRole('combobox', { name: 'Status' }), 'In Progress');
  await update.getByLabel('Comment (optional)').fill('Books received; audit started.');
  await update.getByLabel('Attach files').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  await expect(update.getByRole('list', { name: 'Files to attach' })).toContainText(FILE_NAME);
  await update.getByRole('button', { name: 'Update Status & Add Comment' }).click();
  await expect(employee.getByText('Project Updated')).toBeVisible();
  await expect(update).toBeHidden();
  await expect(employee.getByRole('row').filter({ hasText: name })).toContainText('In Progress');

  // The supervisor asks the admin for a clarification, downloads the PDF and marks it Ready for Close.
  const supervisor = await browserOf(browser);
  await signInThroughUi(supervisor, DEMO.supervisor);
  await expect(supervisor).toHaveURL(/\/dashboard\/supervisor\/tasks$/);
  await search(supervisor, supervisor.getByRole('searchbox', { name: 'Search projects...' }), name);
  await supervisor.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = supervisor.getByRole('dialog', { name: 'Edit Task' });
  await edit.getByRole('tab', { name: 'Clarifications' }).click();
  await expect(edit.getByText('No clarification has been requested.')).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Is clarification required?' }).check();
  await choose(supervisor, edit.getByRole('combobox', { name: 'Advisor' }), ADMIN);
  await edit.getByRole('button', { name: 'Save Clarification' }).click();
  await expect(supervisor.getByText('Task Updated')).toBeVisible();
  await expect(edit.getByText(`${SUPERVISOR} asked ${ADMIN} for a clarification.`)).toBeVisible();

  await edit.getByRole('tab', { name: 'Comments' }).click();
  const comments = edit.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText('Status changed to In Progress. Books received; audit started.');
  await expect(comments).toContainText(EMPLOYEE);
  const downloaded = supervisor.waitForEvent('download');
  await comments.getByRole('button', { name: `Download ${FILE_NAME}` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 8)
      .toString(),
  ).toBe('%PDF-1.4');

  await choose(supervisor, edit.getByRole('combobox', { name: 'Status' }), 'Ready for Close');
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(supervisor.getByText('Project Updated')).toBeVisible();
  await expect(edit).toBeHidden();

  // The admin closes it from Task Details: the status goes forward only.
  await admin.reload();
  await search(admin, admin.getByRole('searchbox', { name: 'Search by project name...' }), name);
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('Ready for Close');
  await admin.getByRole('button', { name: `View details of ${name}` }).click();
  const details = admin.getByRole('dialog', { name: 'Task Details' });
  await expect(details.getByRole('tab', { name: 'Activity Logs' })).toBeVisible();
  await screenshot(admin, 'projects-admin-task-details');
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const status = details.getByRole('combobox', { name: 'Status' });
  await status.click();
  await expect(admin.getByRole('listbox').getByRole('option')).toHaveText(['Ready for Close', 'Closed']);
  await admin.getByRole('option', { name: 'Closed' }).click();
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('Task Updated')).toBeVisible();

  // Back in the view, the Activity Logs tab tells each step and by whom, newest first.
  await details.getByRole('tab', { name: 'Activity Logs' }).click();
  const log = details.getByRole('list', { name: 'Activity log' });
  const entry = (description: string) => log.getByRole('listitem').filter({ hasText: description });
  await expect(entry('Status changed from Ready for Close to Closed')).toContainText(ADMIN);
  await expect(entry('Status changed from In Progress to Ready for Close')).toContainText(SUPERVISOR);
  await expect(entry(`Clarification requested from ${ADMIN}`)).toContainText(SUPERVISOR);
  await expect(entry(`File attached: ${FILE_NAME}`)).toContainText(EMPLOYEE);
  await expect(entry('Comment added')).toContainText(EMPLOYEE);
  await expect(entry('Status changed from Open to In Progress')).toContainText(EMPLOYEE);
  await expect(entry(`Assigned to ${EMPLOYEE}`)).toContainText(ADMIN);
  await expect(entry(`Project "${name}" created`)).toContainText(ADMIN);
  await expect(log.getByRole('listitem').first()).toContainText('Status changed from Ready for Close to Closed');
  await expect(log.getByRole('listitem').last()).toContainText(`Project "${name}" created`);
  await log.scrollIntoViewIfNeeded();
  await screenshot(admin, 'projects-admin-activity-log');

  // The client's contact sees it among the completed Projects.
  const client = await browserOf(browser);
  await signInThroughUi(client, DEMO.client, 'Client Login');
  await expect(client).toHaveURL(/\/dashboard\/client$/);
  await client.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'My Projects' }).click();
  await expect(mainHeading(client)).toHaveText('My Projects');
  await client.getByRole('tab', { name: 'Completed' }).click();
  await expect(client.getByRole('table', { name: 'Completed projects' }).getByRole('row').filter({ hasText: name })).toBeVisible();
});
