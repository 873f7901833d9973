// The server's module boundaries, for eslint.config.mjs (`firm/module-entry`, `firm/module-cycles`).
// A module is a folder of server/src/modules/ (or of an area such as billing/: modules/billing/<module>/);
// other code reaches it only through its entry, `index.ts`. Tests and test-support files may also use
// another module's `*.test-support.ts` (the shared fixtures), and nothing else of it.
import fs from 'node:fs';
import path from 'node:path';
import { browserGraph, isBrowserSource, resolveBrowserImport } from './browser-graph.mjs';
import { firmRule } from './rule.mjs';

/** Folders of server/src/modules/ that group modules rather than being one. */
export const AREAS = new Set(['billing']);

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** `billing/invoices`, `tasks`... for a path inside server/src/modules/, else null. */
export function moduleOf(root, absolute) {
  const rel = path.relative(root, absolute).split(path.sep).join('/');
  const m = /^server\/src\/modules\/([^/]+)(?:\/([^/]+))?/.exec(rel);
  if (!m || SOURCE.test(m[1])) return null;
  if (AREAS.has(m[1])) return m[2] && !SOURCE.test(m[2]) ? `${m[1]}/${m[2]}` : m[1];
  return m[1];
}

/** The file a relative specifier names (with .ts, .tsx or /index.ts), or its plain path if none exists. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Fixtures that build whole worlds: they may use any file of any module. */
const reachesDeep = (rel) => /\.test-support\.tsx?$/.test(rel) || rel.startsWith('server/src/test/');
/** Tests and the bench and two-server scripts: entries, and other modules' test-support files. */
const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('scripts/');

/**
 * The module whose inside `fromFile` reaches by importing `target`, or null when it may.
 * Allowed: within one module; a module's entry (its folder or its index.ts); anything from a
 * `*.test-support.ts` file or server/src/test/; another module's `*.test-support.ts` from a test or a script.
 */
export function deepImport(root, fromFile, target) {
  const to = moduleOf(root, target);
  if (to === null || to === moduleOf(root, fromFile)) return null;
  const moduleDir = path.join(root, 'server/src/modules', to);
  if (target === moduleDir || target === path.join(moduleDir, 'index.ts')) return null;
  const fromRel = path.relative(root, fromFile).split(path.sep).join('/');
  if (reachesDeep(fromRel)) return null;
  if (/\.test-support\.ts$/.test(target) && isTest(fromRel)) return null;
  return to;
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Relative imports of a source text, resolved to files. */
export function importsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const found = [];
  for (const m of text.matchAll(SPECIFIERS)) found.push(resolveImport(file, m[1] ?? m[2]));
  return found;
}

/**
 * The import graph of the server's production files (tests and test-support left out: a test may use
 * anything), by file and by module. Built once per lint run.
 */
let cached = null;
export function serverGraph(root) {
  if (cached && cached.root === root) return cached;
  const files = new Map();
  const modules = new Map();
  for (const file of walk(path.join(root, 'server/src'))) {
    if (/\.test(-support)?\.ts$/.test(file) || file.includes(`${path.sep}test${path.sep}`)) continue;
    const targets = importsOf(file).filter((t) => t.startsWith(path.join(root, 'server/src')));
    files.set(file, new Set(targets));
    const from = moduleOf(root, file);
    if (from === null) continue;
    if (!modules.has(from)) modules.set(from, new Set());
    for (const t of targets) {
      const to = moduleOf(root, t);
      if (to !== null && to !== from) modules.get(from).add(to);
    }
  }
  cached = { root, files, modules };
  return cached;
}

/** A path from `start` back to `goal` through `edges`, or null: [start, ..., goal]. */
export function pathBetween(edges, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of edges.get(trail.at(-1)) ?? []) {
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

const short = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Calls `check(node, specifier)` for every import and re-export with a relative specifier. */
function onImports(check) {
  const visit = (node) => {
    const source = node.source;
    if (source && typeof source.value === 'string' && source.value.startsWith('.')) check(node, source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** `firm/module-entry`: another server module is reached only through its entry, index.ts. */
export function moduleEntryRule(root) {
  return firmRule({
    description: "Code outside a server module imports only the module's entry (index.ts)",
    messages: { deep: '"{{specifier}}" reaches inside the server module {{module}}: import its entry ("{{entry}}") instead.' },
    create(context) {
      const rel = short(root, context.filename);
      if (!rel.startsWith('server/src/') && !rel.startsWith('scripts/')) return {};
      return onImports((node, specifier) => {
        const target = resolveImport(context.filename, specifier);
        const module = deepImport(root, context.filename, target);
        if (module === null) return;
        let entry = path
          .relative(path.dirname(context.filename), path.join(root, 'server/src/modules', module))
          .split(path.sep)
          .join('/');
        if (!entry.startsWith('.')) entry = `./${entry}`;
        context.report({ node, messageId: 'deep', data: { specifier, module, entry } });
      });
    },
  });
}

const isProduction = (rel) => rel.startsWith('server/src/') && !/\.test(-support)?\.ts$/.test(rel) && !rel.startsWith('server/src/test/');

/** The browser half of `firm/module-cycles`: a static import whose target leads back to this file (browser-graph.mjs). */
function browserCycles(root, context) {
  const graph = browserGraph(root);
  const check = (node) => {
    const source = node.source;
    if (!source || typeof source.value !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
    const target = resolveBrowserImport(root, context.filename, source.value);
    if (target === null || !isBrowserSource(short(root, target))) return;
    const back = target === context.filename ? [target] : pathBetween(graph.files, target, context.filename);
    if (back)
      context.report({ node, messageId: 'files', data: { cycle: [context.filename, ...back].map((f) => short(root, f)).join(' → ') } });
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
}

/**
 * `firm/module-cycles`: no import cycle in the server's production code, between modules (through any of
 * their files) or between files, nor between the browser's files (shared/, shell/, remotes/; tests aside).
 * The rest of the graph is read from disk once per lint run.
 */
export function moduleCyclesRule(root) {
  return firmRule({
    description: 'No import cycle between server modules, server files or browser files',
    messages: {
      modules: 'Import cycle between server modules: {{cycle}}. Move what both need into one of them, or into platform/.',
      files: 'Import cycle between files: {{cycle}}. Move what both need into a third file.',
    },
    create(context) {
      const rel = short(root, context.filename);
      if (isBrowserSource(rel)) return browserCycles(root, context);
      if (!isProduction(rel)) return {};
      const graph = serverGraph(root);
      const from = moduleOf(root, context.filename);
      return onImports((node, specifier) => {
        const target = resolveImport(context.filename, specifier);
        if (!isProduction(short(root, target))) return;
        const to = moduleOf(root, target);
        if (from !== null && to !== null && from !== to) {
          const back = pathBetween(graph.modules, to, from);
          if (back) context.report({ node, messageId: 'modules', data: { cycle: [from, ...back].join(' → ') } });
          return;
        }
        const back = target === context.filename ? [target] : pathBetween(graph.files, target, context.filename);
        if (back)
          context.report({ node, messageId: 'files', data: { cycle: [context.filename, ...back].map((f) => short(root, f)).join(' → ') } });
      });
    },
  });
}
