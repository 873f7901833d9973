import fs from 'node:fs';
import path from 'node:path';
import { CROSSINGS, OWNER_OF, foreignTables, isModuleSource, schemaTables } from './lint/table-owners.mjs';
import { moduleOf } from './lint/server-modules.mjs';
import { itAllows } from './lint-probe';

// `firm/table-owner` (scripts/lint/table-owners.mjs) on probe sources placed by name in a module, and the
// owners' table itself: complete, and its list of crossings no longer than what the code still does.
const ROOT = path.resolve(__dirname, '..');

const tasks = 'server/src/modules/tasks/probe.ts';
const cases: [string, string, boolean][] = [
  [tasks, "import { tasks, taskActivity } from '../../db/schema';", true],
  [tasks, "import { messages } from '../../db/schema';", false],
  [tasks, "import { messages as sent } from '../../db/schema-messages';", false],
  [tasks, "import type { messages } from '../../db/schema';", true],
  [tasks, 'const q = sql`select id from message_recipients where message_id = ${id}`;', false],
  [tasks, 'const q = sql`select id from tasks t join ${messages} m on m.id = t.id`;', true],
  [tasks, '// Nothing is read from messages here: a comment is no SQL.\nconst q = `updated`;', true],
  [tasks, 'const label = "from messages";', true],
  // Listed reads of tasks (clients' names) stay allowed; a write to the same table is not.
  [tasks, "import { clients } from '../../db/schema';\nawait db.select().from(clients);", true],
  [tasks, "import { clients } from '../../db/schema';\nawait db.update(clients).set({ clientName: 'x' });", false],
  [tasks, 'await tx.execute(sql`update clients set client_name = ${name}`);', false],
  ['server/src/modules/sac-codes/probe.ts', 'const q = sql`select 1 from clients c join ${x} on ${y}`;', false],
  [
    'server/src/modules/sac-codes/probe.ts',
    'const q = sql`select 1 from sac_codes where id = ${id} and ${sql`exists (select 1 from tasks)`}`;',
    false,
  ],
  ['server/src/modules/billing/pdf/probe.ts', "import { issuedDocuments } from '../../../db/schema-invoices';", true],
  ['server/src/modules/billing/pdf/probe.ts', "import { invoices } from '../../../db/schema-invoices';", false],
  // Tests seed through any table; platform code and the seed are no module.
  ['server/src/modules/tasks/tasks.probe.test.ts', "import { messages } from '../../db/schema';", true],
  ['server/src/platform/probe.ts', "import { messages } from '../db/schema';", true],
];

function crossingsOnDisk(): Map<string, { reads: Set<string>; writes: Set<string> }> {
  const found = new Map<string, { reads: Set<string>; writes: Set<string> }>();
  const dir = path.join(ROOT, 'server/src/modules');
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!isModuleSource(path.relative(ROOT, file).split(path.sep).join('/'))) continue;
    const module = moduleOf(ROOT, file)!;
    if (!found.has(module)) found.set(module, { reads: new Set(), writes: new Set() });
    for (const { table, write } of foreignTables(ROOT, file, fs.readFileSync(file, 'utf8'))) {
      found.get(module)![write ? 'writes' : 'reads'].add(table);
    }
  }
  return found;
}

describe('the table-owner lint rule', () => {
  itAllows('firm/table-owner', cases);

  it('knows an owner for every table of the schema, and no table that is not one', () => {
    const tables = new Set(schemaTables(ROOT).values());
    expect(tables.size).toBeGreaterThan(40);
    expect([...tables].filter((t) => !OWNER_OF.has(t))).toEqual([]);
    expect([...OWNER_OF.keys()].filter((t) => !tables.has(t))).toEqual([]);
  });

  it('lists no crossing the code no longer makes', () => {
    const onDisk = crossingsOnDisk();
    const stale = Object.entries(CROSSINGS).flatMap(([module, listed]) => [
      ...(listed.reads ?? []).filter((t) => !onDisk.get(module)?.reads.has(t)).map((t) => `${module} reads ${t}`),
      ...(listed.writes ?? []).filter((t) => !onDisk.get(module)?.writes.has(t)).map((t) => `${module} writes ${t}`),
    ]);
    expect(stale).toEqual([]);
  });
});
