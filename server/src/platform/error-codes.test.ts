import { ERROR_CODES } from '@firm/shared/domain/errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer, seedOrganization, type SeededOrganization } from '../test/fixtures';
import { HttpError } from './errors';

// Every error answer carries a stable code from the shared catalogue beside the spec's message: the
// browser decides on the code, so the words can change without breaking a screen.

describe('error answers carry a stable code', () => {
  let t: TestApp;
  let org: SeededOrganization;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { AUTH_IP_LIMIT: '2' } });
    org = await seedOrganization(t.app.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method,
      url,
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
      headers: options.headers ?? {},
    });

  it.each([
    ['no token', 401, 'AUTH_REQUIRED', () => call('GET', '/api/clients/')],
    ['a role without the right', 403, 'FORBIDDEN', () => call('GET', '/api/clients/', { headers: bearer(t.app, org.users.employee) })],
    [
      'another organisation in X-Organization-ID',
      403,
      'ORGANIZATION_MISMATCH',
      () => call('GET', '/api/clients/', { headers: { ...bearer(t.app, org.users.admin), 'x-organization-id': '999' } }),
    ],
    ['an unknown API path', 404, 'NOT_FOUND', () => call('GET', '/api/nothing-here')],
    ['a path id that names nothing', 404, 'NOT_FOUND', () => call('GET', '/api/clients/abc', { headers: bearer(t.app, org.users.admin) })],
    [
      'a broken rule of a field',
      400,
      'VALIDATION',
      () => call('POST', '/api/auth/request-otp', { payload: { email: 'not-an-address', user_type: 'staff' } }),
    ],
    [
      'a body of the wrong shape',
      422,
      'INVALID_REQUEST',
      () => call('POST', '/api/auth/request-otp', { payload: { email: 42, user_type: 'staff' } }),
    ],
    [
      'a body that is not JSON',
      422,
      'INVALID_JSON',
      () =>
        t.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: '{nope', headers: { 'content-type': 'application/json' } }),
    ],
    [
      'an address nobody has',
      404,
      'ACCOUNT_NOT_FOUND',
      () => call('POST', '/api/auth/request-otp', { payload: { email: 'nobody@nowhere.test', user_type: 'staff' } }),
    ],
  ] as const)('%s: %i with code %s', async (_name, status, code, send) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('says RATE_LIMITED past a limit', async () => {
    const ask = () => call('POST', '/api/auth/request-otp', { payload: { email: 'nobody@nowhere.test', user_type: 'staff' } });
    await ask();
    await ask();
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('names the rule on the field it broke', async () => {
    const response = await call('POST', '/api/auth/register/employee', {
      headers: bearer(t.app, org.users.admin),
      payload: {
        first_name: 'Same',
        last_name: 'Address',
        email: org.users.supervisor.email,
        phone: '9876543210',
        creator_id: org.users.admin.id,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ field: 'email', code: 'EMAIL_TAKEN' }] });
  });

  it('gives each refusal status a code of the catalogue when the thrower names none', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429] as const) {
      expect(ERROR_CODES).toContain(new HttpError(status, 'refused').code);
    }
  });
});
