import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadConfig, ConfigError } from './config';
import { withInlineRemotes } from './static-site';

// A tiny fake build, so this test does not depend on webpack having run.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-dist-'));
fs.mkdirSync(path.join(dist, 'shell'));
fs.writeFileSync(
  path.join(dist, 'shell', 'index.html'),
  '<!doctype html><html><head><title>Firm</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log(1)');
fs.mkdirSync(path.join(dist, 'admin'));
fs.writeFileSync(path.join(dist, 'admin', 'mf-manifest.json'), '{"id":"firm_admin"}');
fs.writeFileSync(path.join(dist, 'admin', 'remoteEntry.js'), 'var firm_admin;');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite', {
    env: { REMOTE_CLIENT_URL: 'https://cdn.example.com/client/mf-manifest.json' },
    configure: (config) => ({ ...config, shellDist: path.join(dist, 'shell'), remoteDist: (role) => path.join(dist, role) }),
  });
});
afterAll(() => t.close());

describe('serving the portal', () => {
  it('answers health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the shell for any page path, never cached', async () => {
    for (const url of ['/', '/about', '/dashboard/admin/clients']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed files for a year and revalidates entry files', async () => {
    const hashed = await t.app.inject('/main.0123456789.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject('/remotes/admin/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject('/remotes/admin/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('lists every remote, taking a configured URL over the bundle it serves', async () => {
    const res = await t.app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      superadmin: '/remotes/superadmin/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
      supervisor: '/remotes/supervisor/mf-manifest.json',
      employee: '/remotes/employee/mf-manifest.json',
      client: 'https://cdn.example.com/client/mf-manifest.json',
    });
  });

  it('writes the remotes list into the page, so the shell does not wait for /remotes.json', async () => {
    const res = await t.app.inject('/dashboard/admin/clients');
    const block = /<script type="application\/json" id="firm-remotes">(.*?)<\/script><\/head>/.exec(res.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual((await t.app.inject('/remotes.json')).json());
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('escapes a configured URL so it cannot close the data block', () => {
    const html = withInlineRemotes('<head></head>', { admin: 'https://cdn.example.com/</script><script>alert(1)</script>.json' });
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(/id="firm-remotes">(.*)<\/script>/.exec(html)![1]!)).toEqual({
      admin: 'https://cdn.example.com/</script><script>alert(1)</script>.json',
    });
  });

  it('allows scripts only from itself and configured remote origins', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers an unknown API path with JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Resource not found', code: 'NOT_FOUND' });
  });

  it('compresses what it sends when asked', async () => {
    fs.writeFileSync(path.join(dist, 'shell', 'big.0123456789.js'), 'x'.repeat(5000));
    fs.writeFileSync(path.join(dist, 'shell', 'big.0123456789.js.br'), 'fake-br');
    const res = await t.app.inject({ url: '/big.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('configuration', () => {
  it('names a bad value clearly', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ REMOTE_ADMIN_URL: 'not a url' })).toThrow(/REMOTE_ADMIN_URL: must be a valid URL/);
  });

  it('refuses to run in production without secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and OTP_SECRET/);
  });
});
