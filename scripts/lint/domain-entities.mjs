// `firm/entity-entry`: a domain entity (shared/src/domain/<entity>/) imports another entity only through its
// entry, index.ts (`../<entity>`). A deep import of another entity's file skips what its index chooses to
// export, and hides an entity cycle from `firm/module-cycles`. Only the domain is held to it: a few runtime,
// ui and public-site files import one domain file on purpose, to keep zod out of the first page's load.
import path from 'node:path';
import { resolveImport } from './server-modules.mjs';
import { firmRule } from './rule.mjs';

const ENTITY = /^shared\/src\/domain\/([^/]+)(\/(.*))?$/;
const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The entity `target` lies in and the file inside it, or null outside the domain. */
function entityOf(root, target) {
  const m = ENTITY.exec(rel(root, target));
  return m ? { entity: m[1], inner: m[3] ?? '' } : null;
}

/** The entity whose inside an import reaches from `fromFile`, or null when the import is allowed. */
export function deepEntityImport(root, fromFile, specifier) {
  let target;
  let m;
  if (specifier.startsWith('.')) target = resolveImport(fromFile, specifier);
  else if ((m = /^@firm\/shared\/domain\/([^/]+)\/(.+)$/.exec(specifier))) target = path.join(root, 'shared/src/domain', m[1], m[2]);
  else return null;
  const to = entityOf(root, target);
  if (to === null || to.inner === '' || to.inner === 'index.ts') return null;
  const from = entityOf(root, fromFile);
  if (from !== null && from.entity === to.entity) return null;
  return to.entity;
}

export function entityEntryRule(root) {
  return firmRule({
    description: "A domain entity imports another entity only through the entity's entry (index.ts)",
    messages: {
      deep: '"{{specifier}}" reaches inside the domain entity {{entity}}: import its entry ({{entry}}) instead.',
    },
    create(context) {
      if (!rel(root, context.filename).startsWith('shared/src/domain/')) return {};
      const check = (node) => {
        const source = node.source;
        if (!source || typeof source.value !== 'string') return;
        const entity = deepEntityImport(root, context.filename, source.value);
        if (entity === null) return;
        context.report({ node, messageId: 'deep', data: { specifier: source.value, entity, entry: `'../${entity}'` } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  });
}
