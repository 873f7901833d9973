import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../bundles';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// bench:projects' browser part: the admin's Projects screen in headless Chromium against the app on a
// port, as bench:lists does for Clients. The session goes into localStorage as the shell's sign-in leaves it.
/** The flags every browser bench (signedInBrowser) launches Chromium with. */
// BENCH_CHROME_ARGS adds flags.
const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, ...(process.env.BENCH_CHROME_ARGS ?? '').split(' ').filter(Boolean)];
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);

export type StaffSession = {
  access_token: string;
  user: {
    id: number;
    name: string;
    email: string;
    role: string;
    phone?: string | null;
    firm_name?: string | null;
    organization_id: number;
    /** A client contact's client. */
    client_id?: number | null;
    client_name?: string | null;
  };
};

/** Sign-in as the portal does it: a code by e-mail (read here by `readCode`), then verify-otp. */
export async function signIn(
  base: string,
  email: string,
  readCode: () => Promise<string | undefined>,
  userType: 'staff' | 'client' = 'staff',
): Promise<StaffSession> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const requested = await post('/api/auth/request-otp', { email, user_type: userType });
  if (!requested.ok) throw new Error(`request-otp answered ${requested.status}`);
  const otp = await readCode();
  if (!otp) throw new Error('no sign-in code in the outbox');
  const verified = await post('/api/auth/verify-otp', { email, otp, user_type: userType });
  const body = (await verified.json()) as { data?: Partial<StaffSession> };
  // A refused code (one read from another mail) or an account choice has no session: say so here, not
  // as a browser that never shows a row.
  if (!verified.ok || !body.data?.access_token || !body.data.user) {
    throw new Error(`verify-otp for ${email} answered ${verified.status} without a session: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.data as StaffSession;
}

/** Why the browser figures cannot be taken here, or undefined when they can. */
export function browserMissing(): string | undefined {
  const built = ['shell', 'remotes/admin'].every(
    (b) => fs.existsSync(path.join(ROOT, b, 'dist', 'index.html')) || fs.existsSync(path.join(ROOT, b, 'dist', 'mf-manifest.json')),
  );
  if (!fs.existsSync(CHROMIUM_PATH) || !built) return 'needs /usr/bin/chromium and built bundles (npx tsx scripts/build.ts)';
  return undefined;
}

function profileOf({ access_token: token, user }: StaffSession) {
  const [firstName = '', ...rest] = user.name.split(/\s+/);
  const profile = {
    ...{ id: String(user.id), name: user.name, firstName, lastName: rest.join(' '), email: user.email, role: user.role },
    ...{ isActive: true, phone: user.phone ?? '', permissions: [] },
    ...(user.client_id
      ? { role: 'client', clientId: String(user.client_id), clientName: user.client_name ?? null, userType: 'client' }
      : { clientId: null, clientName: null, userType: 'staff' }),
    ...{ firmName: user.firm_name ?? 'Default Firm', organizationId: String(user.organization_id) },
  };
  return { token, profile };
}

/** Waits until the table shows rows and every one of them contains `needle` (case aside). */
const rowsWhere = (page: Page, needle: string) =>
  page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      return rows.length > 0 && rows.every((r) => (r.textContent ?? '').toLowerCase().includes(n));
    },
    needle.toLowerCase(),
    { timeout: 60_000 },
  );

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)]!;

/**
 * Headless Chromium with `session` signed in (localStorage as the shell's sign-in leaves it). Its
 * profile is a real one on disk, as a returning user's browser has: an incognito context (Playwright's
 * `newContext`) keeps no compiled code between visits, so every page compiled every script again.
 * BENCH_INCOGNITO=1 times the incognito way.
 */
export async function signedInBrowser(session: StaffSession) {
  const { chromium } = await import('playwright-core');
  let browser: { close: () => Promise<void> };
  let context: import('playwright-core').BrowserContext;
  if (!process.env.BENCH_INCOGNITO) {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-profile-'));
    const persistent = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
    context = persistent;
    browser = {
      close: async () => {
        await persistent.close();
        fs.rmSync(profileDir, { recursive: true, force: true });
      },
    };
  } else {
    const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
    browser = launched;
    context = await launched.newContext();
  }
  const { token, profile } = profileOf(session);
  await context.addInitScript(
    ([t, p]) => {
      const entries: Record<string, string> = {
        ...{ authToken: t, userEmail: p.email, userRole: p.role, userId: p.id, userName: p.name },
        ...{ organizationId: p.organizationId, userProfile: JSON.stringify(p) },
      };
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    [token, profile] as const,
  );
  return { browser, context };
}

/** Navigation to `route` → the first table row containing `needle`: p50 over RUNS fresh pages. */
export async function firstRow(base: string, session: StaffSession, route: string, needle: string, label: string) {
  const { browser, context } = await signedInBrowser(session);
  try {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}${route}`);
      await rowsWhere(page, needle).catch(async (error: unknown) => {
        // What the page showed instead, for whoever reads the failure.
        const shot = path.join(os.tmpdir(), `bench-first-row-${Date.now()}.png`);
        await page.screenshot({ path: shot });
        throw new Error(`${route}: no row containing '${needle}' within 60 s (page: ${shot})`, { cause: error });
      });
      runs.push(performance.now() - started);
      await page.close();
    }
    console.log(
      `[${label}] Browser: ${`${route} navigation → first row`.padEnd(58)} p50 ${median(runs).toFixed(0)} ms (runs: ${runs.map((s) => s.toFixed(0)).join(', ')})`,
    );
  } finally {
    await browser.close();
  }
}

/** First row after navigation, status filter → rows, project-name search → rows: p50 over RUNS fresh pages. */
export async function browseProjects(base: string, session: StaffSession, label: string) {
  const { browser, context } = await signedInBrowser(session);
  try {
    const phases = { first: [] as number[], status: [] as number[], search: [] as number[] };
    // When each phase's list answer (GET /api/tasks/) reached the page, to tell the server's share from the screen's.
    const answers = { first: [] as number[], status: [] as number[], search: [] as number[] };
    // An In Progress Project (every fifth from the first), so the search narrows the status filter's rows.
    const term = 'Project 4241';
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      let listAnswered = 0;
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/tasks/') listAnswered = performance.now();
        if (process.env.BENCH_TRACE) {
          const t = request.timing();
          console.log(
            `  ${request.method()} ${request.url().replace(base, '')} sent ${(t.startTime - epoch).toFixed(0)} ms, answered ${t.responseEnd.toFixed(0)} ms later`,
          );
        }
      });
      let epoch = Date.now();
      const time = async (phase: keyof typeof phases, act: () => Promise<unknown>, needle: string) => {
        const started = performance.now();
        epoch = Date.now();
        if (process.env.BENCH_TRACE) console.log(` ${phase}:`);
        await act();
        await rowsWhere(page, needle);
        phases[phase].push(performance.now() - started);
        answers[phase].push(listAnswered - started);
      };
      await time('first', () => page.goto(`${base}/dashboard/admin/tasks`), 'project ');
      await page.getByRole('combobox', { name: 'Status' }).click();
      const option = page.getByRole('option', { name: 'In Progress', exact: true });
      // Playwright waits for the menu's opening animation to end before it clicks: wait for that outside the timing.
      await option.click({ trial: true });
      await time('status', () => option.click(), 'in progress');
      await time('search', () => page.getByPlaceholder('Search by project name...').fill(term), term);
      await page.close();
    }
    const line = (what: string, phase: keyof typeof phases) =>
      console.log(
        `[${label}] Browser: ${what.padEnd(58)} p50 ${median(phases[phase]).toFixed(0)} ms (runs: ${phases[phase].map((s) => s.toFixed(0)).join(', ')}; its list answer in at p50 ${median(answers[phase]).toFixed(0)} ms)`,
      );
    line('/dashboard/admin/tasks navigation → first row', 'first');
    line("status 'In Progress' chosen → only In Progress rows", 'status');
    line(`project name '${term}' typed → only matching rows (one input event: at once)`, 'search');
  } finally {
    await browser.close();
  }
}
