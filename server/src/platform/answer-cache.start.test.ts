import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { testAppHooks } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { rememberOrganizationAnswers } from './answer-cache';
import { rowsOf } from '../db/rows';

// What the answer cache stands on: every tenant table raises its organisation's data number (migration
// 0022's triggers), and a route may remember answers only where that number covers what it reads.

describe.each(testDrivers())('the organisation data number (%s)', (driver) => {
  const t = testAppHooks(driver);

  it('is raised by every table that has an organization_id, but the sign-in bookkeeping', async () => {
    const result: unknown = await t.app.db.execute(sql`
      select c.table_name,
             (select string_agg(tg.tgname, ',' order by tg.tgname) from pg_trigger tg
               where tg.tgrelid = (quote_ident(c.table_name))::regclass and tg.tgname like 'organization_data_%') as triggers
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema = current_schema() and c.column_name = 'organization_id' and tb.table_type = 'BASE TABLE'
       order by 1`);
    // node-postgres answers { rows }, PGlite's Drizzle the rows themselves.
    const list = rowsOf<{ table_name: string; triggers: string | null }>(result);
    const exempt = ['auth_sessions', 'email_changes', 'organization_data_versions', 'refresh_tokens'];
    expect(list.length).toBeGreaterThan(20);
    for (const { table_name, triggers } of list) {
      expect([table_name, triggers]).toEqual([
        table_name,
        exempt.includes(table_name) ? null : 'organization_data_changed,organization_data_truncated',
      ]);
    }
  });
});

describe('rememberAnswer on a route', () => {
  it('is refused at start-up on a write route or without the own-organization row rule', async () => {
    for (const [method, row] of [
      ['POST', 'own-organization'],
      ['GET', undefined],
      ['GET', 'own-account'],
    ] as const) {
      const app = Fastify();
      app.decorateRequest('auth', null as never);
      app.decorateRequest('dataVersion', '');
      rememberOrganizationAnswers(app);
      const start = async () => {
        app.route({ method, url: '/x', config: { access: { roles: ['admin'], row }, rememberAnswer: true }, handler: async () => ({}) });
        await app.ready();
      };
      await expect(start()).rejects.toThrow("rememberAnswer is for GET routes with the 'own-organization' row rule");
    }
  });
});
