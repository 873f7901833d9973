import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer, seedOrganization } from '../test/fixtures';
import { declarePublicScope } from './route-access';

// Access is declared on each route and enforced by one hook: a route that declares nothing must
// stop the server from starting, never be served to anyone who asks.

describe('route access declarations', () => {
  let t: TestApp;
  // One database and configuration for the file: each test builds its own unstarted app on them.
  beforeAll(async () => {
    // createTestApp calls ready(); the tests below add routes to a fresh, unstarted copy instead.
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  async function unstarted(add: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({ config: t.app.config, database: t.database });
    await app.register(add);
    return app;
  }

  it('refuses to start when a route declares no access', async () => {
    const start = unstarted(async (scope) => {
      scope.get('/api/forgotten', async () => ({ secret: true }));
    }).then((app) => app.ready());
    await expect(start).rejects.toThrow(
      "GET /api/forgotten declares no access: give it config: { access: 'public' } or { access: { roles: [...] } }",
    );
  });

  it('refuses an access declaration with no roles in it', async () => {
    const start = unstarted(async (scope) => {
      scope.get('/api/nobody', { config: { access: { roles: [] } } }, async () => ({ secret: true }));
    }).then((app) => app.ready());
    await expect(start).rejects.toThrow(/GET \/api\/nobody declares no access/);
  });

  it('serves a route declared public to a caller without a token', async () => {
    const app = await unstarted(async (scope) => {
      scope.get('/api/open', { config: { access: 'public' } }, async () => ({ open: true }));
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/open' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('declares every route of a public scope public, for plugins whose routes take no config', async () => {
    const app = await unstarted(async (scope) => {
      declarePublicScope(scope);
      scope.get('/api/plugin-route', async () => ({ fromPlugin: true }));
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/plugin-route' })).json()).toEqual({ fromPlugin: true });
    await app.close();
  });

  it('authenticates a declared route before its body is read: no token is 401 and the handler never runs', async () => {
    let ran = false;
    const app = await unstarted(async (scope) => {
      scope.post('/api/admins-only', { config: { access: { roles: ['admin'] } } }, async () => {
        ran = true;
        return { ok: true };
      });
    });
    await app.ready();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admins-only',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in again.' });
    expect(ran).toBe(false);
    await app.close();
  });
  it("keeps an 'own-client' route to contacts, and refuses a client_id in its query or path naming another client", async () => {
    const org = await seedOrganization(t.app.db);
    const app = await unstarted(async (scope) => {
      const access = { access: { roles: ['client', 'admin'] as const, row: 'own-client' as const } };
      scope.get('/api/own-client', { config: access }, async (request) => ({ query: request.query }));
      scope.get('/api/own-client/:client_id', { config: access }, async () => ({ ok: true }));
    });
    await app.ready();
    const call = (url: string, who: Parameters<typeof bearer>[1] = org.contacts[0]) =>
      app.inject({ method: 'GET', url, headers: bearer(app, who) });
    const own = org.client.id;
    expect((await call(`/api/own-client?client_id=${own}`)).statusCode).toBe(200);
    expect((await call('/api/own-client')).statusCode).toBe(200);
    expect((await call(`/api/own-client/${own}`)).statusCode).toBe(200);
    for (const url of [`/api/own-client?client_id=${own + 1}`, `/api/own-client/${own + 1}`]) {
      const refused = await call(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'CLIENT_MISMATCH' });
    }
    // A malformed id names no client: the route's own schema judges it (here, none).
    expect((await call('/api/own-client?client_id=abc')).statusCode).toBe(200);
    // A staff role the route lists is still no contact: the rule is about a client's own records.
    expect((await call(`/api/own-client?client_id=${own}`, org.users.admin)).statusCode).toBe(403);
    await app.close();
  });
});
