import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './bundles';

// The public pages as HTML (Lighthouse mobile ≥ 95): each page of the production build is
// rendered at build time into its own copy of index.html, with its stylesheets linked and its chunks
// preloaded, so a visitor sees the page before any JavaScript has run; the app then hydrates it
// (shell/src/bootstrap.tsx). The server sends shell/dist/site/<page>.html for those paths
// (server/src/platform/static-site.ts); any other path gets index.html as before.

const DIST = path.join(ROOT, 'shell', 'dist');

type Page = { path: string; group: string; title: string };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes shell/dist/site/<name>.html and site/pages.json (path → file). Runs in a process of its own (see prerenderSite). */
async function main() {
  // The pages import their CSS, which webpack extracts; here it is only linked.
  require.extensions['.css'] = (module) => {
    module.exports = {};
  };
  // Required, not imported: the shell's sources are typechecked by tsconfig.web.json, not this project.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(path.join(ROOT, 'shell', 'src', 'public', 'site-prerender.tsx')) as {
    PRERENDERED_PAGES: readonly Page[];
    renderSitePage: (pathname: string) => Promise<string>;
  };
  const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const groups = JSON.parse(fs.readFileSync(path.join(DIST, 'site-assets.json'), 'utf8')) as Record<string, string[]>;
  const out = path.join(DIST, 'site');
  fs.mkdirSync(out, { recursive: true });
  const pages: Record<string, string> = {};
  for (const page of entry.PRERENDERED_PAGES) {
    const files = [...(groups.bootstrap ?? []), ...(groups[page.group] ?? [])];
    const head = [
      ...files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" href="/${f}">`),
      ...files.filter((f) => f.endsWith('.js')).map((f) => `<link rel="preload" as="script" href="/${f}">`),
    ].join('');
    const body = await entry.renderSitePage(page.path);
    if (!index.includes('<div id="root"></div>')) throw new Error('shell/dist/index.html has no empty <div id="root">');
    const html = index
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    const file = `${page.group.replace(/^site-/, '')}.html`;
    fs.writeFileSync(path.join(out, file), html);
    pages[page.path] = file;
  }
  fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages, null, 2));
}

/**
 * Prerenders the public pages of the shell just built. A child process: the shell's TSX compiles with
 * the browser code's settings (tsconfig.web.json), not the scripts' own.
 */
export function prerenderSite(): void {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), __filename], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.web.json'), NODE_ENV: 'production', PRERENDER_CHILD: '1' },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('Prerendering the public pages failed');
}

// `npx tsx scripts/prerender-site.ts` prerenders the current build again (in its child process).
if (require.main === module) {
  if (process.env.PRERENDER_CHILD) {
    main().catch((error) => {
      console.error(error);
      process.exit(1);
    });
  } else prerenderSite();
}
