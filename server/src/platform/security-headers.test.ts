import type { Database } from '../db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

// The headers are worked out once at start-up (not per request, as @fastify/helmet did): every kind
// of answer still carries them, and the configuration still shapes them.

const SECRET = 'a-test-secret-that-is-long-enough-for-production';

describe.each(['test', 'production'] as const)('security headers with NODE_ENV=%s', (env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        NODE_ENV: env,
        JWT_SECRET: SECRET,
        OTP_SECRET: `${SECRET}-otp`,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        REMOTE_CLIENT_URL: 'https://cdn.example.com/client/mf-manifest.json',
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/health', 200],
    ['a refused call', '/api/master/sac-codes', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
  ])('are on %s', async (_what, url, status) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it(env === 'production' ? 'asks browsers for HTTPS only in production' : 'leaves HTTPS-only out outside production', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    if (env === 'production') {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp).toContain('upgrade-insecure-requests');
    } else {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends each header once, also on a second call', async () => {
    await t.app.inject('/api/health');
    const res = await t.app.inject('/api/health');
    // Twice would arrive as an array.
    expect(typeof res.headers['content-security-policy']).toBe('string');
    expect(typeof res.headers['x-frame-options']).toBe('string');
  });
});

// Razorpay's Checkout runs its script and frame from Razorpay's origins: the CSP admits them
// only when the keys are set; the sandbox (no keys) needs nothing from outside.
describe('the CSP and Razorpay Checkout', () => {
  const directives = (csp: string) =>
    new Map(
      csp.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
  // One database for the block: each case starts an app of its own configuration on it.
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());
  const cspOf = async (env: Record<string, string>) => {
    const t = await createTestApp('pglite', { env, database });
    try {
      const res = await t.app.inject('/api/health');
      return directives(String(res.headers['content-security-policy']));
    } finally {
      await t.app.close();
    }
  };
  const razorpayOrigins = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

  it('admits the checkout script, its frame and its calls when both Razorpay keys are set', async () => {
    const csp = await cspOf({ RAZORPAY_KEY_ID: 'rzp_test_abc123', RAZORPAY_KEY_SECRET: 'a-key-secret' });
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    // Nothing else widens: pages still come only from here and are framed by no one.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it.each([
    ['no keys (the sandbox)', {}],
    ['a key id without its secret', { RAZORPAY_KEY_ID: 'rzp_test_abc123' }],
    ['a secret without its key id', { RAZORPAY_KEY_SECRET: 'a-key-secret' }],
  ])('admits nothing of Razorpay with %s', async (_what, env: Record<string, string>) => {
    const csp = await cspOf(env);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    for (const origin of razorpayOrigins) expect(all).not.toContain(origin);
  });
});
