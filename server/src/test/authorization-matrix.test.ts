import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import { testDrivers } from './test-database';
import { tokenFor } from './fixtures';
import { matrixCells, routeKeys, rowKey, type Cell, type RouteRow, type World } from './authorization-matrix.rows';
import { fakeBundles, seedWorld } from './authorization-matrix.world';
import { startSession } from '../modules/auth/refresh-tokens';
import { platformAuthzRows } from '../platform/platform.authz.test-support';
import { legalAuthzRows } from '../modules/legal/legal.authz.test-support';
import { devOutboxAuthzRows } from '../modules/dev/dev-outbox.authz.test-support';
import { authAuthzRows } from '../modules/auth/auth.authz.test-support';
import { usersAuthzRows } from '../modules/users/users.authz.test-support';
import { enquiriesAuthzRows } from '../modules/enquiries/enquiries.authz.test-support';
import { registrationAuthzRows } from '../modules/registration/registration.authz.test-support';
import { clientsAuthzRows } from '../modules/clients/clients.authz.test-support';
import { serviceCategoriesAuthzRows } from '../modules/service-categories/service-categories.authz.test-support';
import { sacCodesAuthzRows } from '../modules/sac-codes/sac-codes.authz.test-support';
import { tasksAuthzRows } from '../modules/tasks/tasks.authz.test-support';
import { invoicesAuthzRows } from '../modules/billing/invoices/invoices.authz.test-support';
import { creditNotesAuthzRows } from '../modules/billing/credit-notes/credit-notes.authz.test-support';
import { messagesAuthzRows } from '../modules/messages/messages.authz.test-support';
import { remindersAuthzRows } from '../modules/billing/reminders/reminders.authz.test-support';
import { clientPortalAuthzRows } from '../modules/client-portal/client-portal.authz.test-support';
import { paymentsAuthzRows } from '../modules/billing/payments/payments.authz.test-support';
import { reportsAuthzRows } from '../modules/reports/reports.authz.test-support';
import { complianceAuthzRows } from '../modules/compliance/compliance.authz.test-support';
import { documentsAuthzRows } from '../modules/documents/documents.authz.test-support';
import { gstSettingsAuthzRows } from '../modules/gst-settings/gst-settings.authz.test-support';
import { einvoiceAuthzRows } from '../modules/billing/einvoice/einvoice.authz.test-support';
import { officesAuthzRows } from '../modules/offices/offices.authz.test-support';

// Who may call what, on the server: every route × every role × own or other organisation. A module's
// rows live beside it (`<module>.authz.test-support.ts`) and are gathered here; the app's route table is
// collected as it is built and a route without a row fails the run ('every route of the server has a
// row'), so none can be forgotten, nor a new module's table left out of this list.

const ROUTES: RouteRow[] = [
  ...platformAuthzRows,
  ...legalAuthzRows,
  ...devOutboxAuthzRows,
  ...authAuthzRows,
  ...usersAuthzRows,
  ...enquiriesAuthzRows,
  ...registrationAuthzRows,
  ...clientsAuthzRows,
  ...serviceCategoriesAuthzRows,
  ...gstSettingsAuthzRows,
  ...einvoiceAuthzRows,
  ...sacCodesAuthzRows,
  ...tasksAuthzRows,
  ...invoicesAuthzRows,
  ...creditNotesAuthzRows,
  ...messagesAuthzRows,
  ...remindersAuthzRows,
  ...clientPortalAuthzRows,
  ...paymentsAuthzRows,
  ...reportsAuthzRows,
  ...complianceAuthzRows,
  ...documentsAuthzRows,
  ...officesAuthzRows,
];

const CELLS = matrixCells(ROUTES);

describe.each(testDrivers())('authorization matrix (%s)', (driver) => {
  let t: TestApp;
  let world: World;
  const table: RouteOptions[] = [];
  const bundles = fakeBundles();

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { AUTH_IP_LIMIT: '10000' },
      configure: (config) => ({ ...config, shellDist: path.join(bundles, 'shell'), remoteDist: (role) => path.join(bundles, role) }),
      onRoute: (route) => table.push(route),
    });
    world = await seedWorld(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(bundles, { recursive: true, force: true });
  });

  it('every route of the server has a row', () => {
    const rows = new Set(ROUTES.map(rowKey));
    const served = routeKeys(table);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((key) => !rows.has(key))).toEqual([]);
  });

  it('every row names a route the server has', () => {
    const served = new Set(routeKeys(table));
    expect(ROUTES.map(rowKey).filter((key) => !served.has(key))).toEqual([]);
  });

  it.each(CELLS)('%s as %s in the %s organisation answers %s', async (_name, actor, where, _label, row, statuses) => {
    const cell: Cell = { world, actor, firm: where === 'own' ? world.own : world.other, me: world.own };
    const headers: Record<string, string> = {};
    if (actor !== 'anonymous') {
      const subject = world.own.subjects[actor];
      const token = row.endsSession
        ? t.app.signAccessToken(subject, await startSession(t.app.db, subject, new Date()).then((s) => s.sessionId))
        : tokenFor(t.app, subject);
      headers.authorization = `Bearer ${token}`;
    }
    const cookie = row.cookie?.(cell);
    if (cookie) headers.cookie = cookie;
    const form = row.form?.(cell);
    if (form) Object.assign(headers, form.headers);
    const request: InjectOptions = {
      method: row.method,
      url: row.url(cell),
      headers,
      ...(row.ownAddress ? { remoteAddress: `10.200.0.${world.next() % 250}` } : {}),
      ...(row.body ? { payload: row.body(cell) } : {}),
      ...(form ? { payload: form.payload } : {}),
    };
    const response = await t.app.inject(request);
    if (!statuses.includes(response.statusCode))
      throw new Error(`${row.name} as ${actor} (${where}): ${response.statusCode} ${response.body}`);
    if (response.statusCode === 403 || response.statusCode === 404)
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(ROUTES.filter((row) => row.allow !== 'public' && row.method !== 'GET'))(
    'checks the caller before the body: $name without a token and with an empty body is 401',
    async (row) => {
      const response = await t.app.inject({
        method: row.method,
        url: row.url({ world, actor: 'admin', firm: world.own, me: world.own }),
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
