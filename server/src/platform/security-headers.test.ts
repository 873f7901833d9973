import { createTestApp, type TestApp } from '../test/test-app';

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
