import { homeFor, NAV_LINKS, pageTitleFor } from './nav-links';

describe('the link table', () => {
  it('keeps the spec’s full sidebar of each role, available or not', () => {
    expect(NAV_LINKS.admin.map((link) => link.label)).toEqual([
      'Dashboard',
      'Clients',
      'Users',
      'SCA/SHA Codes',
      'Service Categories',
      'Projects',
      'Invoices',
      'Credit Notes',
      'Messages',
      'Reports',
      'Profile',
    ]);
    expect(NAV_LINKS.client.map((link) => link.label)).toEqual(['Dashboard', 'Projects', 'Invoices', 'Profile']);
    expect(NAV_LINKS.supervisor.map((link) => link.path)).toEqual(['', 'tasks', 'reports', 'profile']);
  });

  it.each([
    ['/dashboard/admin', 'Dashboard'],
    ['/dashboard/admin/', 'Dashboard'],
    ['/dashboard/admin/users', 'Users'],
    ['/dashboard/admin/sha-codes/12/edit', 'SCA/SHA Codes'],
    ['/dashboard/admin/tasks', 'Projects'],
    ['/dashboard/admin/unknown', 'Page not found'],
  ])('titles %s as %s', (path, title) => {
    expect(pageTitleFor('admin', path)).toBe(title);
  });
});

describe('where a role lands after sign-in', () => {
  it.each([
    ['superadmin', '/dashboard/superadmin/users'],
    ['client', '/dashboard/client'],
    // Projects (tasks) has no screen yet: its 404 page would greet the user.
    ['admin', '/dashboard/admin'],
    ['supervisor', '/dashboard/supervisor'],
    ['employee', '/dashboard/employee'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(homeFor(role)).toBe(path);
  });
});
