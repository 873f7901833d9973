jest.mock('./remote-modules', () => ({ loadRoleNav: jest.fn(), loadRoleRoutes: jest.fn() }));
jest.mock('../portal/portal-routes', () => ({}));

import { loadRoleNav, loadRoleRoutes } from './remote-modules';
import { preloadRoleArea, roleAreaOf } from './preload-role-area';

const nav = loadRoleNav as jest.Mock;
const routes = loadRoleRoutes as jest.Mock;

function storageWith(entries: Record<string, string>): Storage {
  return { getItem: (key: string) => entries[key] ?? null } as Storage;
}

beforeEach(() => {
  nav.mockReset().mockResolvedValue([]);
  routes.mockReset();
});

describe('starting a role area as the page opens', () => {
  it('reads the role and the path inside its area from the address', () => {
    expect(roleAreaOf('/dashboard/admin/clients')).toEqual({ role: 'admin', path: 'clients' });
    expect(roleAreaOf('/dashboard/admin')).toEqual({ role: 'admin', path: '' });
    expect(roleAreaOf('/dashboard/accountant/x')).toBeNull();
    expect(roleAreaOf('/about')).toBeNull();
  });

  it('loads the remote, its navigation and the screen of the address for the signed-in role', async () => {
    const preload = jest.fn();
    routes.mockResolvedValue({ default: () => null, preload });
    preloadRoleArea('/dashboard/admin/tasks', storageWith({ userEmail: 'admin@kapooriyer.in', userRole: 'admin' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nav).toHaveBeenCalledWith('admin');
    expect(routes).toHaveBeenCalledWith('admin');
    expect(preload).toHaveBeenCalledWith('tasks');
  });

  it('loads nothing of a role the stored session does not have, nor without a session', () => {
    preloadRoleArea('/dashboard/admin/clients', storageWith({ userEmail: 'a@kapooriyer.in', userRole: 'employee' }));
    preloadRoleArea('/dashboard/admin/clients', storageWith({}));
    expect(nav).not.toHaveBeenCalled();
    expect(routes).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the screens, which show Retry', async () => {
    routes.mockRejectedValue(new Error('Loading script failed'));
    nav.mockRejectedValue(new Error('Loading script failed'));
    expect(() => preloadRoleArea('/dashboard/admin', storageWith({ userEmail: 'admin@kapooriyer.in', userRole: 'admin' }))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
