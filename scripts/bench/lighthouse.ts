import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildBundles } from '../build';
import { ROOT } from '../bundles';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './chromium';
import { startDevServer } from './dev-server';

// `npm run bench:lighthouse`: Lighthouse's performance score, mobile emulation (its default:
// a mid-range phone, slow 4G and a 4× slower CPU, simulated), on the pages every visitor and every
// portal user opens first. Serves the production build (`--build` makes one first), runs each page
// BENCH_LIGHTHOUSE_RUNS times (default 3) and prints the median run beside the goal. Never fails on
// figures. BENCH_LIGHTHOUSE_PRESET=desktop runs the desktop preset instead.
const PAGES = ['/', '/contact', '/auth/signin'];
const GOAL = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

type Report = {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number; score?: number | null; title?: string }>;
};

function lighthouse(url: string): Report | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-lighthouse-'));
  const report = path.join(dir, 'report.json');
  const preset = process.env.BENCH_LIGHTHOUSE_PRESET;
  try {
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        ...(preset ? [`--preset=${preset}`] : []),
        '--only-categories=performance',
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'ignore', timeout: 180_000 },
    );
    if (run.status !== 0 || !fs.existsSync(report)) return null;
    return JSON.parse(fs.readFileSync(report, 'utf8')) as Report;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The audits that cost the page time, as Lighthouse ranks them (an opportunity's savings). */
function costs(report: Report): string {
  const failing = Object.entries(report.audits)
    .filter(([id, a]) => typeof a.score === 'number' && a.score < 0.9 && !METRICS.some(([m]) => m === id) && a.displayValue)
    .map(([id, a]) => `${id} (${a.displayValue})`);
  return failing.length ? failing.join('; ') : 'none';
}

async function main() {
  if (process.argv.includes('--build')) await buildBundles({ force: true });
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) throw new Error('No build: run `npm run build` or pass --build');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-lighthouse-'));
  const { base, stop } = await startDevServer(port, dataDir);
  try {
    console.log(
      `Lighthouse ${process.env.BENCH_LIGHTHOUSE_PRESET ?? 'mobile'}, performance, median of ${RUNS} runs (load ${os.loadavg()[0]!.toFixed(2)})`,
    );
    for (const page of PAGES) {
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run++) {
        const report = lighthouse(`${base}${page}`);
        if (report) reports.push(report);
      }
      if (!reports.length) {
        console.log(`${page.padEnd(13)} Lighthouse could not run`);
        continue;
      }
      const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
      const median = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
        Math.floor((reports.length - 1) / 2)
      ]!;
      const score = Math.round(median.categories.performance.score * 100);
      const metrics = METRICS.map(([id, name]) => `${name} ${median.audits[id]?.displayValue ?? '?'}`).join(', ');
      console.log(`${page.padEnd(13)} ${String(score).padStart(3)} (goal ≥ ${GOAL}; runs ${scores.join(', ')}) ${metrics}`);
      if (score < GOAL || process.argv.includes('--verbose')) console.log(`              costs: ${costs(median)}`);
    }
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
