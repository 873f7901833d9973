// ESLint flat config: typescript-eslint's recommended rules, the two rules of React hooks, and `firm/layers`,
// which enforces the one-way imports of docs/architecture.md:
//   shared/domain/<entity> ← shared/{runtime,ui} ← shared/features/* ← shell, remotes/*; server → shared/domain only.
// A feature never imports another feature; a remote never imports another remote or the shell.
// `firm/placement` keeps each file in its home: a capability's code under shared/src/features/<capability>/,
// a remote only its composition (routes, nav, bootstrap, index).
// On the server, `firm/module-entry` lets code outside a module import only its entry (index.ts), and
// `firm/module-cycles` refuses an import cycle between modules or files, on the server and in the browser code
// (scripts/lint/server-modules.mjs, browser-graph.mjs). `firm/entity-entry` lets code outside a domain entity
// import only its entry (scripts/lint/domain-entities.mjs). `firm/feature-doors` lets code reach a browser
// feature only through its door, index.ts, or its testing door (scripts/lint/feature-doors.mjs).
// `firm/no-issue-comments` refuses a comment citing "issue N" instead of saying why (scripts/lint/comments.mjs).
// `firm/table-owner` lets a server module name (import from the schema, or write in raw SQL) only the tables it
// owns (scripts/lint/table-owners*.mjs).
// Not type-aware on purpose: `tsc` already checks types, and a type-aware lint costs minutes on 2 cores.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { moduleCyclesRule, moduleEntryRule } from './scripts/lint/server-modules.mjs';
import { entityEntryRule } from './scripts/lint/domain-entities.mjs';
import { noIssueCommentsRule } from './scripts/lint/comments.mjs';
import { featureDoorsRule } from './scripts/lint/feature-doors.mjs';
import { tableOwnerRule } from './scripts/lint/table-owners.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The layer a repository path belongs to, or null outside the layered code (scripts, e2e, configs). */
function layerOfPath(absolute) {
  const rel = path.relative(ROOT, absolute).split(path.sep).join('/');
  let m;
  if (rel.startsWith('shared/src/domain/')) return 'domain';
  if (rel.startsWith('shared/src/runtime/')) return 'runtime';
  if (rel.startsWith('shared/src/ui/')) return 'ui';
  if ((m = /^shared\/src\/features\/([^/]+)\//.exec(rel))) return `feature:${m[1]}`;
  if (rel.startsWith('shell/src/')) return 'shell';
  if ((m = /^remotes\/([^/]+)\/src\//.exec(rel))) return `remote:${m[1]}`;
  if (rel.startsWith('server/src/')) return 'server';
  return null;
}

/** The layer an import specifier reaches, or null for a package outside the repository. */
function layerOfImport(specifier, fromFile) {
  if (specifier.startsWith('.')) return layerOfPath(path.resolve(path.dirname(fromFile), specifier) + '/');
  let m;
  if (specifier === '@firm/shared/domain') return 'domain-barrel';
  if (specifier.startsWith('@firm/shared/domain/')) return 'domain';
  if (specifier === '@firm/shared/runtime' || specifier.startsWith('@firm/shared/runtime/')) return 'runtime';
  if (specifier === '@firm/shared/ui' || specifier.startsWith('@firm/shared/ui/')) return 'ui';
  if ((m = /^@firm\/shared\/features\/([^/]+)/.exec(specifier))) return `feature:${m[1]}`;
  if (specifier === '@firm/shared' || specifier.startsWith('@firm/shared/')) return 'shared-root';
  if (specifier.startsWith('@firm/shell')) return 'shell';
  if ((m = /^@firm\/remote-([^/]+)/.exec(specifier))) return `remote:${m[1]}`;
  if (specifier.startsWith('@firm/server')) return 'server';
  return null;
}

/** May code of layer `from` import layer `to`? */
function allowed(from, to) {
  if (to === null || from === to) return true;
  if (to === 'shared-root') return false; // always a named entry point: domain, runtime, ui or a feature file
  if (to === 'domain-barrel') return false; // the domain has one entry per entity, no barrel
  switch (from) {
    case 'domain':
      return false;
    case 'runtime':
    case 'ui':
      return to === 'domain' || (from === 'ui' && to === 'runtime');
    case 'shell':
      return to === 'domain' || to === 'runtime' || to === 'ui' || to.startsWith('feature:');
    case 'server':
      return to === 'domain';
    default:
      if (from.startsWith('feature:')) return to === 'domain' || to === 'runtime' || to === 'ui';
      if (from.startsWith('remote:')) return to === 'domain' || to === 'runtime' || to === 'ui' || to.startsWith('feature:');
      return true;
  }
}

// What a remote may hold: its entry, bootstrap, routes, navigation and dashboard (panels of the features'
// doors, composed), and their tests.
const REMOTE_FILES = /^(index\.ts|bootstrap\.tsx|(routes|dashboard)(\.test)?\.tsx|nav(\.test)?\.ts)$/;

/** Why a repository path is not a home for code, or null where it is. */
function misplaced(absolute) {
  const rel = path.relative(ROOT, absolute).split(path.sep).join('/');
  let m;
  if ((m = /^remotes\/([^/]+)\/src\/(.+)$/.exec(rel))) {
    if (m[2].startsWith('features/')) return 'a remote has no features/: the code belongs in shared/src/features/<capability>/';
    if (!REMOTE_FILES.test(m[2])) return 'a remote holds only its composition (routes.tsx, nav.ts, dashboard.tsx, bootstrap.tsx, index.ts)';
  }
  if (/^shared\/src\/domain\/[^/]+$/.test(rel))
    return 'domain code lives in its entity folder, shared/src/domain/<entity>/ (entry: index.ts)';
  if (/^shared\/src\/features\/[^/]+$/.test(rel)) return 'a feature file lives in its capability folder, shared/src/features/<capability>/';
  if (/^shared\/src\/[^/]+$/.test(rel) || /^shared\/src\/(?!(domain|runtime|ui|features)\/)/.test(rel)) {
    return 'shared/src holds domain/, runtime/, ui/ and features/<capability>/ only';
  }
  return null;
}

const placementRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each file lives in the home of its layer and capability' },
    schema: [],
    messages: { misplaced: '{{why}}.' },
  },
  create(context) {
    const why = misplaced(context.filename);
    return why ? { Program: (node) => context.report({ node, messageId: 'misplaced', data: { why } }) } : {};
  },
};

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run one way between the layers of docs/architecture.md' },
    schema: [],
    messages: {
      crossing: '{{from}} may not import {{to}} ("{{specifier}}"): imports run one way (docs/CONTRIBUTING.md).',
      barrel: "the domain has no barrel: import the entity's entry, @firm/shared/domain/<entity> (docs/CONTRIBUTING.md).",
    },
  },
  create(context) {
    const from = layerOfPath(context.filename);
    if (from === null) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = layerOfImport(source.value, context.filename);
      if (to === 'domain-barrel') context.report({ node, messageId: 'barrel' });
      else if (!allowed(from, to)) context.report({ node, messageId: 'crossing', data: { from, to, specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
      '.bench/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: {
      firm: {
        rules: {
          layers: layersRule,
          placement: placementRule,
          'module-entry': moduleEntryRule(ROOT),
          'module-cycles': moduleCyclesRule(ROOT),
          'entity-entry': entityEntryRule(ROOT),
          'feature-doors': featureDoorsRule(ROOT),
          'no-issue-comments': noIssueCommentsRule,
          'table-owner': tableOwnerRule(ROOT),
        },
      },
      'react-hooks': reactHooks,
    },
    rules: {
      'firm/layers': 'error',
      'firm/placement': 'error',
      'firm/module-entry': 'error',
      'firm/module-cycles': 'error',
      'firm/entity-entry': 'error',
      'firm/feature-doors': 'error',
      'firm/no-issue-comments': 'error',
      'firm/table-owner': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-control-regex': 'off', // NUL and control-character guards match them on purpose
    },
  },
  {
    // House style: files under 300 lines, split by action. Every line counts, blank and comment lines too
    // (a file long in comments is still long to read), and tests are held to it as well.
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
