import { Client } from 'pg';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresTestDatabase, testDrivers } from '../test/test-database';
import { bearer, seedOrganization, type SeededOrganization } from '../test/fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openDatabase } from './database';
import { DATABASE_UNAVAILABLE } from '../platform/errors';

// What the portal does when PostgreSQL misbehaves: the database is reached through a relay on
// 127.0.0.1 that can freeze (a stalled server), vanish (a crashed one) and come back.

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000 };

onPostgres('the portal when PostgreSQL fails', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let org: SeededOrganization;
  let dbName: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    ({ drop, name: dbName } = created);
    const direct = new URL(created.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(created.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 4, timeouts: TIMEOUTS });
    t = await createTestApp('postgres', { database });
    org = await seedOrganization(t.app.db);
  });
  afterAll(async () => {
    proxy.thaw();
    await t.close();
    await proxy.close();
    await drop();
  });

  const list = (): InjectOptions => ({ method: 'GET', url: '/api/clients/', headers: bearer(t.app, org.users.admin) });
  const create = (name: string): InjectOptions => ({
    method: 'POST',
    url: '/api/master/service-categories',
    headers: bearer(t.app, org.users.admin),
    payload: { name, description: 'Statutory audit', cgst: 9, sgst: 9, igst: 18 },
  });

  async function timed(request: InjectOptions | string) {
    const started = Date.now();
    const response = await t.app.inject(request);
    return { response, ms: Date.now() - started };
  }

  function expectUnavailable({ response, ms }: Awaited<ReturnType<typeof timed>>) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: DATABASE_UNAVAILABLE });
    expect(response.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(4_000);
  }

  it('reports the database in the health answer while it is up', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 within a few seconds while PostgreSQL is frozen, and serves again once it thaws', async () => {
    expect((await t.app.inject(list())).statusCode).toBe(200);
    proxy.freeze();
    try {
      expectUnavailable(await timed(list()));
      expectUnavailable(await timed(create('Frozen Audit')));
      const health = await timed('/api/health');
      expectUnavailable(health);
      expect(health.response.json().database).toBe('down');
    } finally {
      proxy.thaw();
    }
    expect((await t.app.inject(list())).statusCode).toBe(200);
    expect((await t.app.inject(create('Thawed Audit'))).statusCode).toBe(201);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 at once while PostgreSQL is gone, and serves again once it is back', async () => {
    await proxy.vanish();
    try {
      expectUnavailable(await timed(list()));
      expectUnavailable(await timed(create('Vanished Audit')));
      expectUnavailable(await timed('/api/health'));
    } finally {
      await proxy.reopen();
    }
    expect((await t.app.inject(list())).statusCode).toBe(200);
    expect((await t.app.inject(create('Returned Audit'))).statusCode).toBe(201);
  });

  it('replaces connections the server terminated without failing the next calls', async () => {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round += 1) {
        // Fill the pool with idle connections, then have the server end every one of them.
        const warm = await Promise.all([list(), list(), list(), list()].map((request) => t.app.inject(request)));
        expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        );
        expect(rowCount).toBeGreaterThan(0);
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          statuses.push((await t.app.inject(list())).statusCode, (await t.app.inject(create(`Audit ${round}.${i}`))).statusCode);
        }
        expect(statuses).toEqual([200, 201, 200, 201, 200, 201, 200, 201]);
      }
    } finally {
      await admin.end();
    }
  });
});
