import { expectMessage, itAllows, ruleMessages } from './lint-probe';

// The `firm/layers`, `firm/placement`, `firm/module-entry` and `firm/module-cycles` rules of eslint.config.mjs,
// run on probe sources placed (by name only) in each layer.

const cases: [string, string, boolean][] = [
  ['shared/src/domain/invoice/probe.ts', "import { http } from '@firm/shared/runtime';", false],
  ['shared/src/domain/invoice/probe.ts', "import { theme } from '../../ui/theme';", false],
  ['shared/src/domain/invoice/probe.ts', "import { z } from 'zod';", true],
  ['shared/src/domain/invoice/probe.ts', "import { MAX_PAISE } from '../money';", true],
  ['shared/src/runtime/probe.ts', "import { ROLES } from '../domain/auth';", true],
  ['shared/src/runtime/probe.ts', "import { DataTable } from '@firm/shared/ui';", false],
  ['shared/src/ui/probe.ts', "import { http } from '@firm/shared/runtime';", true],
  ['shared/src/ui/probe.ts', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", false],
  ['shared/src/features/clients/probe.ts', "import { StaffPage } from '@firm/shared/features/people/staff-page';", false],
  ['shared/src/features/clients/probe.ts', "import { StaffPage } from '../people/staff-page';", false],
  ['shared/src/features/clients/probe.ts', "import { clientQueries } from './api/clients';", true],
  ['shared/src/features/clients/probe.ts', "import { DataTable } from '@firm/shared/ui';", true],
  ['remotes/admin/src/probe.tsx', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", true],
  ['remotes/admin/src/probe.tsx', "import { navLinks } from '../../supervisor/src/nav';", false],
  ['remotes/admin/src/probe.tsx', "import { router } from '../../../shell/src/app/router';", false],
  ['remotes/admin/src/probe.tsx', "const screen = () => import('@firm/remote-client/routes');", false],
  ['shell/src/probe.tsx', "import { ClientsPage } from '@firm/shared/features/clients/clients-page';", true],
  ['shell/src/probe.tsx', "import { buildApp } from '../../server/src/app';", false],
  ['server/src/probe.ts', "import { ROLES } from '@firm/shared/domain/auth';", true],
  ['server/src/probe.ts', "import { ROLES } from '@firm/shared/domain';", false],
  ['shared/src/features/clients/probe.ts', "import { ROLES } from '@firm/shared/domain';", false],
  ['server/src/probe.ts', "import { http } from '@firm/shared/runtime';", false],
  ['server/src/probe.ts', "export * from '../../shared/src/ui/theme';", false],
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

describe('the layers lint rule', () => {
  itAllows('firm/layers', cases);

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

// `firm/module-entry`: another server module only through its entry (index.ts).
const entries: [string, string, boolean][] = [
  ['server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices';", true],
  ['server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices/index';", true],
  ['server/src/modules/reports/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices/invoices.routes';", false],
  ['server/src/modules/reports/probe.ts', "export { rowsOf } from '../messages/messages.repo';", false],
  ['server/src/modules/reports/probe.ts', "const repo = () => import('../messages/messages.repo');", false],
  ['server/src/modules/billing/payments/probe.ts', "import { renderReceiptPdf } from '../pdf';", true],
  ['server/src/modules/billing/payments/probe.ts', "import { renderReceiptPdf } from '../pdf/receipt.pdf';", false],
  ['server/src/modules/billing/payments/probe.ts', "import { recordPayment } from './payments.record';", true],
  ['server/src/modules/billing/payments/probe.ts', "import { idParams } from '../../../platform/route-params';", true],
  ['server/src/app.ts', "import { taskRoutes } from './modules/tasks/tasks.routes';", false],
  ['server/src/db/probe.ts', "import { createTask } from '../modules/tasks';", true],
  ['server/src/modules/reports/reports.probe.test.ts', "import { seedTasks } from '../tasks/tasks.test-support';", true],
  ['server/src/modules/reports/reports.probe.test.ts', "import { findTaskView } from '../tasks/tasks.repo';", false],
  ['server/src/modules/tasks/tasks.probe.test.ts', "import { findTaskView } from './tasks.repo';", true],
  ['server/src/modules/reports/reports.test-support.ts', "import { findTaskView } from '../tasks/tasks.repo';", true],
  ['server/src/test/probe.ts', "import { insertSacCode } from '../modules/sac-codes/sac-codes.repo';", true],
  ['server/src/modules/reports/probe.ts', "import { seedTasks } from '../tasks/tasks.test-support';", false],
  ['scripts/bench/probe.ts', "import { insertSacCode } from '../../server/src/modules/sac-codes';", true],
  ['scripts/bench/probe.ts', "import { insertSacCode } from '../../server/src/modules/sac-codes/sac-codes.repo';", false],
];

// `firm/module-cycles`: the probe's import is checked against the rest of the server as it is on disk.
const cycles: [string, string, boolean][] = [
  ['server/src/modules/tasks/probe.ts', "import { INVOICE_ADMINS } from '../billing/invoices';", false],
  ['server/src/modules/billing/pdf/probe.ts', "import { findInvoice } from '../invoices';", false],
  ['server/src/modules/billing/invoices/probe.ts', "import { createTask } from '../../tasks';", true],
  ['server/src/modules/tasks/tasks.counts.ts', "import { listTasks } from './tasks.repo';", false],
  ['server/src/modules/tasks/tasks.counts.ts', "import type { TaskScope } from './tasks.scope';", true],
  ['server/src/db/schema-organizations.ts', "import { clients } from './schema';", false],
  ['server/src/modules/tasks/tasks.probe.test.ts', "import { seedInvoice } from '../billing/invoices/invoices.test-support';", true],
];

describe('the server module lint rules', () => {
  itAllows('firm/module-entry', entries, 'module-entry: in %s, `%s` is allowed: %s');

  it('names the entry to import instead', async () => {
    await expectMessage(
      'firm/module-entry',
      'server/src/modules/reports/probe.ts',
      "import { x } from '../billing/invoices/invoices.routes';",
      'import its entry ("../billing/invoices")',
    );
  });

  itAllows('firm/module-cycles', cycles, 'module-cycles: in %s, `%s` is allowed: %s');

  it('shows the cycle it found', async () => {
    await expectMessage(
      'firm/module-cycles',
      'server/src/modules/tasks/probe.ts',
      "import { x } from '../billing/invoices';",
      'tasks → billing/invoices → tasks',
    );
  });
});
