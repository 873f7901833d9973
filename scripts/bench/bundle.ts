import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { buildBundles } from '../build';
import { ROOT } from '../bundles';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './chromium';
import { startDevServer } from './dev-server';

// `npm run bench:bundle`: a production build, then the gzipped JavaScript a first visit of `/` loads,
// and what each remote adds on its first navigation inside the portal. Prints figures; never fails on them.
const ROLES = ['superadmin', 'admin', 'supervisor', 'employee', 'client'] as const;

/** URL path → the file on disk it was served from. */
function fileFor(urlPath: string): string {
  const m = urlPath.match(/^\/remotes\/([a-z]+)\/(.+)$/);
  return m ? path.join(ROOT, 'remotes', m[1], 'dist', m[2]) : path.join(ROOT, 'shell', 'dist', urlPath.slice(1));
}

function gzipKb(files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length, 0);
  return bytes / 1024;
}

function recordScripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') seen.add(new URL(req.url()).pathname);
  });
  return seen;
}

/** Scripts fetched as hints (`<link rel="prefetch">`): Chromium reports them as 'other', not 'script'. */
function recordPrefetches(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() !== 'script' && pathname.endsWith('.js')) seen.add(pathname);
  });
  return seen;
}

const listFiles = (files: Iterable<string>) => {
  for (const file of [...files].sort()) console.log(`    ${file} ${gzipKb([fileFor(file)]).toFixed(1)} KB`);
};

/** Lighthouse (desktop preset) of a page, run offline against Debian's Chromium. */
function lighthouse(url: string): void {
  const report = path.join(fs.mkdtempSync('/tmp/firm-lighthouse-'), 'report.json');
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--preset=desktop',
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: 'ignore',
      timeout: 180_000,
    },
  );
  if (run.status !== 0 || !fs.existsSync(report)) {
    console.log('Lighthouse: could not run');
    return;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    categories: Record<string, { title: string; score: number }>;
    audits: Record<string, { displayValue?: string }>;
  };
  const scores = Object.values(result.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
  console.log(`Lighthouse of / (desktop): ${scores.join(', ')}`);
  const timing = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
  console.log(`  ${timing.map((id) => `${id} ${result.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
}

async function main() {
  await buildBundles({ force: !process.argv.includes('--no-build') });
  const port = await freePort();
  const dataDir = fs.mkdtempSync('/tmp/firm-bench-bundle-');
  const { base, stop } = await startDevServer(port, dataDir);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    const home = await browser.newPage();
    const homeScripts = recordScripts(home);
    await home.goto(`${base}/`, { waitUntil: 'networkidle' });
    const homeKb = gzipKb([...homeScripts].map(fileFor));
    console.log(`First visit of /: ${homeKb.toFixed(1)} KB gzipped JavaScript in ${homeScripts.size} files (goal ≤ 140 KB)`);
    listFiles(homeScripts);

    // Every portal user's first page: the scripts fetched until the form can be used (its
    // e-mail box and Send OTP enabled, and the network quiet). Hints the browser fetches at idle
    // priority are listed apart and not counted.
    const signin = await browser.newPage();
    const signinAll = recordScripts(signin);
    const signinHinted = recordPrefetches(signin);
    await signin.goto(`${base}/auth/signin`, { waitUntil: 'commit' });
    await signin.getByLabel('Email Address').waitFor({ timeout: 60_000 });
    await signin.waitForFunction(() => {
      const send = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Send OTP');
      return Boolean(send && !send.disabled);
    });
    // The form is in the prerendered HTML (scripts/prerender-site.ts) before any script has run: it is
    // usable once the page has hydrated, so what counts is everything fetched until the network is quiet.
    await signin.waitForLoadState('networkidle');
    const signinScripts = new Set(signinAll);
    const signinKb = gzipKb([...signinScripts].map(fileFor));
    console.log(
      `First visit of /auth/signin: ${signinKb.toFixed(1)} KB gzipped JavaScript in ${signinScripts.size} files until the form is usable (goal ≤ 200 KB)`,
    );
    listFiles(signinScripts);
    const later = [...signinAll].filter((file) => !signinScripts.has(file));
    if (later.length) {
      console.log(`  then, not counted: ${gzipKb(later.map(fileFor)).toFixed(1)} KB fetched after the form was usable`);
      listFiles(later);
    }
    if (signinHinted.size) {
      console.log(`  hints, not counted: ${gzipKb([...signinHinted].map(fileFor)).toFixed(1)} KB prefetched at idle priority`);
      listFiles(signinHinted);
    }

    for (const role of ROLES) {
      const context = await browser.newContext();
      await context.addInitScript((r) => {
        localStorage.setItem('userEmail', `bench-${r}@example.com`);
        localStorage.setItem('userRole', r);
        localStorage.setItem('userId', '1');
        localStorage.setItem('userName', 'Bench User');
      }, role);
      // No session exists on this server: API calls fail as if offline instead of answering 401, whose
      // handling (back to sign-in) would reload the page and count the shell again.
      await context.route('**/api/**', (route) => route.abort());
      const page = await context.newPage();
      // The portal itself (layout, MUI) loads on the profile page, which is the shell's own screen; the
      // remote's entry and navigation load there too, as soon as the portal opens: they count.
      const opening = recordScripts(page);
      await page.goto(`${base}/dashboard/${role}/profile`, { waitUntil: 'networkidle' });
      // Network quiet is not enough on a busy machine: the portal is open once the remote's links show.
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const before = recordScripts(page);
      await page.evaluate((r) => {
        window.history.pushState({}, '', `/dashboard/${r}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, role);
      await page
        .getByRole('main')
        .getByRole('heading', { name: /Welcome/ })
        .waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      // Everything the remote brought: its files fetched when the portal opened (entry, navigation), and
      // everything newly fetched on the navigation (its chunks, any shared module only it needs).
      const added = [...new Set([...[...opening].filter((file) => file.startsWith(`/remotes/${role}/`)), ...before])];
      const manifest = fileFor(`/remotes/${role}/mf-manifest.json`);
      const kb = gzipKb(added.map(fileFor));
      if (process.argv.includes('--verbose')) {
        for (const file of added) console.log(`    ${file} ${gzipKb([fileFor(file)]).toFixed(1)} KB`);
      }
      console.log(
        `Remote ${role.padEnd(10)} first navigation: ${kb.toFixed(1)} KB gzipped JavaScript in ${added.length} files` +
          ` (+${gzipKb([manifest]).toFixed(1)} KB manifest; target ≤ 40 KB)`,
      );
      // Each further screen of the sidebar loads its own chunks when first opened (no target; for the record).
      const hrefs = await page.$$eval('nav[aria-label="Portal"] a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs.filter((h) => h !== `/dashboard/${role}` && !h.endsWith('/profile'))) {
        const opened = recordScripts(page);
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, href);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        console.log(`    then ${href}: +${gzipKb([...opened].map(fileFor)).toFixed(1)} KB gzipped JavaScript in ${opened.size} files`);
      }
      await context.close();
    }
    await browser.close();
    lighthouse(`${base}/`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
