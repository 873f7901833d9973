// Which server module owns each table, for eslint.config.mjs (`firm/table-owner`). Only the owner reads and
// writes its tables; another module calls the owner's entry (index.ts), or registers a hook the owner
// exposes. A module's source may name another's table neither by importing it from the Drizzle schema
// (server/src/db/schema-<area>.ts) nor in raw SQL text. Tables of `platform` belong to server/src/platform/
// (tenancy, mail, files): no module names them. Tests and test-support files may seed through any table.
import fs from 'node:fs';
import path from 'node:path';
import { moduleOf } from './server-modules.mjs';
import { CROSSINGS, OWNERS } from './table-owners.table.mjs';
import { firmRule } from './rule.mjs';

export { CROSSINGS, OWNERS };

/** SQL name → owning module (or `platform`). */
export const OWNER_OF = new Map(Object.entries(OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])));

const SCHEMA_FILE = /^server\/src\/db\/schema(-[a-z-]+)?\.ts$/;
const TABLE = /export const (\w+) = pgTable\(\s*'([a-z0-9_]+)'/g;

/** The tables the Drizzle schema declares: export name → SQL name. Read from disk once per lint run. */
let cached = null;
export function schemaTables(root) {
  if (cached && cached.root === root) return cached.tables;
  const tables = new Map();
  const dir = path.join(root, 'server/src/db');
  for (const name of fs.readdirSync(dir)) {
    if (!SCHEMA_FILE.test(`server/src/db/${name}`)) continue;
    for (const m of fs.readFileSync(path.join(dir, name), 'utf8').matchAll(TABLE)) tables.set(m[1], m[2]);
  }
  cached = { root, tables };
  return tables;
}

/**
 * The literal text of every template literal in a source (the parts between `${...}`), comments and
 * plain strings left out: where raw SQL lives (sql`...`).
 */
export function templateTexts(text) {
  const found = [];
  const depth = []; // per open `${`: the brace depth inside it
  let i = 0;
  const readTemplate = () => {
    // At the character after a backtick or a `}` closing `${`: read to the next backtick or `${`.
    let part = '';
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') {
        part += text.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i += 1;
        found.push(part);
        return;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        found.push(part);
        depth.push(0);
        return;
      } else {
        part += c;
        i += 1;
      }
    }
    found.push(part);
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && next === '*') i = text.indexOf('*/', i) === -1 ? text.length : text.indexOf('*/', i) + 2;
    else if (c === "'" || c === '"') {
      i += 1;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '`') {
      i += 1;
      readTemplate();
    } else if (c === '{' && depth.length > 0) {
      depth[depth.length - 1] += 1;
      i += 1;
    } else if (c === '}' && depth.length > 0) {
      i += 1;
      if (depth[depth.length - 1] === 0) {
        depth.pop();
        readTemplate();
      } else depth[depth.length - 1] -= 1;
    } else i += 1;
  }
  return found;
}

const SQL_NAME = /\b(delete\s+from|from|join|into|update)\s+(?:only\s+)?"?([a-z][a-z0-9_]*)"?/gi;

/** The known tables a source's raw SQL names (after from, join, into, update): SQL name → written or only read. */
export function tablesInSql(text, known) {
  const named = new Map();
  for (const part of templateTexts(text)) {
    for (const m of part.matchAll(SQL_NAME)) {
      if (!known.has(m[2])) continue;
      const write = /^(delete|into|update)/i.test(m[1]);
      named.set(m[2], named.get(m[2]) === true || write);
    }
  }
  return named;
}

const IMPORT = /(?:^|[\s;])import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The tables a source imports from the schema (type-only imports left out): SQL name → written or only read. */
export function tablesImported(root, file, text) {
  const tables = schemaTables(root);
  const named = new Map();
  for (const m of text.matchAll(IMPORT)) {
    if (m[1]) continue;
    const target = path
      .relative(root, path.resolve(path.dirname(file), m[3]))
      .split(path.sep)
      .join('/');
    if (!SCHEMA_FILE.test(`${target}.ts`)) continue;
    for (const spec of m[2].split(',').map((s) => s.trim())) {
      if (spec === '' || spec.startsWith('type ')) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/);
      if (!tables.has(imported)) continue;
      const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\s*\\)`).test(text);
      named.set(tables.get(imported), named.get(tables.get(imported)) === true || write);
    }
  }
  return named;
}

/** Production files of a module: what the rule checks (tests may seed through any table). */
export const isModuleSource = (rel) => rel.startsWith('server/src/modules/') && /\.ts$/.test(rel) && !/\.test(-support)?\.ts$/.test(rel);

/** The tables a module's file names but does not own: how (import or sql) and whether it writes them. */
export function foreignTables(root, file, text) {
  const owner = moduleOf(root, file);
  if (owner === null) return [];
  const known = new Set(schemaTables(root).values());
  const found = [];
  for (const [how, named] of [
    ['import', tablesImported(root, file, text)],
    ['sql', tablesInSql(text, known)],
  ]) {
    for (const [table, write] of named) if (OWNER_OF.get(table) !== owner) found.push({ table, how, write });
  }
  return found;
}

const short = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** `firm/table-owner`: a module names only its own tables, and the crossings still listed in CROSSINGS. */
export function tableOwnerRule(root) {
  return firmRule({
    description: 'A server module reads and writes only the tables it owns',
    messages: {
      foreign:
        'This module {{what}} {{table}} ({{how}}), a table of {{owner}}: call its entry (or a hook it exposes) instead. Owners: scripts/lint/table-owners.table.mjs.',
      unowned: 'The table {{table}} has no owner: add it to scripts/lint/table-owners.table.mjs.',
    },
    create(context) {
      const rel = short(root, context.filename);
      if (!isModuleSource(rel)) return {};
      return {
        'Program:exit'(node) {
          const crossing = CROSSINGS[moduleOf(root, context.filename)] ?? {};
          for (const { table, how, write } of foreignTables(root, context.filename, context.sourceCode.text)) {
            const owner = OWNER_OF.get(table);
            const allowed = (crossing.writes ?? []).includes(table) || (!write && (crossing.reads ?? []).includes(table));
            if (owner === undefined) context.report({ node, messageId: 'unowned', data: { table } });
            else if (!allowed)
              context.report({ node, messageId: 'foreign', data: { table, owner, how, what: write ? 'writes' : 'reads' } });
          }
        },
      };
    },
  });
}
