import { remoteHints, roleOfPage } from './remote-hints';

describe('a role area’s preload hints', () => {
  it('takes the role from the address only when it is a known role', () => {
    expect(roleOfPage('/dashboard/admin')).toBe('admin');
    expect(roleOfPage('/dashboard/admin/clients/4?x=1')).toBe('admin');
    expect(roleOfPage('/dashboard/admin?x=1')).toBe('admin');
    expect(roleOfPage('/dashboard/administrator/clients')).toBeNull();
    expect(roleOfPage('/dashboard/constructor')).toBeNull();
    expect(roleOfPage('/dashboardx/admin')).toBeNull();
    expect(roleOfPage('/about')).toBeNull();
  });

  it('resolves files against a fixed publicPath, and escapes what it writes', () => {
    const html = remoteHints('/remotes/admin/mf-manifest.json', {
      metaData: { publicPath: 'https://cdn.example.com/a/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      exposes: [{ path: './nav', assets: { js: { sync: ['nav".js'] }, css: { sync: ['nav.css'] } } }],
    });
    expect(html).toContain('<link rel="prefetch" href="https://cdn.example.com/a/entry/remoteEntry.js" as="script">');
    expect(html).toContain('href="https://cdn.example.com/a/nav&quot;.js" as="script"');
    expect(html).toContain('href="https://cdn.example.com/a/nav.css" as="style"');
  });

  it('hints only the manifest when the files’ location is computed in the browser', () => {
    expect(remoteHints('/m.json', { metaData: {} })).toBe('<link rel="preload" href="/m.json" as="fetch" crossorigin>');
    expect(remoteHints('/m.json', null)).toBe('<link rel="preload" href="/m.json" as="fetch" crossorigin>');
  });
});
