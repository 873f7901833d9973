import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { authSessions, organizationDataVersions, sacCodes, users } from '../db/schema';
import type { Db } from '../db/database';
import { bearer } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { getCall, twoFirms } from '../test/two-firms';
import { testDrivers } from '../test/test-database';
import { clientBody } from '../modules/clients/clients.test-support';

const SAC = '/api/master/sac-codes';

/**
 * A write that raises no organisation's number, as if a trigger had been forgotten: replication
 * mode skips the triggers. A list answer that still shows the old value was given from memory.
 */
async function writeUnseen(db: Db, write: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Db);
  });
}

const versionOf = async (db: Db, organizationId: number) =>
  (await db.select().from(organizationDataVersions).where(eq(organizationDataVersions.organizationId, organizationId)))[0]?.version ?? 0;

describe.each(testDrivers())('list answers remembered per organisation (%s)', (driver) => {
  const world = twoFirms(driver, { seed: 'each' });
  const { t, org, other } = world;
  const get = getCall(world);
  const codes = async (url: string, who = org.users.admin) => {
    const response = await get(url, who);
    expect(response.statusCode).toBe(200);
    return (response.json().data.sac_codes as { code: string; description: string }[]).map((c) => `${c.code} ${c.description}`);
  };
  const addCode = (code: string, description: string, who = org.users.admin) =>
    t.app.inject({ method: 'POST', url: SAC, headers: bearer(t.app, who), payload: { code, description, is_active: true } });

  it('gives the same answer, headers and all, from memory as from the database', async () => {
    await addCode('998221', 'Financial auditing services');
    const first = await get(SAC);
    const second = await get(SAC);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
      expect([header, second.headers[header]]).toEqual([header, first.headers[header]]);
    }
    // Proof that the second answer came from memory: a write no trigger saw is not in it.
    await writeUnseen(t.app.db, (tx) =>
      tx.update(sacCodes).set({ description: 'Changed unseen' }).where(eq(sacCodes.organizationId, org.organization.id)),
    );
    expect(await codes(SAC)).toEqual(['998221 Financial auditing services']);
  });

  it('shows a write made through the API on the very next call', async () => {
    await addCode('998221', 'Financial auditing services');
    expect(await codes(SAC)).toEqual(['998221 Financial auditing services']);
    await addCode('998222', 'Accounting and bookkeeping');
    expect(await codes(SAC)).toEqual(['998221 Financial auditing services', '998222 Accounting and bookkeeping']);
  });

  it('shows a write made straight in the database (another server, a script) on the very next call', async () => {
    await addCode('998221', 'Financial auditing services');
    expect(await codes(SAC)).toEqual(['998221 Financial auditing services']);
    await t.app.db.update(sacCodes).set({ description: 'Audit' }).where(eq(sacCodes.organizationId, org.organization.id));
    expect(await codes(SAC)).toEqual(['998221 Audit']);
    await t.app.db.delete(sacCodes).where(eq(sacCodes.organizationId, org.organization.id));
    expect(await codes(SAC)).toEqual([]);
  });

  it('raises the number once per transaction, however many rows it writes, and not at all when it rolls back', async () => {
    const before = await versionOf(t.app.db, org.organization.id);
    await t.app.db
      .insert(sacCodes)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ organizationId: org.organization.id, code: String(990000 + i), description: `Code ${i}` })),
      );
    expect(await versionOf(t.app.db, org.organization.id)).toBe(before + 1);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.insert(sacCodes).values({ organizationId: org.organization.id, code: '991000', description: 'Rolled back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await versionOf(t.app.db, org.organization.id)).toBe(before + 1);
    // Another firm's write leaves this firm's number alone.
    await addCode('998230', 'Theirs', other.users.admin);
    expect(await versionOf(t.app.db, org.organization.id)).toBe(before + 1);
  });

  (driver === 'postgres' ? it : it.skip)(
    'lets a firm write while another of its transactions is still open (the number is taken at commit)',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const slow = t.app.db.transaction(async (tx) => {
        await tx.insert(sacCodes).values({ organizationId: org.organization.id, code: '997001', description: 'Slow' });
        opened();
        await held;
      });
      await open;
      const before = await versionOf(t.app.db, org.organization.id);
      // Not blocked by the open transaction's write: this commits and raises the number first.
      await t.app.db.insert(sacCodes).values({ organizationId: org.organization.id, code: '997002', description: 'Quick' });
      expect(await versionOf(t.app.db, org.organization.id)).toBe(before + 1);
      release();
      await slow;
      expect(await versionOf(t.app.db, org.organization.id)).toBe(before + 2);
    },
  );

  it('keeps each organisation, each role and each URL to its own answer', async () => {
    await addCode('998221', 'Ours');
    await addCode('998229', 'Theirs', other.users.admin);
    expect(await codes(SAC)).toEqual(['998221 Ours']);
    expect(await codes(SAC, other.users.admin)).toEqual(['998229 Theirs']);
    expect(await codes(SAC, org.users.employee)).toEqual(['998221 Ours']);
    expect(await codes(`${SAC}?search=nothing`)).toEqual([]);
    expect(await codes(SAC)).toEqual(['998221 Ours']);
    // The employee's remembered answer is not the admin's: each is kept under its own role.
    await writeUnseen(t.app.db, (tx) =>
      tx.update(sacCodes).set({ description: 'Unseen' }).where(eq(sacCodes.organizationId, org.organization.id)),
    );
    expect(await codes(SAC, org.users.supervisor)).toEqual(['998221 Unseen']);
  });

  it('still refuses a deactivated user or an ended session on the next call, with the answer remembered', async () => {
    await addCode('998221', 'Financial auditing services');
    const admin = bearer(t.app, org.users.admin);
    expect((await t.app.inject({ url: SAC, headers: admin })).statusCode).toBe(200);
    await writeUnseen(t.app.db, (tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, org.users.admin.id)));
    expect((await t.app.inject({ url: SAC, headers: admin })).statusCode).toBe(401);
    const employee = bearer(t.app, org.users.employee);
    expect((await t.app.inject({ url: SAC, headers: employee })).statusCode).toBe(200);
    await writeUnseen(t.app.db, (tx) =>
      tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.subjectId, org.users.employee.id)),
    );
    expect((await t.app.inject({ url: SAC, headers: employee })).statusCode).toBe(401);
  });

  it('still checks the role and the query: a refusal or a bad query is never answered from memory', async () => {
    expect((await get('/api/v1/users/users')).statusCode).toBe(200);
    expect((await get('/api/v1/users/users', org.users.employee)).statusCode).toBe(403);
    expect((await get(`${SAC}?limit=abc`)).statusCode).toBe(400);
    expect((await get(`${SAC}?limit=abc`)).statusCode).toBe(400);
    expect((await get(`${SAC}?limit=5`)).statusCode).toBe(200);
    // Fastify's HEAD twin of a remembering route is answered by the route itself, remembered or not.
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'HEAD', url: SAC, headers: bearer(t.app, org.users.admin) })).statusCode).toBe(200);
    }
    const mismatch = await t.app.inject({
      url: SAC,
      headers: { ...bearer(t.app, org.users.admin), 'x-organization-id': String(other.organization.id) },
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('keeps at most as many answers as it is allowed, the oldest first out', async () => {
    const small = await createTestApp(driver, { database: t.database, rememberAnswers: { maxEntries: 1 } });
    try {
      const list = async (url: string) =>
        (
          (await small.app.inject({ url, headers: bearer(small.app, org.users.admin) })).json().data.sac_codes as { description: string }[]
        ).map((c) => c.description);
      await addCode('998221', 'Before');
      expect(await list(`${SAC}?page=1`)).toEqual(['Before']);
      expect(await list(`${SAC}?page=1&limit=10`)).toEqual(['Before']);
      await writeUnseen(t.app.db, (tx) =>
        tx.update(sacCodes).set({ description: 'After' }).where(eq(sacCodes.organizationId, org.organization.id)),
      );
      expect(await list(`${SAC}?page=1&limit=10`)).toEqual(['Before']);
      expect(await list(`${SAC}?page=1`)).toEqual(['After']);
    } finally {
      await small.app.close();
    }
  });

  it('gives each role its own picker options, and a new client in them at once', async () => {
    const options = async (who: typeof org.users.admin) => (await get('/api/tasks/options', who)).json().data;
    const admin = await options(org.users.admin);
    const supervisor = await options(org.users.supervisor);
    expect(admin.assignees).not.toEqual(supervisor.assignees);
    expect(await options(org.users.admin)).toEqual(admin);
    expect(await options(org.users.supervisor)).toEqual(supervisor);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clients/',
      headers: bearer(t.app, org.users.admin),
      payload: clientBody({ client_name: 'Kaveri Pharma LLP' }),
    });
    expect(created.statusCode).toBe(201);
    expect((await options(org.users.supervisor)).clients.map((c: { client_name: string }) => c.client_name)).toContain('Kaveri Pharma LLP');
  });

  it('gives a browser the same compressed answer on every call, and each encoding its own', async () => {
    for (let i = 0; i < 12; i++) expect((await addCode(String(998300 + i), `Consulting service number ${i}`)).statusCode).toBe(201);
    const plain = (await get(`${SAC}?limit=50`)).body;
    expect(plain.length).toBeGreaterThan(1024);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ] as const) {
      for (let call = 0; call < 3; call++) {
        const response = await t.app.inject({
          url: `${SAC}?limit=50`,
          headers: { ...bearer(t.app, org.users.admin), 'accept-encoding': acceptEncoding },
        });
        expect([acceptEncoding, call, response.statusCode, response.headers['content-encoding'], response.headers.vary]).toEqual([
          acceptEncoding,
          call,
          200,
          encoding,
          'accept-encoding',
        ]);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode[encoding](response.rawPayload).toString()).toBe(plain);
      }
    }
    const refused = await t.app.inject({
      url: `${SAC}?limit=50`,
      headers: { ...bearer(t.app, org.users.admin), 'accept-encoding': 'gzip, deflate, br, zstd', 'x-no-compression': '1' },
    });
    expect([refused.headers['content-encoding'], refused.body]).toEqual([undefined, plain]);
    // A write shows at once compressed too.
    await addCode('998399', 'Added last');
    const after = await t.app.inject({ url: `${SAC}?limit=50`, headers: { ...bearer(t.app, org.users.admin), 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(after.rawPayload).toString()).toContain('Added last');
  });

  it('gives every remembered list route the same answer as its database statement', async () => {
    const routes = [
      '/api/clients/',
      '/api/v1/users/users',
      '/api/v1/users/organization/users',
      '/api/v1/users/users/supervisors',
      '/api/tasks/options',
      SAC,
      '/api/master/service-categories',
    ];
    const uncached = await createTestApp(driver, { database: t.database, rememberAnswers: false });
    try {
      for (const url of routes) {
        for (let i = 0; i < 2; i++) {
          const remembered = await get(url);
          const fresh = await uncached.app.inject({ url, headers: bearer(uncached.app, org.users.admin) });
          expect([url, remembered.statusCode, remembered.body]).toEqual([url, 200, fresh.body]);
        }
      }
    } finally {
      await uncached.app.close();
    }
  });
});
