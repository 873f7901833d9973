jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('./remote-registry', () => ({
  containerName: (role: string) => `firm_${role}`,
  loadRemoteMap: jest.fn(async () => ({ admin: '/remotes/admin/mf-manifest.json' })),
}));

import DashboardIcon from '@mui/icons-material/Dashboard';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRoleNav, loadRoleRoutes } from './remote-modules';

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

beforeEach(() => {
  load.mockReset();
  register.mockReset();
});

describe('a role’s remote modules', () => {
  it('reads the links the remote’s ./nav declares', async () => {
    load.mockResolvedValue({ navLinks: [{ label: 'Dashboard', path: '', icon: DashboardIcon, order: 10 }] });
    expect((await loadRoleNav('admin')).map((link) => link.label)).toEqual(['Dashboard']);
    expect(load).toHaveBeenCalledWith('firm_admin/nav');
  });

  it('registers the remote again after a failed load, so that Retry fetches it anew', async () => {
    load.mockRejectedValue(new Error('Loading script failed'));
    await expect(loadRoleRoutes('admin')).rejects.toThrow('Loading script failed');
    expect(register).toHaveBeenCalledWith([{ name: 'firm_admin', entry: '/remotes/admin/mf-manifest.json' }], { force: true });
  });

  it('refuses a role that has no remote configured, and a remote without screens', async () => {
    await expect(loadRoleNav('client')).rejects.toThrow('No remote is configured for the client area');
    load.mockResolvedValue({});
    await expect(loadRoleRoutes('admin')).rejects.toThrow('The admin area did not provide its screens');
  });
});
