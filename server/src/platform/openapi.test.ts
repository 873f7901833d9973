import type { RouteOptions } from 'fastify';
import { documentedRoutesApp } from '../test/documented-routes';
import { createTestApp } from '../test/test-app';

// The OpenAPI document comes from the route schemas: a route without a schema for its answers would
// be a hole in it (and an answer nobody checks), so the run fails.

/** Routes whose only answer is a refusal (no success schema to give). */
const REFUSALS_ONLY = new Set(['POST /api/auth/register/:type']);

const keyOf = (route: RouteOptions) => `${([] as string[]).concat(route.method).join(',')} ${route.url}`;

describe('the OpenAPI document', () => {
  const { t, documented } = documentedRoutesApp();

  it('has a schema for the success answer of every route it documents', () => {
    const missing = documented()
      .filter((route) => !REFUSALS_ONLY.has(keyOf(route)))
      .filter((route) => !Object.keys((route.schema?.response as object | undefined) ?? {}).some((status) => /^2\d\d$/.test(status)))
      .map(keyOf);
    expect(documented().length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('gives every documented route the shared error shape, and 401/403 to those that need a token', () => {
    for (const route of documented()) {
      const statuses = Object.keys(route.schema!.response as object);
      expect([keyOf(route), statuses]).toEqual([keyOf(route), expect.arrayContaining(['400', '404', '429', '500', '503'])]);
      const signedIn = route.config?.access !== 'public';
      expect([keyOf(route), statuses.includes('401') && statuses.includes('403')]).toEqual([keyOf(route), signedIn]);
    }
  });

  it('is served outside production, with every API path, its roles and its error codes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/clients/{id}', '/api/auth/request-otp', '/api/v1/users/users/{id}/email-change/verify']),
    );
    // Pages and bundle files are not API: hidden.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/remotes/') || path === '/' || path === '/*')).toEqual([]);
    expect(document.paths).toHaveProperty(['/remotes.json']);
    const putClient = document.paths['/api/clients/{id}'].put;
    expect(putClient.description).toBe('Roles: admin (rows: own-organization).');
    expect(putClient.security).toEqual([{ bearer: [] }]);
    expect(putClient.responses['403'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
    expect(document.components.schemas.ErrorAnswer.properties.code.enum).toContain('FORBIDDEN');
    expect(putClient.requestBody.content['application/json'].schema.properties).toHaveProperty('client_name');
  });

  it('is not served in production', async () => {
    // On the file's database: only the configuration differs.
    const production = await createTestApp('pglite', {
      database: t.database,
      configure: (config) => ({ ...config, env: 'production' }),
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
