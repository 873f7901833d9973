import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { manualClock } from '../../platform/clock';
import { latestCodeFor, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Driver } from '../../test/test-database';

// What the sign-in tests share: an app with its own clock and mail folder, a fresh firm for each
// test, and the two calls of the sign-in page.

export const STAFF_NOT_FOUND = 'Staff email not found. Please check if your email is registered in the system.';
export const CLIENT_NOT_FOUND = 'Client email not found. Please check if your email is registered as a client contact.';
export const TOO_MANY = 'Too many attempts. Please try again later';

export type SignInTestContext = {
  t: TestApp;
  org: SeededOrganization;
  clock: ReturnType<typeof manualClock>;
  post: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
  requestOtp: (email: string, user_type?: string) => Promise<LightMyRequestResponse>;
  verifyOtp: (email: string, otp: string, user_type?: string) => Promise<LightMyRequestResponse>;
  /** Asks for a code for `email` and reads the one mailed. */
  sentCode: (email: string, user_type?: string) => Promise<string>;
};

/**
 * Registers the hooks of the enclosing describe; `t` and `org` are ready inside the tests. The hooks
 * fill them in place, so a describe may destructure them once.
 */
export function signInTestContext(driver: Driver): SignInTestContext {
  const c = { clock: manualClock(), t: {} as TestApp, org: {} as SeededOrganization } as SignInTestContext;
  let ipCounter = 0;
  // Each test calls from its own address, so the per-IP limit only bites where a test wants it to.
  let ip = '10.0.0.1';
  c.post = (url, payload) => c.t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  c.requestOtp = (email, user_type = 'staff') => c.post('/api/auth/request-otp', { email, user_type });
  c.verifyOtp = (email, otp, user_type = 'staff') => c.post('/api/auth/verify-otp', { email, otp, user_type });
  c.sentCode = async (email, user_type) => {
    await c.requestOtp(email, user_type);
    return latestCodeFor(c.t.app, email);
  };

  beforeAll(async () => {
    Object.assign(
      c.t,
      await createTestApp(driver, { clock: c.clock, env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'firm-signin-')) } }),
    );
  });
  afterAll(() => c.t.close());
  beforeEach(async () => {
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    Object.assign(c.org, await seedOrganization(c.t.app.db));
  });
  return c;
}
