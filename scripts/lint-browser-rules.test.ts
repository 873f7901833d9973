import { expectMessage, itAllows, ruleMessages } from './lint-probe';

// `firm/module-cycles` over the browser code, `firm/entity-entry` and `max-lines` of eslint.config.mjs, run on
// probe sources placed (by name) at real files: the rest of the import graph is read from disk as it is.

const cycles: [string, string, boolean][] = [
  // A list's address imported by its resource, which the address's file then imports back.
  ['shared/src/features/clients/api/client-list-endpoint.ts', "import { clientList } from './clients';", false],
  ['shared/src/features/clients/api/client-list-endpoint.ts', "export { clientList } from './clients';", false],
  // A type-only import is erased and a lazy import runs once both have loaded: neither orders the loading.
  ['shared/src/features/clients/api/client-list-endpoint.ts', "const load = () => import('./clients');", true],
  ['shared/src/features/clients/api/client-list-endpoint.ts', "import type { ClientRow } from './clients';", true],
  ['shared/src/features/clients/api/client-list-prefetch.ts', "const load = () => import('./clients');", true],
  // Through the package entries: a ui file importing the ui barrel that re-exports it.
  ['shared/src/ui/data-table.tsx', "import { listPrefetch } from '@firm/shared/ui';", false],
  ['shared/src/ui/data-table.tsx', "import { formatDate } from '@firm/shared/domain/format';", true],
  // Between domain entities, through their entries: gst/ must not import gst-category back.
  ['shared/src/domain/gst/categories.ts', "import { checkGstin } from '../gst-category';", false],
  ['shared/src/domain/gst/categories.ts', "import type { GstinKind } from '../gst-category';", true],
  // Through a feature's door, which imports the file back.
  ['shared/src/features/projects/api/project-list-prefetch.ts', "import { ProjectsPage } from '@firm/shared/features/projects';", false],
  ['shell/src/public/site-paths.ts', "import { navigate } from './site-router';", false],
  ['shell/src/public/site-paths.ts', 'const home = () => import(/* webpackChunkName: "site-home" */ \'./home-page\');', true],
  ['remotes/admin/src/nav.ts', "import { adminRoutes } from './routes';", true],
];

const entries: [string, string, boolean][] = [
  ['shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice';", true],
  ['shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice/index';", true],
  ['shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice/einvoice';", false],
  ['shared/src/domain/invoice/probe.ts', "export { taskListRowSchema } from '../project/project-list';", false],
  ['shared/src/domain/invoice/probe.ts', "import { taskListRowSchema } from '@firm/shared/domain/project/project-list';", false],
  ['shared/src/domain/invoice/probe.ts', "import { invoiceSchema } from './invoice';", true],
  ['shared/src/domain/invoice/probe.test.ts', "import { projectSchema } from '../project/project';", false],
  // Outside the domain the rule does not apply (the first page's load imports single domain files on purpose).
  ['shared/src/runtime/probe.ts', "import { normalizeRole } from '../domain/auth/roles';", true],
];

describe('the import cycle lint rule in the browser code', () => {
  itAllows('firm/module-cycles', cycles);

  it('names every file of the cycle', async () => {
    await expectMessage(
      'firm/module-cycles',
      'shared/src/features/clients/api/client-list-endpoint.ts',
      "import { clientList } from './clients';",
      'shared/src/features/clients/api/client-list-endpoint.ts → shared/src/features/clients/api/clients.ts → shared/src/features/clients/api/client-list-endpoint.ts',
    );
  });
});

describe('the domain entity entry lint rule', () => {
  itAllows('firm/entity-entry', entries);

  it("names the entity's entry to import instead", async () => {
    await expectMessage(
      'firm/entity-entry',
      'shared/src/domain/offices/probe.ts',
      "import { FILING_FREQUENCIES } from '../gstr1/period';",
      "import its entry ('../gstr1')",
    );
  });
});

const doors: [string, string, boolean][] = [
  // Remotes and the shell reach a feature through its door, and its testing door in a test.
  ['remotes/admin/src/routes.tsx', "import { ProjectsPage } from '@firm/shared/features/projects';", true],
  ['remotes/admin/src/routes.test.tsx', "import { projectServer } from '@firm/shared/features/projects/testing';", true],
  [
    'remotes/admin/src/routes.tsx',
    "import { prefetchProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';",
    false,
  ],
  ['remotes/admin/src/routes.tsx', "const page = () => import('@firm/shared/features/projects/projects-page');", false],
  ['remotes/admin/src/routes.test.tsx', "import { projectServer } from '@firm/shared/features/projects/testing/project-server';", false],
  ['shell/src/probe.tsx', "export { ClientsPage } from '@firm/shared/features/clients/clients-page';", false],
  // Inside a feature its files are imported relatively; never another feature's, not even its door by a path.
  ['shared/src/features/projects/probe.ts', "import { projectList } from './api/projects';", true],
  ['shared/src/features/projects/probe.ts', "import { projectList } from '@firm/shared/features/projects/api/projects';", false],
  ['shared/src/features/projects/probe.ts', "import { clientList } from '../clients/api/clients';", false],
  ['shared/src/features/projects/probe.ts', "import { prefetchClientList } from '../clients';", true],
  ['remotes/client/src/probe.ts', "import { clientList } from '../../../shared/src/features/clients/api/clients';", false],
];

describe('the feature door lint rule', () => {
  itAllows('firm/feature-doors', doors);

  it("names the feature's door to import instead", async () => {
    await expectMessage(
      'firm/feature-doors',
      'remotes/supervisor/src/routes.tsx',
      "import { EditProjectDialog } from '@firm/shared/features/projects/team/edit-project-dialog';",
      "reaches inside the feature projects: import its door, '@firm/shared/features/projects'",
    );
  });
});

describe('the file length lint rule', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it.each([
    ['shared/src/features/clients/probe.tsx', 300, true],
    ['shared/src/features/clients/probe.tsx', 301, false],
    ['server/src/modules/clients/probe.test.ts', 301, false],
  ])('%s of %i lines is allowed: %s', async (file, count, allowed) => {
    expect((await ruleMessages('max-lines', file, lines(count))).length === 0).toBe(allowed);
  });

  it('counts blank and comment lines too', async () => {
    const source = `export const a = 1;\n${'\n// why\n'.repeat(150)}`;
    expect(await ruleMessages('max-lines', 'shared/src/ui/probe.ts', source)).toHaveLength(1);
  });
});
