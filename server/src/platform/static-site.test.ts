import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadConfig, ConfigError } from './config';
import { prerenderedPages, withInlineRemotes } from './static-site';

// A tiny fake build, so this test does not depend on webpack having run.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-dist-'));
fs.mkdirSync(path.join(dist, 'shell'));
fs.writeFileSync(
  path.join(dist, 'shell', 'index.html'),
  '<!doctype html><html><head><title>Firm</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log(1)');
fs.mkdirSync(path.join(dist, 'admin'));
// The shape @module-federation's manifest plugin writes (publicPath 'auto': files next to the manifest).
const adminManifest = (routesChunk: string) => ({
  id: 'firm_admin',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [{ name: 'react', assets: { js: { sync: ['513.aaaaaaaaaa.js'], async: [] } } }],
  exposes: [
    { path: './routes', assets: { js: { sync: ['8175.aaaaaaaaaa.js', routesChunk], async: ['2124.aaaaaaaaaa.js'] }, css: { sync: [] } } },
    { path: './nav', assets: { js: { sync: ['__federation_expose_nav.aaaaaaaaaa.js'], async: [] } } },
    { path: './other', assets: { js: { sync: ['9999.aaaaaaaaaa.js'] } } },
  ],
});
fs.writeFileSync(path.join(dist, 'admin', 'mf-manifest.json'), JSON.stringify(adminManifest('__federation_expose_routes.aaaaaaaaaa.js')));
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

  const preloads = (html: string) => [...html.matchAll(/<link rel="pre(?:load|fetch)"[^>]*>/g)].map((m) => m[0]);

  it('names a role area’s remote files in hints, matched to how the federation runtime loads them', async () => {
    const res = await t.app.inject('/dashboard/admin/clients?page=2');
    expect(preloads(res.body)).toEqual([
      // fetch()ed by the runtime: cors mode, so the hint must be crossorigin to be reused.
      '<link rel="preload" href="/remotes/admin/mf-manifest.json" as="fetch" crossorigin>',
      // Scripts through the HTTP cache (prefetch), which keeps no failure: Retry after an outage loads them anew.
      '<link rel="prefetch" href="/remotes/admin/remoteEntry.js" as="script">',
      '<link rel="prefetch" href="/remotes/admin/8175.aaaaaaaaaa.js" as="script">',
      '<link rel="prefetch" href="/remotes/admin/__federation_expose_routes.aaaaaaaaaa.js" as="script">',
      '<link rel="prefetch" href="/remotes/admin/__federation_expose_nav.aaaaaaaaaa.js" as="script">',
    ]);
    // The remotes list still closes the head, after the shell's own script.
    expect(res.body).toMatch(/<script type="application\/json" id="firm-remotes">.*<\/script><\/head>/);
    expect((await t.app.inject('/dashboard/admin')).body).toContain('/remotes/admin/remoteEntry.js');
  });

  it('adds no hints to other pages, nor for a role name it does not know', async () => {
    for (const url of ['/', '/about', '/dashboard', '/dashboard/Admin/clients', '/dashboard/adminx', '/dashboard/%3Cscript%3E/x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual([]);
      expect(res.body).not.toMatch(/script%3E|adminx|Admin\//);
    }
  });

  it('hints only the manifest of a remote served from elsewhere, and nothing for one that is not built', async () => {
    expect(preloads((await t.app.inject('/dashboard/client/tasks')).body)).toEqual([
      '<link rel="preload" href="https://cdn.example.com/client/mf-manifest.json" as="fetch" crossorigin>',
    ]);
    const unbuilt = await t.app.inject('/dashboard/supervisor/tasks');
    expect(unbuilt.statusCode).toBe(200);
    expect(preloads(unbuilt.body)).toEqual([]);
  });

  it('reads the hints again after a new build of the remote', async () => {
    const file = path.join(dist, 'admin', 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(adminManifest('__federation_expose_routes.bbbbbbbbbb.js')));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    const body = (await t.app.inject('/dashboard/admin/clients')).body;
    expect(body).toContain('__federation_expose_routes.bbbbbbbbbb.js');
    expect(body).not.toContain('__federation_expose_routes.aaaaaaaaaa.js');
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

describe('the prerendered public pages', () => {
  it('sends a public path its own page, whatever its case or trailing slash, with the remotes written in', () => {
    const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-site-'));
    fs.mkdirSync(path.join(shell, 'site'));
    const page = (title: string) => `<html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1></div></body></html>`;
    fs.writeFileSync(path.join(shell, 'site', 'home.html'), page('Home'));
    fs.writeFileSync(path.join(shell, 'site', 'contact.html'), page('Contact'));
    fs.writeFileSync(path.join(shell, 'site', 'pages.json'), JSON.stringify({ '/': 'home.html', '/contact': 'contact.html' }));
    const pages = prerenderedPages(shell, { admin: '/remotes/admin/mf-manifest.json' });

    expect(pages('/')).toContain('<h1>Home</h1>');
    expect(pages('/?utm=1')).toContain('<h1>Home</h1>');
    for (const url of ['/contact', '/Contact/', '/contact?from=footer']) expect(pages(url)).toContain('<h1>Contact</h1>');
    expect(pages('/contact')).toContain('/remotes/admin/mf-manifest.json');
    // Not prerendered: the shell's index.html, as before.
    for (const url of ['/about', '/auth/signin', '/dashboard/admin', '/contact/more']) expect(pages(url)).toBeNull();
    fs.rmSync(shell, { recursive: true, force: true });
  });

  it('is nothing for a build without them', () => {
    expect(prerenderedPages(path.join(dist, 'shell'), {})('/')).toBeNull();
  });
});
