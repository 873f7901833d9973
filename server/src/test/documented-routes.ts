import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

/**
 * Registers hooks on the enclosing describe: a test app and the routes it registered. `documented()`
 * gives those the OpenAPI document shows (not hidden, no HEAD twin). The hooks fill `t` in place.
 */
export function documentedRoutesApp() {
  const t = {} as TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    Object.assign(t, await createTestApp('pglite', { onRoute: (route) => routes.push(route) }));
  });
  afterAll(() => t.close());
  return { t, documented: () => routes.filter((route) => !route.schema?.hide && route.method !== 'HEAD') };
}
