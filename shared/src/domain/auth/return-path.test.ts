import { safeReturnPath } from './return-path';

describe('the path sign-in returns to', () => {
  it.each([
    ['/dashboard/admin/clients', 'admin', '/dashboard/admin/clients'],
    ['/dashboard/admin', 'admin', '/dashboard/admin'],
    ['/dashboard/admin/users?status=active#top', 'admin', '/dashboard/admin/users?status=active#top'],
    ['/dashboard/client/profile', 'client', '/dashboard/client/profile'],
  ] as const)('keeps %s for a signed-in %s', (raw, role, expected) => {
    expect(safeReturnPath(raw, role)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/dashboard/admin'],
    ['a protocol-relative address', '//evil.example/dashboard/admin'],
    ['a backslash trick', '/\\evil.example/dashboard/admin'],
    ['a tab inside the scheme', '/\t/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a path that climbs out of the area', '/dashboard/admin/../../evil'],
    ['another role’s area', '/dashboard/superadmin/users'],
    ['a public page', '/contact'],
    ['a look-alike area', '/dashboard/administrator'],
    ['nothing', undefined],
    ['not text', 42],
  ])('refuses %s', (_case, raw) => {
    expect(safeReturnPath(raw, 'admin')).toBeNull();
  });
});
