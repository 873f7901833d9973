import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { RoleNavLink } from '@firm/shared/ui';
import { missingHomeFallback, pageTitleFor, readNavLinks, sidebarLinks } from './role-nav';

const ADMIN: RoleNavLink[] = [
  { label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 },
  { label: 'Users', path: 'users', icon: PeopleIcon, order: 30 },
  { label: 'SCA/SHA Codes', path: 'sha-codes', icon: QrCode2Icon, order: 40 },
];

describe('the sidebar links', () => {
  it('puts the shell’s Profile after the remote’s links and keeps the shell’s own profile path', () => {
    const links = sidebarLinks([...ADMIN, { label: 'My Profile', path: 'profile', icon: PeopleIcon, order: 1 }]);
    expect(links.map((link) => link.label)).toEqual(['Dashboard', 'Users', 'SCA/SHA Codes', 'Profile']);
  });

  it('reads what a remote’s nav module exports and leaves out malformed links', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const links = readNavLinks({
      navLinks: [
        ...ADMIN,
        { label: '', path: 'blank', icon: PeopleIcon, order: 5 },
        { label: 'Absolute', path: '/dashboard/admin/x', icon: PeopleIcon, order: 5 },
        { label: 'No icon', path: 'x', order: 5 },
        { label: 'No order', path: 'x', icon: PeopleIcon },
      ],
    });
    expect(links.map((link) => link.label)).toEqual(['Dashboard', 'Users', 'SCA/SHA Codes']);
    expect(error).toHaveBeenCalledWith('Left out 4 malformed navigation link(s)');
    error.mockRestore();
  });

  it('refuses a nav module that declares no list of links', () => {
    expect(() => readNavLinks({ default: ADMIN })).toThrow('The area did not declare its navigation');
    expect(() => readNavLinks(null)).toThrow('The area did not declare its navigation');
  });
});

describe('the app bar title', () => {
  const links = sidebarLinks(ADMIN);

  it.each([
    ['/dashboard/admin', 'Dashboard'],
    ['/dashboard/admin/', 'Dashboard'],
    ['/dashboard/admin/users', 'Users'],
    ['/dashboard/admin/sha-codes/12/edit', 'SCA/SHA Codes'],
    ['/dashboard/admin/profile', 'Profile'],
    // No link of the role: the area shows its 404 page.
    ['/dashboard/admin/unknown', 'Page not found'],
  ])('titles %s as %s', (path, title) => {
    expect(pageTitleFor('admin', links, path)).toBe(title);
  });

  it('knows only Profile while the remote’s links load', () => {
    expect(pageTitleFor('admin', null, '/dashboard/admin/profile')).toBe('Profile');
    expect(pageTitleFor('admin', null, '/dashboard/admin/users')).toBe('');
  });
});

describe('a role’s home from spec 01 §2 before its screen exists', () => {
  const links = sidebarLinks(ADMIN);

  it('falls back to the role’s dashboard while the role declares no link to it', () => {
    expect(missingHomeFallback('admin', links, '/dashboard/admin/tasks')).toBe('/dashboard/admin');
    expect(missingHomeFallback('admin', null, '/dashboard/admin/tasks')).toBeNull();
  });

  it('leaves a declared home and every other path alone', () => {
    expect(
      missingHomeFallback('superadmin', sidebarLinks([{ ...ADMIN[0]!, label: 'Users', path: 'users' }]), '/dashboard/superadmin/users'),
    ).toBeNull();
    expect(missingHomeFallback('admin', links, '/dashboard/admin/no-such-page')).toBeNull();
  });
});
