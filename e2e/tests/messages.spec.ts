import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO } from './demo-accounts';
import { signInThroughApi, type OutboxMessage } from './support';

// The admin sends a message to one client type (HUF: Venkatesh Murthy HUF, two active contacts
// with an e-mail), the server resolves the recipients and its worker delivers them; Sent Messages shows
// the message with its counts, its details list each recipient as sent, and the mails are in the outbox.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots';
const HUF_CONTACTS = ['venkatesh.huf@murthyfamily.in', 'padma@murthyfamily.in'];

test('an admin sends a message to one client type and sees it delivered', async ({ page, request }) => {
  const subject = `E2E documents for the audit ${Date.now()}`;
  await signInThroughApi(page, DEMO.admin);
  await page.goto('/dashboard/admin/messages');
  await expect(page.getByRole('heading', { name: 'Send Messages' })).toBeVisible();
  const compose = page.getByRole('region', { name: 'Compose Message' });

  await compose.getByRole('combobox', { name: 'Client Type' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Huf', exact: true }).click();
  await expect(compose.getByText(/Recipients: .*Huf/)).toBeVisible();
  await compose.getByLabel('Subject *').fill(subject);
  await compose
    .getByLabel('Message Body *')
    .fill('Dear client,\nplease share the bank statements for FY 2025-26 by Friday.\n<b>not bold</b>');
  await compose.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  // Sent Messages: the row refreshes itself until nothing is queued.
  const sent = page.getByRole('region', { name: 'Sent Messages' }).or(page.getByRole('table', { name: 'Sent Messages' }));
  const row = sent.getByRole('row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await expect(row.getByRole('cell').nth(5)).toHaveText('2', { timeout: 30_000 });
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/messages-sent.png` });

  await row.getByRole('button', { name: `View message ${subject}` }).click();
  const details = page.getByRole('dialog', { name: subject });
  for (const email of HUF_CONTACTS) await expect(details.getByRole('row').filter({ hasText: email })).toContainText(/sent/i);
  await page.screenshot({ path: `${SHOTS}/messages-details.png` });

  // One mail per contact, in the outbox, with the body as plain text (the angle brackets escaped in HTML).
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { data: { messages: OutboxMessage[] } };
  const mails = outbox.data.messages.filter((m) => m.subject === subject);
  expect(mails.map((m) => m.to.toLowerCase()).sort()).toEqual([...HUF_CONTACTS].sort());
  for (const mail of mails) {
    expect(mail.text).toContain('please share the bank statements');
    expect(mail.html).not.toContain('<b>not bold</b>');
    expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  }
});
