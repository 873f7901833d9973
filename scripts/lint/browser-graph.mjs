// The import graph of the browser code (shared/src, shell/src, remotes/*/src) for `firm/module-cycles`:
// relative imports and the `@firm/shared/...` entries, resolved to files the way jest.config.ts and
// shared/package.json map them. Tests are left out (nothing imports a test, so it closes no cycle). Only static
// imports and re-exports count: an `import type` is erased, and a lazy `import()` runs after both modules have
// loaded, so neither can hand a module a half-initialised other. A lazy route table is such a loop by design
// (public/site-paths.ts loads each page, whose links import the site router, which preloads through it).
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport } from './server-modules.mjs';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
const SPECIFIERS = /(?:^|[\s;])(?:import|export)\s+(?!type[\s{*])(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** Whether a repository-relative path is browser code the cycle rule watches. */
export const isBrowserSource = (rel) => /^(shared\/src|shell\/src|remotes\/[^/]+\/src)\//.test(rel) && SOURCE.test(rel) && !TEST.test(rel);

/** The file an import specifier names inside the repository, or null for a package. */
export function resolveBrowserImport(root, fromFile, specifier) {
  if (specifier.startsWith('.')) return resolveImport(fromFile, specifier);
  const shared = path.join(root, 'shared/src');
  let m;
  if ((m = /^@firm\/shared\/domain\/([^/]+)$/.exec(specifier))) return path.join(shared, 'domain', m[1], 'index.ts');
  if ((m = /^@firm\/shared\/(runtime|ui|runtime\/testing|ui\/testing)$/.exec(specifier))) return path.join(shared, m[1], 'index.ts');
  if ((m = /^@firm\/shared\/(runtime\/stored-session|ui\/toast)$/.exec(specifier))) return path.join(shared, `${m[1]}.ts`);
  // A feature's door and its testing door, as shared/package.json exports them (firm/feature-doors refuses the rest).
  if ((m = /^@firm\/shared\/features\/([^/]+)(\/testing)?$/.exec(specifier)))
    return path.join(shared, 'features', m[1], m[2] ? 'testing' : '', 'index.ts');
  return null;
}

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full, out);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) out.push(full);
  }
  return out;
}

let cached = null;
/** file → the browser files it imports. Built once per lint run. */
export function browserGraph(root) {
  if (cached && cached.root === root) return cached;
  const remotes = path.join(root, 'remotes');
  const dirs = [path.join(root, 'shared/src'), path.join(root, 'shell/src')];
  for (const name of fs.existsSync(remotes) ? fs.readdirSync(remotes) : []) dirs.push(path.join(remotes, name, 'src'));
  const files = new Map();
  for (const file of dirs.flatMap((dir) => walk(dir))) {
    const targets = new Set();
    for (const m of fs.readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const target = resolveBrowserImport(root, file, m[1]);
      if (target !== null && isBrowserSource(path.relative(root, target).split(path.sep).join('/'))) targets.add(target);
    }
    files.set(file, targets);
  }
  cached = { root, files };
  return cached;
}
