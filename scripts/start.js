// `npm start`. In production (NODE_ENV=production) it runs the compiled server that `npm run build` made,
// with plain node: nothing is transpiled at run time, and a missing or stale build stops it with a
// message instead. Elsewhere it runs scripts/start-dev.ts through tsx, which builds what is missing or
// stale and starts the server from its TypeScript sources.
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: node runs this file as it is, untranspiled */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const rel = (file) => path.relative(ROOT, file);

/** The newest source file under `dir` (tests left out), or null. */
function newestSource(dir) {
  let newest = null;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.test(-support)?\.ts$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mtime = fs.statSync(file).mtimeMs;
    if (!newest || mtime > newest.mtime) newest = { file, mtime };
  }
  return newest;
}

/** Why the build cannot be run in production, or null when it can. */
function buildProblem() {
  const stamp = path.join(ROOT, 'server', 'dist', '.build-stamp');
  if (!fs.existsSync(stamp)) {
    return 'The server is not built. In production `npm start` runs the compiled server: run `npm run build` first.';
  }
  const built = fs.statSync(stamp).mtimeMs;
  for (const dir of [path.join(ROOT, 'server', 'src'), path.join(ROOT, 'shared', 'src', 'domain')]) {
    const newest = newestSource(dir);
    if (newest && newest.mtime > built) {
      return `The compiled server is older than its sources (${rel(newest.file)} changed since): run \`npm run build\` again.`;
    }
  }
  const remotes = fs.readdirSync(path.join(ROOT, 'remotes'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const bundles = ['shell', ...remotes.map((remote) => path.join('remotes', remote.name))];
  const missing = bundles.filter((bundle) => !fs.existsSync(path.join(ROOT, bundle, 'dist', '.build-stamp')));
  if (missing.length) return `The web bundles are not built (${missing.join(', ')}): run \`npm run build\` first.`;
  return null;
}

if (process.env.NODE_ENV === 'production') {
  const problem = buildProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  require('../server/dist/main.js');
} else {
  require('tsx/cjs');
  require('./start-dev.ts');
}
