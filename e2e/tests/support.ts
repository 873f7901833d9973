import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Runs `work` while no other worker signs the same address in: a new code replaces the previous one,
 * so two workers asking for codes for one address at once would each read the other's code.
 */
export async function withAddressLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const run = path.basename(process.env.E2E_DATA_DIR ?? 'local');
  const lock = path.join(os.tmpdir(), 'firm-e2e-locks', `${run}-${email.toLowerCase()}`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      if (waited > 90_000) throw new Error(`Timed out waiting to sign ${email} in`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export type Role = 'superadmin' | 'admin' | 'supervisor' | 'employee' | 'client';

export type OutboxMessage = { id: string; to: string; subject: string; text: string; html: string; created_at: string };

/** The whole address, not a part of it: admin@firm.in is inside superadmin@firm.in. */
function isAddressedTo(to: string, email: string): boolean {
  return to
    .toLowerCase()
    .split(/[\s,<>]+/)
    .includes(email.toLowerCase());
}

/**
 * The newest sign-in code sent to `email` at or after `after` (taken just before asking for it: the
 * server stamps messages with the same clock). A looser bound let a test read the code of the sign-in
 * just before it, since the outbox is written off the request path.
 */
export async function latestCode(request: APIRequestContext, email: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await request.get('/api/dev/outbox');
    const body = (await res.json()) as { data: { messages: OutboxMessage[] } };
    const message = body.data.messages.find(
      (m) => isAddressedTo(m.to, email) && new Date(m.created_at).getTime() >= after && /\b\d{6}\b/.test(m.text),
    );
    if (message) return message.text.match(/\b(\d{6})\b/)![1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No sign-in code reached the outbox for ${email}`);
}

/** Signs in through the UI exactly as a person does, reading the code from the outbox. */
export function signInThroughUi(page: Page, email: string, tab: 'Staff Login' | 'Client Login' = 'Staff Login') {
  return withAddressLock(email, () => signInThroughUiUnlocked(page, email, tab));
}

async function signInThroughUiUnlocked(page: Page, email: string, tab: 'Staff Login' | 'Client Login') {
  await page.goto('/auth/signin');
  await page.getByRole('tab', { name: tab }).click();
  const sentAfter = Date.now();
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByRole('button', { name: /send|get|continue|otp/i })
    .first()
    .click();
  await expect(page.getByText('OTP Sent').first()).toBeVisible();
  const code = await latestCode(page.request, email, sentAfter);
  await page
    .getByLabel(/code|otp/i)
    .first()
    .fill(code);
  // Held until the server has checked the code, so no other worker's request replaces it first.
  const verified = page.waitForResponse((res) => res.url().endsWith('/api/auth/verify-otp'));
  await page
    .getByRole('button', { name: /verify|sign in|login/i })
    .first()
    .click();
  await verified;
}

/**
 * Signs in through the API (the refresh cookie lands in the page's context) and writes the session
 * the way the shell's session store does, for tests whose subject is not sign-in itself.
 */
export async function signInThroughApi(page: Page, email: string, userType: 'staff' | 'client' = 'staff') {
  const verified = await withAddressLock(email, async () => {
    const sentAfter = Date.now();
    const sent = await page.request.post('/api/auth/request-otp', { data: { email, user_type: userType } });
    expect(sent.status(), await sent.text()).toBe(200);
    const otp = await latestCode(page.request, email, sentAfter);
    return page.request.post('/api/auth/verify-otp', { data: { email, otp, user_type: userType } });
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { data } = (await verified.json()) as { data: { access_token: string; user: Record<string, unknown> } };
  await page.goto('/404-warmup');
  await page.evaluate(
    ({ token, user }) => {
      const name = String(user.name);
      const [firstName = '', ...rest] = name.split(/\s+/);
      const role =
        String(user.role)
          .toLowerCase()
          .replace(/[\s_-]/g, '') === 'clientcontact'
          ? 'client'
          : String(user.role);
      const profile = {
        id: String(user.id),
        name,
        firstName,
        lastName: rest.join(' '),
        email: String(user.email),
        role,
        isActive: true,
        phone: String(user.phone ?? ''),
        permissions: [],
        clientId: user.client_id == null ? null : String(user.client_id),
        clientName: (user.client_name as string | null) ?? null,
        userType: String(user.user_type ?? 'staff'),
        firmName: String(user.firm_name ?? 'Default Firm'),
        organizationId: user.organization_id == null ? null : String(user.organization_id),
      };
      localStorage.setItem('authToken', token);
      localStorage.setItem('userEmail', profile.email);
      localStorage.setItem('userRole', profile.role);
      localStorage.setItem('userId', profile.id);
      localStorage.setItem('userName', profile.name);
      localStorage.setItem('userFirstName', profile.firstName);
      localStorage.setItem('userLastName', profile.lastName);
      if (profile.clientId) localStorage.setItem('clientId', profile.clientId);
      if (profile.organizationId) localStorage.setItem('organizationId', profile.organizationId);
      localStorage.setItem('firmName', profile.firmName);
      localStorage.setItem('userType', profile.userType);
      localStorage.setItem('userProfile', JSON.stringify(profile));
    },
    { token: data.access_token, user: data.user },
  );
  return data;
}
