import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { browserOf, choose } from './project-steps';
import { signInThroughUi } from './support';

// The compliance calendar end to end. A fresh start's demo firm has the standard catalogue and a
// coloured board. The admin subscribes Sahyadri Foods to GSTR-1 from last month on the client's page (opening
// the period already due, when it is) and runs Generate now; the employee files the Project with its ARN; the board
// shows it filed on time, in both views; the client sees the filing on its dashboard and its statutory due
// date in My Projects.

const CLIENT = 'Sahyadri Foods Private Limited';
const EMPLOYEE = 'Sneha Kulkarni';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const ARN = `AA27${Date.now().toString().slice(-11)}`;

/** India's day, as the server reads "today". */
const indianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Last month (its key and label), due on the 11th of this month; filed on the 1st of this month, on time. */
function lastMonth() {
  const [year, month] = indianToday().split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  return {
    key: `${y}-${String(m).padStart(2, '0')}`,
    label: `${MONTHS[m - 1]} ${y}`,
    filedOn: `${year}-${String(month).padStart(2, '0')}-01`,
    /** GSTR-1's statutory due date: the 11th of this month. */
    due: `11 ${MONTHS[month - 1]} ${year}`,
  };
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a fresh start shows the admin the standard catalogue and the demo's board in colour", async ({ browser }) => {
  const admin = await browserOf(browser);
  await signInThroughUi(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin/);
  await admin.goto('/dashboard/admin/compliance-catalogue');
  const catalogue = admin.getByRole('table', { name: 'Compliances' });
  await expect(catalogue.getByRole('row').filter({ hasText: 'GSTR-3B' }).first()).toContainText('Taxation Services');
  await expect(catalogue.getByRole('row').filter({ hasText: 'GSTR-3B' }).first()).toContainText('SAC 998231');

  // The board opens on GSTR-1, the first compliance clients subscribe to: returns filed on time, one filed
  // late, one overdue, each on its colour, and no Project left waiting on the client once filed.
  await admin.goto('/dashboard/admin/compliance');
  await expect(admin.getByRole('heading', { level: 1, name: 'Compliance board' })).toBeVisible();
  const board = admin.getByRole('table', { name: 'GSTR-1 by client and period' });
  for (const state of ['Filed on time', 'Filed late', 'Overdue']) {
    await expect(board.getByText(state, { exact: true }).first()).toBeVisible();
  }
  const late = board.getByText('Filed late', { exact: true }).first().locator('..');
  const onTime = board.getByText('Filed on time', { exact: true }).first().locator('..');
  const colourOf = (cell: Locator) => cell.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await colourOf(late)).not.toBe(await colourOf(onTime));
  expect(await colourOf(onTime)).not.toBe('rgba(0, 0, 0, 0)');
  await shot(admin, 'compliance-demo-board');
});

test('an admin subscribes a client to GSTR-1 and generates it, the employee files it, the board and the client see it filed on time', async ({
  browser,
}) => {
  test.slow();
  const period = lastMonth();
  const project = `GSTR-1 ${period.label}`;

  // The demo firm's catalogue is the standard one already: adding it again adds nothing.
  const admin = await browserOf(browser);
  await signInThroughUi(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/dashboard\/admin/);
  await admin.goto('/dashboard/admin/compliance-catalogue');
  await admin.getByRole('button', { name: 'Add the standard compliances' }).click();
  await expect(admin.getByText('0 compliances added')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'GSTR-1', exact: false }).first()).toBeVisible();

  // On the client's page: GSTR-1 from last month, for the employee, 4 days before the statutory date, ₹1,500.
  await admin.goto('/dashboard/admin/clients');
  await admin.getByRole('button', { name: `View details of ${CLIENT}` }).click();
  const details = admin.getByRole('dialog', { name: 'Client Details' });
  await details.getByRole('button', { name: 'Add compliance' }).click();
  const subscribe = admin.getByRole('dialog', { name: `Add a compliance for ${CLIENT}` });
  await choose(admin, subscribe.getByRole('combobox', { name: 'Compliance' }), 'GSTR-1');
  await subscribe.getByLabel('From period').fill(period.key);
  await choose(admin, subscribe.getByRole('combobox', { name: 'Assignee' }), EMPLOYEE);
  await subscribe.getByLabel('Internal due date (days before)').fill('4');
  await subscribe.getByLabel('Fee (₹)').fill('1500');
  // Last month's return is not filed yet: open it even when its due date (the 11th) has passed.
  await subscribe.getByRole('checkbox', { name: 'Also open Projects for periods already due' }).check();
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(admin.getByText('GSTR-1: Subscription saved')).toBeVisible();
  // A table where the dialog is wide enough, else its cards.
  const subscriptions = details
    .getByRole('table', { name: `Compliances of ${CLIENT}` })
    .or(details.getByRole('list', { name: `Compliances of ${CLIENT}` }));
  await expect(subscriptions).toContainText(period.label);
  await expect(subscriptions).toContainText(EMPLOYEE);
  await shot(admin, 'compliance-client-page');
  await details.getByRole('button', { name: 'Close' }).first().click();

  // Generate now opens last month's Project and says so.
  await admin.goto('/dashboard/admin/compliance-catalogue');
  await admin.getByRole('button', { name: 'Generate now' }).click();
  await expect(admin.getByText(`GSTR-1 ${period.label}: ${CLIENT}`)).toBeVisible();

  // The employee files it from the Update Project dialog with its ARN and filing date.
  const employee = await browserOf(browser);
  await signInThroughUi(employee, DEMO.employee);
  await employee.goto('/dashboard/employee/tasks');
  await employee.getByRole('searchbox', { name: 'Search projects...' }).fill(project);
  await expect(employee).toHaveURL(/[?&]search=/);
  // The demo's other GSTR-1 clients may have a Project of the same month: Sahyadri's is the one.
  const row = employee.getByRole('row').filter({ hasText: project }).filter({ hasText: CLIENT });
  await expect(row).toContainText(/Statutory \d{2} \w{3} \d{4}/);
  await row.getByRole('button', { name: `Update ${project}` }).click();
  const update = employee.getByRole('dialog', { name: 'Update Project' });
  await update.getByLabel('Acknowledgement (ARN) number').fill(ARN);
  await update.getByLabel('Filing date').fill(period.filedOn);
  await shot(employee, 'compliance-employee-filing');
  await update.getByRole('button', { name: 'Record Filing' }).click();
  await expect(employee.getByText('Project Updated')).toBeVisible();
  await expect(row).toContainText('Ready for Close');

  // The board shows the cell filed on time.
  await admin.goto('/dashboard/admin/compliance');
  const sahyadri = admin.getByRole('row').filter({ hasText: CLIENT });
  await expect(sahyadri.getByRole('button', { name: new RegExp(`^${period.label}: Filed on time`) })).toBeVisible();
  await shot(admin, 'compliance-board-filed');
  // The other view: every compliance across, for last month.
  await admin.getByRole('button', { name: 'Compliances across' }).click();
  await admin.getByRole('button', { name: 'Earlier' }).click();
  const byMonth = admin.getByRole('table', { name: `Compliances of ${period.label} by client` });
  const sahyadriMonth = byMonth.getByRole('row').filter({ hasText: CLIENT });
  await expect(sahyadriMonth.getByRole('button', { name: new RegExp(`^GSTR-1 ${period.label}: Filed on time`) })).toBeVisible();
  await sahyadriMonth.getByRole('button', { name: new RegExp(`^GSTR-1 ${period.label}: Filed on time`) }).click();
  await expect(admin.getByRole('dialog', { name: 'Task Details' }).getByLabel('Project Name')).toHaveValue(project);
  await shot(admin, 'compliance-board-by-month');

  // The client sees the filing, its due date and its acknowledgement on the dashboard.
  const client = await browserOf(browser);
  await signInThroughUi(client, DEMO.client, 'Client Login');
  await expect(client).toHaveURL(/\/dashboard\/client/);
  const filings = client.getByRole('region', { name: 'Upcoming filings' });
  const filing = filings.getByRole('listitem').filter({ hasText: `GSTR-1 · ${period.label}` });
  await expect(filing).toContainText('Filed on time');
  await expect(filing).toContainText(`ARN ${ARN}`);
  await shot(client, 'compliance-client-dashboard');
  // My Projects shows the statutory due date, not the firm's internal one (4 days earlier).
  await client.goto('/dashboard/client/tasks');
  const mine = client.getByRole('row').filter({ hasText: project });
  await expect(mine).toContainText(`${period.due}Statutory due date`);
});
