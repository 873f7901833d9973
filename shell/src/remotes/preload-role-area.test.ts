jest.mock('./remote-loader', () => ({ loadRoleModule: jest.fn() }));
jest.mock('../portal/portal-routes', () => ({}));

import { loadRoleModule } from './remote-loader';
import { preloadRoleArea, roleAreaOf, startRoleArea } from './preload-role-area';

const load = loadRoleModule as jest.Mock;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storageWith(entries: Record<string, string>): Storage {
  return { getItem: (key: string) => entries[key] ?? null } as Storage;
}

const admin = storageWith({ userEmail: 'admin@kapooriyer.in', userRole: 'admin' });

beforeEach(() => load.mockReset());

describe('starting a role area as the page opens', () => {
  it('reads the role and the path inside its area from the address', () => {
    expect(roleAreaOf('/dashboard/admin/clients')).toEqual({ role: 'admin', path: 'clients' });
    expect(roleAreaOf('/dashboard/admin')).toEqual({ role: 'admin', path: '' });
    expect(roleAreaOf('/dashboard/accountant/x')).toBeNull();
    expect(roleAreaOf('/about')).toBeNull();
  });

  it('loads the remote’s navigation and screens, and the screen of the address, for the signed-in role', async () => {
    const preload = jest.fn();
    load.mockImplementation(async (_role: string, expose: string) => (expose === 'routes' ? { default: () => null, preload } : {}));
    preloadRoleArea('/dashboard/admin/tasks', admin);
    await settle();
    expect(load.mock.calls).toEqual([
      ['admin', 'nav'],
      ['admin', 'routes'],
    ]);
    expect(preload).toHaveBeenCalledWith('tasks');
  });

  it('loads nothing of a role the stored session does not have, nor without a session', async () => {
    preloadRoleArea('/dashboard/admin/clients', storageWith({ userEmail: 'a@kapooriyer.in', userRole: 'employee' }));
    preloadRoleArea('/dashboard/admin/clients', storageWith({}));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the remote only once the portal’s chunk has run, so the remote takes the shell’s React and router', async () => {
    load.mockResolvedValue({});
    let portalRan!: () => void;
    const started = startRoleArea('admin', 'clients', new Promise<void>((resolve) => (portalRan = resolve)));
    await settle();
    expect(load).not.toHaveBeenCalled();
    portalRan();
    await started;
    expect(load).toHaveBeenCalledWith('admin', 'routes');
  });

  it('leaves a failed load to the screens, which show Retry', async () => {
    load.mockRejectedValue(new Error('Loading script failed'));
    expect(() => preloadRoleArea('/dashboard/admin', admin)).not.toThrow();
    await settle();
    expect(load).toHaveBeenCalledWith('admin', 'routes');
  });
});
