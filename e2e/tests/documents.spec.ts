import fs from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { AxeReport } from './axe-support';
import { DEMO } from './demo-accounts';
import { signInThroughApi } from './support';

// Documents from clients. The firm asks on a Project (desktop), the client uploads from a phone
// (375 px), the firm sends it back, the client replaces it, the firm accepts, and the Project stops
// "Waiting on client". A second test drops a file on a request from a computer.

const FORM_16 = 'Form 16 for FY 2025-26';
const BANK = 'Bank interest certificate';
const REASON = 'Part B is missing: upload all pages';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/documents-${name}.png`, fullPage: true });
}

async function pageOf(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height } });
  return context.newPage();
}

/** A Project of the demo client made through the API: the subject here is its documents. */
async function createProject(admin: Page, token: string, name: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (url: string) => {
    const answer = await admin.request.get(url, { headers });
    expect(answer.status(), url).toBe(200);
    return (await answer.json()) as { data: Record<string, { [key: string]: number }[]> };
  };
  const clients = await get('/api/clients/?search=Sahyadri&limit=5');
  const sac = await get('/api/master/sac-codes?limit=1');
  const categories = await get('/api/master/service-categories?limit=1');
  const options = await get('/api/tasks/options');
  const created = await admin.request.post('/api/tasks/', {
    headers,
    data: {
      client_id: clients.data.clients![0]!.client_id,
      task_name: name,
      service_description: 'ITR-2 for FY 2025-26',
      sac_code_id: sac.data.sac_codes![0]!.sac_code_id,
      service_category_id: categories.data.service_categories![0]!.service_category_id,
      due_date: '2027-07-31',
      assignee_id: options.data.assignees![0]!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The admin's Projects list narrowed to the one Project, and its details opened on the Documents tab. */
async function openDocuments(admin: Page, name: string): Promise<Locator> {
  await admin.goto(`/dashboard/admin/tasks?search=${encodeURIComponent(name)}`);
  await admin.getByRole('button', { name: `View details of ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Task Details' });
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  return dialog;
}

const projectRow = (admin: Page, name: string) => admin.getByRole('row').filter({ hasText: name });

test('staff ask for two documents, the client uploads from a phone, staff send it back, the client replaces it and staff accept', async ({
  browser,
}) => {
  test.slow();
  const name = `E2E ITR documents ${Date.now()}`;
  const admin = await pageOf(browser, 1440, 900);
  const { access_token: token } = await signInThroughApi(admin, DEMO.admin);
  await createProject(admin, token, name);

  // The admin asks for Form 16 (required) and a bank certificate (optional).
  let documents = await openDocuments(admin, name);
  await expect(documents.getByText('No documents requested yet')).toBeVisible();
  await documents.getByRole('button', { name: 'Request documents' }).click();
  const form = documents.getByRole('form', { name: 'Request documents' });
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Document').fill(FORM_16);
  await form.getByLabel('Due date').fill('2027-06-30');
  await form.getByLabel('Note for the client').fill('Both parts, from your employer');
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(documents.getByRole('article', { name: FORM_16 })).toBeVisible();
  await form.getByLabel('Document').fill(BANK);
  await form.getByLabel('Required').uncheck();
  await form.getByRole('button', { name: 'Request' }).click();
  await expect(documents.getByRole('article', { name: BANK })).toContainText('Optional');
  await expect(documents.getByText('Waiting on client')).toBeVisible();
  await documents.getByRole('tab', { name: 'Activity Logs' }).click();
  await expect(documents.getByText(`Document requested: ${FORM_16}`)).toBeVisible();
  await documents.getByRole('tab', { name: 'Documents' }).click();
  await screenshot(admin, 'staff-requested-1440');
  const staffAxe = new AxeReport(admin);
  await staffAxe.check('Documents tab @1440');
  staffAxe.expectClean();
  await documents.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(projectRow(admin, name)).toContainText('Waiting on client');
  await expect(projectRow(admin, name)).toContainText('Open');

  // The client, on a phone, sees both requests and uploads Form 16.
  const client = await pageOf(browser, 375, 812);
  await signInThroughApi(client, DEMO.client, 'client');
  await client.goto('/dashboard/client/tasks');
  const project = client.getByRole('region', { name });
  const form16 = project.getByRole('article', { name: FORM_16 });
  await expect(form16).toContainText('Requested');
  await expect(project.getByRole('article', { name: BANK })).toContainText('Optional');
  await expect(form16.getByRole('button', { name: 'Take a photo' })).toBeVisible();
  await form16
    .getByLabel(`Choose files for ${FORM_16}`)
    .setInputFiles({ name: 'form16.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(form16.getByRole('alert')).toContainText('form16.exe: Only PDF, PNG, JPEG');
  await form16.getByRole('button', { name: 'Remove form16.exe' }).click();
  await form16
    .getByLabel(`Choose files for ${FORM_16}`)
    .setInputFiles({ name: 'form16.pdf', mimeType: 'application/pdf', buffer: pdf('first') });
  await form16.getByLabel('Comment').fill('Part A only for now');
  await form16.getByRole('button', { name: `Upload files for ${FORM_16}` }).click();
  await expect(form16).toContainText('Uploaded');
  await expect(form16.getByRole('list', { name: `Files of ${FORM_16}` })).toContainText('form16.pdf');
  await screenshot(client, 'client-uploaded-375');
  const clientAxe = new AxeReport(client);
  await clientAxe.check('My Projects with documents @375');
  clientAxe.expectClean();

  // The admin sees the file and the comment, downloads it, and sends it back with a reason.
  documents = await openDocuments(admin, name);
  let card = documents.getByRole('article', { name: FORM_16 });
  await expect(card).toContainText('Part A only for now');
  const download = admin.waitForEvent('download');
  await card.getByRole('button', { name: 'Download form16.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('form16.pdf');
  await card.getByRole('button', { name: `Ask for changes on ${FORM_16}` }).click();
  const ask = admin.getByRole('dialog', { name: `Ask for changes: ${FORM_16}` });
  await ask.getByLabel('What needs to change').fill(REASON);
  await ask.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toContainText('Needs changes');
  await expect(documents.getByText('Waiting on client')).toBeVisible();
  await documents.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The client reads the reason and replaces the file.
  await client.reload();
  await expect(form16).toContainText('Needs changes');
  await expect(form16).toContainText(`What needs to change: ${REASON}`);
  const chooser = client.waitForEvent('filechooser');
  await form16.getByRole('button', { name: 'Replace form16.pdf' }).click();
  await (await chooser).setFiles({ name: 'form16-full.pdf', mimeType: 'application/pdf', buffer: pdf('all pages') });
  await expect(form16).toContainText('Uploaded');
  const files = form16.getByRole('list', { name: `Files of ${FORM_16}` });
  await expect(files).toContainText('form16-full.pdf');
  await expect(files).not.toContainText('form16.pdf ');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await screenshot(client, 'client-replaced-375');

  // The admin accepts: the Project no longer waits on the client, and the log says who did what.
  documents = await openDocuments(admin, name);
  card = documents.getByRole('article', { name: FORM_16 });
  await card.getByRole('button', { name: `Accept ${FORM_16}` }).click();
  await expect(card).toContainText('Accepted');
  await expect(documents.getByText('Waiting on client')).toBeHidden();
  await documents.getByRole('tab', { name: 'Activity Logs' }).click();
  await expect(documents.getByText(`Document accepted: ${FORM_16}`, { exact: false })).toBeVisible();
  await screenshot(admin, 'staff-accepted-1440');
  await documents.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(projectRow(admin, name)).not.toContainText('Waiting on client');
  await admin.goto(`/dashboard/admin/tasks?search=${encodeURIComponent(name)}&waiting_on_client=true`);
  await expect(admin.getByText('No Projects found matching your criteria.')).toBeVisible();

  // Accepted is final for the client: no upload, no replace.
  await client.reload();
  await expect(form16).toContainText('Accepted');
  await expect(form16.getByRole('button', { name: /Replace/ })).toHaveCount(0);
  await expect(form16.getByRole('button', { name: /Upload files/ })).toHaveCount(0);
});

test('on a computer the client drops a file on a request', async ({ browser }) => {
  const name = `E2E GSTR-1 documents ${Date.now()}`;
  const admin = await pageOf(browser, 1440, 900);
  const { access_token: token } = await signInThroughApi(admin, DEMO.admin);
  await createProject(admin, token, name);
  const created = await admin.request.get(`/api/tasks/?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const taskId = ((await created.json()) as { data: { tasks: { task_id: number }[] } }).data.tasks[0]!.task_id;
  const asked = await admin.request.post(`/api/tasks/${taskId}/document-requests`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { requests: [{ title: 'Sales register', due_date: '2027-05-11' }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const client = await pageOf(browser, 1440, 900);
  await signInThroughApi(client, DEMO.client, 'client');
  await client.goto('/dashboard/client/tasks');
  const card = client.getByRole('region', { name }).getByRole('article', { name: 'Sales register' });
  await expect(card.getByText('Drop files here or choose them')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Take a photo' })).toBeHidden();
  const dataTransfer = await client.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Invoice,Amount\nINV-1,1000\n'], 'sales-register.csv', { type: 'text/csv' }));
    return transfer;
  });
  await card.getByTestId('drop-Sales register').dispatchEvent('drop', { dataTransfer });
  await expect(card.getByRole('list', { name: 'Files to upload for Sales register' })).toContainText('sales-register.csv');
  await card.getByRole('button', { name: 'Upload files for Sales register' }).click();
  await expect(card.getByRole('list', { name: 'Files of Sales register' })).toContainText('sales-register.csv');
  await expect(card).toContainText('Uploaded');
  await screenshot(client, 'client-dropped-1440');
});

test('the admin sets the reminder schedule, and staff review on a phone', async ({ browser }) => {
  const admin = await pageOf(browser, 1440, 900);
  const { access_token: token } = await signInThroughApi(admin, DEMO.admin);
  await admin.goto('/dashboard/admin/document-reminders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Document Reminders' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Document reminder schedule' });
  await form.getByLabel('Days before the due date').fill('7, 0');
  await form.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(form.getByText('Each day before the due date must be a whole number from 1 to 30')).toBeVisible();
  await form.getByLabel('Days before the due date').fill('2, 7, 2');
  await form.getByLabel('Then every N days after the due date').fill('7');
  await form.getByLabel('Send document reminders').check();
  await form.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(admin.getByText('Reminder schedule saved')).toBeVisible();
  await expect(form.getByLabel('Days before the due date')).toHaveValue('7, 2');
  await expect(admin.getByRole('heading', { name: 'Document Reminders Sent' })).toBeVisible();
  const axe = new AxeReport(admin);
  await axe.check('Document Reminders @1440');
  await screenshot(admin, 'reminders-1440');
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.reload();
  await expect(form.getByLabel('Days before the due date')).toHaveValue('7, 2');
  await expect(form.getByLabel('Send document reminders')).toBeChecked();
  await axe.check('Document Reminders @375');
  await screenshot(admin, 'reminders-375');

  // On a phone the admin filters the Projects waiting on the client and opens one's documents.
  const name = `E2E audit documents ${Date.now()}`;
  await createProject(admin, token, name);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await admin.request.get(`/api/tasks/?search=${encodeURIComponent(name)}`, { headers });
  const taskId = ((await found.json()) as { data: { tasks: { task_id: number }[] } }).data.tasks[0]!.task_id;
  const asked = await admin.request.post(`/api/tasks/${taskId}/document-requests`, {
    headers,
    data: { requests: [{ title: 'Trial balance', note: 'As of 31 March', due_date: '2027-05-31' }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await admin.goto(`/dashboard/admin/tasks?search=${encodeURIComponent(name)}&waiting_on_client=true`);
  await expect(admin.getByRole('combobox', { name: 'Documents' })).toHaveText('Waiting on client');
  await expect(admin.getByRole('main').getByText('Waiting on client')).toHaveCount(2);
  await axe.check('Projects waiting on client @375');
  await screenshot(admin, 'staff-list-waiting-375');
  await admin.getByRole('button', { name: `View details of ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Task Details' });
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  await expect(dialog.getByRole('article', { name: 'Trial balance' })).toContainText('Requested');
  await axe.check('Documents tab @375');
  await screenshot(admin, 'staff-documents-375');
  axe.expectClean();
});
