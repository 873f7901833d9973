import { expectMessage, ruleMessages } from './lint-probe';

// The import rules of eslint.config.mjs (`firm/layers`, `firm/module-entry`, `firm/module-cycles` in the server
// and the browser code, `firm/entity-entry`, `firm/feature-doors`), `firm/placement` and `max-lines`, run on
// probe sources placed (by name only) at paths of the repository: the rest of the import graph is read from
// disk as it is.

/** `[rule (firm/…), file, source, allowed]`. */
const imports: [string, string, string, boolean][] = [
  // `firm/layers`: each layer imports only the layers below it.
  ['layers', 'shared/src/domain/invoice/probe.ts', "import { http } from '@firm/shared/runtime';", false],
  ['layers', 'shared/src/domain/invoice/probe.ts', "import { theme } from '../../ui/theme';", false],
  ['layers', 'shared/src/domain/invoice/probe.ts', "import { z } from 'zod';", true],
  ['layers', 'shared/src/domain/invoice/probe.ts', "import { MAX_PAISE } from '../money';", true],
  ['layers', 'shared/src/runtime/probe.ts', "import { ROLES } from '../domain/auth';", true],
  ['layers', 'shared/src/runtime/probe.ts', "import { DataTable } from '@firm/shared/ui';", false],
  ['layers', 'shared/src/ui/probe.ts', "import { http } from '@firm/shared/runtime';", true],
  ['layers', 'shared/src/ui/probe.ts', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", false],
  ['layers', 'shared/src/features/clients/probe.ts', "import { StaffPage } from '@firm/shared/features/people/staff-page';", false],
  ['layers', 'shared/src/features/clients/probe.ts', "import { StaffPage } from '../people/staff-page';", false],
  ['layers', 'shared/src/features/clients/probe.ts', "import { clientQueries } from './api/clients';", true],
  ['layers', 'shared/src/features/clients/probe.ts', "import { DataTable } from '@firm/shared/ui';", true],
  ['layers', 'remotes/admin/src/probe.tsx', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", true],
  ['layers', 'remotes/admin/src/probe.tsx', "import { navLinks } from '../../supervisor/src/nav';", false],
  ['layers', 'remotes/admin/src/probe.tsx', "import { router } from '../../../shell/src/app/router';", false],
  ['layers', 'remotes/admin/src/probe.tsx', "const screen = () => import('@firm/remote-client/routes');", false],
  ['layers', 'shell/src/probe.tsx', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", true],
  ['layers', 'shell/src/probe.tsx', "import { buildApp } from '../../server/src/app';", false],
  ['layers', 'server/src/probe.ts', "import { ROLES } from '@firm/shared/domain/auth';", true],
  ['layers', 'server/src/probe.ts', "import { ROLES } from '@firm/shared/domain';", false],
  ['layers', 'shared/src/features/clients/probe.ts', "import { ROLES } from '@firm/shared/domain';", false],
  ['layers', 'server/src/probe.ts', "import { http } from '@firm/shared/runtime';", false],
  ['layers', 'server/src/probe.ts', "export * from '../../shared/src/ui/theme';", false],
  // `firm/module-entry`: another server module only through its entry (index.ts).
  ['module-entry', 'server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices';", true],
  ['module-entry', 'server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices/index';", true],
  ['module-entry', 'server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices/invoices.routes';", false],
  ['module-entry', 'server/src/modules/reports/probe.ts', "export { rowsOf } from '../messages/messages.repo';", false],
  ['module-entry', 'server/src/modules/reports/probe.ts', "const repo = () => import('../messages/messages.repo');", false],
  ['module-entry', 'server/src/modules/billing/payments/probe.ts', "import { renderReceiptPdf } from '../pdf';", true],
  ['module-entry', 'server/src/modules/billing/payments/probe.ts', "import { renderReceiptPdf } from '../pdf/receipt.pdf';", false],
  ['module-entry', 'server/src/modules/billing/payments/probe.ts', "import { recordPayment } from './payments.record';", true],
  ['module-entry', 'server/src/modules/billing/payments/probe.ts', "import { idParams } from '../../../platform/route-params';", true],
  ['module-entry', 'server/src/app.ts', "import { taskRoutes } from './modules/tasks/tasks.routes';", false],
  ['module-entry', 'server/src/db/probe.ts', "import { createTask } from '../modules/tasks';", true],
  ['module-entry', 'server/src/modules/reports/reports.probe.test.ts', "import { seedTasks } from '../tasks/tasks.test-support';", true],
  ['module-entry', 'server/src/modules/reports/reports.probe.test.ts', "import { findTaskView } from '../tasks/tasks.repo';", false],
  ['module-entry', 'server/src/modules/tasks/tasks.probe.test.ts', "import { findTaskView } from './tasks.repo';", true],
  ['module-entry', 'server/src/modules/reports/reports.test-support.ts', "import { findTaskView } from '../tasks/tasks.repo';", true],
  ['module-entry', 'server/src/test/probe.ts', "import { insertSacCode } from '../modules/sac-codes/sac-codes.repo';", true],
  ['module-entry', 'server/src/modules/reports/probe.ts', "import { seedTasks } from '../tasks/tasks.test-support';", false],
  ['module-entry', 'scripts/bench/probe.ts', "import { insertSacCode } from '../../server/src/modules/sac-codes';", true],
  ['module-entry', 'scripts/bench/probe.ts', "import { insertSacCode } from '../../server/src/modules/sac-codes/sac-codes.repo';", false],
  // `firm/module-cycles` in the server: the probe's import is checked against the rest of the server as it is on disk.
  ['module-cycles', 'server/src/modules/tasks/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices';", false],
  ['module-cycles', 'server/src/modules/billing/pdf/probe.ts', "import { findInvoice } from '../invoices';", false],
  ['module-cycles', 'server/src/modules/billing/invoices/probe.ts', "import { createTask } from '../../tasks';", true],
  ['module-cycles', 'server/src/modules/tasks/tasks.counts.ts', "import { listTasks } from './tasks.repo';", false],
  ['module-cycles', 'server/src/modules/tasks/tasks.counts.ts', "import type { TaskScope } from './tasks.scope';", true],
  ['module-cycles', 'server/src/db/schema-organizations.ts', "import { clients } from './schema';", false],
  [
    'module-cycles',
    'server/src/modules/tasks/tasks.probe.test.ts',
    "import { seedInvoice } from '../billing/invoices/invoices.test-support';",
    true,
  ],
  // `firm/module-cycles` in the browser code, the rest of its import graph read from disk as it is.
  // A list's address imported by its resource, which the address's file then imports back.
  ['module-cycles', 'shared/src/features/clients/api/client-list-endpoint.ts', "import { clientList } from './clients';", false],
  ['module-cycles', 'shared/src/features/clients/api/client-list-endpoint.ts', "export { clientList } from './clients';", false],
  // A type-only import is erased and a lazy import runs once both have loaded: neither orders the loading.
  ['module-cycles', 'shared/src/features/clients/api/client-list-endpoint.ts', "const load = () => import('./clients');", true],
  ['module-cycles', 'shared/src/features/clients/api/client-list-endpoint.ts', "import type { ClientRow } from './clients';", true],
  ['module-cycles', 'shared/src/features/clients/api/client-list-prefetch.ts', "const load = () => import('./clients');", true],
  // Through the package entries: a ui file importing the ui barrel that re-exports it.
  ['module-cycles', 'shared/src/ui/data-table.tsx', "import { listPrefetch } from '@firm/shared/ui';", false],
  ['module-cycles', 'shared/src/ui/data-table.tsx', "import { formatDate } from '@firm/shared/domain/format';", true],
  // Between domain entities, through their entries: gst/ must not import gst-category back.
  ['module-cycles', 'shared/src/domain/gst/categories.ts', "import { checkGstin } from '../gst-category';", false],
  ['module-cycles', 'shared/src/domain/gst/categories.ts', "import type { GstinKind } from '../gst-category';", true],
  // Through a feature's door, which imports the file back.
  [
    'module-cycles',
    'shared/src/features/projects/api/project-list-prefetch.ts',
    "import { ProjectsPage } from '@firm/shared/features/projects';",
    false,
  ],
  ['module-cycles', 'shell/src/public/site-paths.ts', "import { navigate } from './site-router';", false],
  [
    'module-cycles',
    'shell/src/public/site-paths.ts',
    'const home = () => import(/* webpackChunkName: "site-home" */ \'./home-page\');',
    true,
  ],
  ['module-cycles', 'remotes/admin/src/nav.ts', "import { adminRoutes } from './routes';", true],
  // `firm/entity-entry`: a domain entity imports another only through the entity's entry.
  ['entity-entry', 'shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice';", true],
  ['entity-entry', 'shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice/index';", true],
  ['entity-entry', 'shared/src/domain/invoice/probe.ts', "import { einvoiceInfoSchema } from '../einvoice/einvoice';", false],
  ['entity-entry', 'shared/src/domain/invoice/probe.ts', "export { taskListRowSchema } from '../project/project-list';", false],
  [
    'entity-entry',
    'shared/src/domain/invoice/probe.ts',
    "import { taskListRowSchema } from '@firm/shared/domain/project/project-list';",
    false,
  ],
  ['entity-entry', 'shared/src/domain/invoice/probe.ts', "import { invoiceSchema } from './invoice';", true],
  ['entity-entry', 'shared/src/domain/invoice/probe.test.ts', "import { projectSchema } from '../project/project';", false],
  // Outside the domain the rule does not apply (the first page's load imports single domain files on purpose).
  ['entity-entry', 'shared/src/runtime/probe.ts', "import { normalizeRole } from '../domain/auth/roles';", true],
  // `firm/feature-doors`.
  // Remotes and the shell reach a feature through its door, and its testing door in a test.
  ['feature-doors', 'remotes/admin/src/routes.tsx', "import { ProjectsPage } from '@firm/shared/features/projects';", true],
  ['feature-doors', 'remotes/admin/src/routes.test.tsx', "import { projectServer } from '@firm/shared/features/projects/testing';", true],
  [
    'feature-doors',
    'remotes/admin/src/routes.tsx',
    "import { prefetchProjectList } from '@firm/shared/features/projects/api/project-list-prefetch';",
    false,
  ],
  ['feature-doors', 'remotes/admin/src/routes.tsx', "const page = () => import('@firm/shared/features/projects/projects-page');", false],
  [
    'feature-doors',
    'remotes/admin/src/routes.test.tsx',
    "import { projectServer } from '@firm/shared/features/projects/testing/project-server';",
    false,
  ],
  ['feature-doors', 'shell/src/probe.tsx', "export { ClientsPage } from '@firm/shared/features/clients/clients-page';", false],
  // Inside a feature its files are imported relatively; never another feature's, not even its door by a path.
  ['feature-doors', 'shared/src/features/projects/probe.ts', "import { projectList } from './api/projects';", true],
  [
    'feature-doors',
    'shared/src/features/projects/probe.ts',
    "import { projectList } from '@firm/shared/features/projects/api/projects';",
    false,
  ],
  ['feature-doors', 'shared/src/features/projects/probe.ts', "import { clientList } from '../clients/api/clients';", false],
  ['feature-doors', 'shared/src/features/projects/probe.ts', "import { prefetchClientList } from '../clients';", true],
  ['feature-doors', 'remotes/client/src/probe.ts', "import { clientList } from '../../../shared/src/features/clients/api/clients';", false],
];

const placements = (file: string) => ruleMessages('firm/placement', file, 'export const probe = 1;\n');

const places: [string, boolean][] = [
  ['remotes/admin/src/routes.tsx', true],
  ['remotes/admin/src/nav.ts', true],
  ['remotes/supervisor/src/bootstrap.tsx', true],
  ['remotes/employee/src/routes.test.tsx', true],
  ['remotes/superadmin/src/dashboard.tsx', true],
  ['remotes/client/src/dashboard.test.tsx', true],
  ['remotes/client/src/dashboard-panels.tsx', false],
  ['remotes/admin/src/features/invoices/invoices-page.tsx', false],
  ['remotes/superadmin/src/features/dashboard/dashboard-page.tsx', false],
  ['remotes/admin/src/invoice-columns.tsx', false],
  // The client remote is composition only too: no remote is exempt.
  ['remotes/client/src/routes.tsx', true],
  ['remotes/client/src/features/invoices/invoices-page.tsx', false],
  ['remotes/client/src/client-portal-key.ts', false],
  ['shared/src/features/client-portal/invoices/invoices-page.tsx', true],
  ['shared/src/features/invoices/invoices-page.tsx', true],
  ['shared/src/features/projects/team/team-projects-page.tsx', true],
  ['shared/src/features/invoices-page.tsx', false],
  ['shared/src/invoices-page.tsx', false],
  ['shared/src/screens/invoices-page.tsx', false],
  ['shared/src/ui/data-table.tsx', true],
  ['shared/src/domain/invoice/invoice.ts', true],
  ['shared/src/domain/invoice.ts', false],
];

describe('the import lint rules', () => {
  it.each(imports)('firm/%s: in %s, `%s` is allowed: %s', async (rule, file, source, allowed) => {
    expect((await ruleMessages(`firm/${rule}`, file, source)).length === 0).toBe(allowed);
  });

  it('names both layers in its message', async () => {
    await expectMessage(
      'firm/layers',
      'shared/src/domain/invoice/probe.ts',
      "import { http } from '@firm/shared/runtime';",
      'domain may not import runtime',
    );
  });

  it('sends an import of the removed domain barrel to the entity entries', async () => {
    await expectMessage(
      'firm/layers',
      'shell/src/probe.tsx',
      "import { ROLES } from '@firm/shared/domain';",
      '@firm/shared/domain/<entity>',
    );
  });

  it('names the entry to import instead', async () => {
    await expectMessage(
      'firm/module-entry',
      'server/src/modules/reports/probe.ts',
      "import { x } from '../billing/invoices/invoices.routes';",
      'import its entry ("../billing/invoices")',
    );
  });

  it('shows the cycle it found', async () => {
    await expectMessage(
      'firm/module-cycles',
      'server/src/modules/tasks/probe.ts',
      "import { x } from '../billing/invoices';",
      'tasks → billing/invoices → tasks',
    );
  });

  it('names every file of the cycle', async () => {
    await expectMessage(
      'firm/module-cycles',
      'shared/src/features/clients/api/client-list-endpoint.ts',
      "import { clientList } from './clients';",
      'shared/src/features/clients/api/client-list-endpoint.ts → shared/src/features/clients/api/clients.ts → shared/src/features/clients/api/client-list-endpoint.ts',
    );
  });

  it("names the entity's entry to import instead", async () => {
    await expectMessage(
      'firm/entity-entry',
      'shared/src/domain/offices/probe.ts',
      "import { FILING_FREQUENCIES } from '../gstr1/period';",
      "import its entry ('../gstr1')",
    );
  });

  it("names the feature's door to import instead", async () => {
    await expectMessage(
      'firm/feature-doors',
      'remotes/supervisor/src/routes.tsx',
      "import { EditProjectDialog } from '@firm/shared/features/projects/team/edit-project-dialog';",
      "reaches inside the feature projects: import its door, '@firm/shared/features/projects'",
    );
  });
});

describe('the placement lint rule', () => {
  it.each(places)('%s is a home for code: %s', async (file, allowed) => {
    const found = await placements(file);
    expect(found.length === 0).toBe(allowed);
  });

  it("says where a remote's feature code belongs", async () => {
    const [message] = await placements('remotes/admin/src/features/invoices/invoices-page.tsx');
    expect(message).toContain('shared/src/features/<capability>/');
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
