// `firm/feature-doors`: a browser feature (shared/src/features/<feature>/) is reached only through its door,
// index.ts (`@firm/shared/features/<feature>`), or the door of its tests' helpers, testing/index.ts
// (`@firm/shared/features/<feature>/testing`). A deep import skips what the door chooses to export (and its
// lazy screens, which keep each page module behind an import()); the package's exports map only the doors,
// so webpack would not even find one. Inside a feature its own files are imported relatively.
import path from 'node:path';
import { resolveImport } from './server-modules.mjs';
import { firmRule } from './rule.mjs';

const FEATURE = /^shared\/src\/features\/([^/]+)(?:\/(.*))?$/;
const DOORS = new Set(['', 'index.ts', 'testing', 'testing/index.ts']);
const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The feature whose inside an import from `fromFile` reaches, or null when the import is allowed. */
export function featureBehindDoor(root, fromFile, specifier) {
  let m;
  if ((m = /^@firm\/shared\/features\/([^/]+)(?:\/(.*))?$/.exec(specifier))) {
    return m[2] === undefined || m[2] === 'testing' ? null : { feature: m[1] };
  }
  if (!specifier.startsWith('.')) return null;
  const to = FEATURE.exec(rel(root, resolveImport(fromFile, specifier)));
  if (to === null || DOORS.has(to[2] ?? '')) return null;
  const from = FEATURE.exec(rel(root, fromFile));
  return from !== null && from[1] === to[1] ? null : { feature: to[1] };
}

export function featureDoorsRule(root) {
  return firmRule({
    description: 'A browser feature is imported only through its door (index.ts) or its testing door',
    messages: {
      deep: `"{{specifier}}" reaches inside the feature {{feature}}: import its door, '{{door}}' (or '{{door}}/testing' in a test); inside the feature, import its files relatively.`,
    },
    create(context) {
      if (!/^(shared\/src|shell\/src|remotes\/[^/]+\/src)\//.test(rel(root, context.filename))) return {};
      const check = (node) => {
        const source = node.source;
        if (!source || typeof source.value !== 'string') return;
        const found = featureBehindDoor(root, context.filename, source.value);
        if (found === null) return;
        const door = `@firm/shared/features/${found.feature}`;
        context.report({ node, messageId: 'deep', data: { specifier: source.value, feature: found.feature, door } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  });
}
