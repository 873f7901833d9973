jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteMap, parseRemotes } from './remote-registry';

describe('reading /remotes.json', () => {
  it('keeps every role with a manifest URL', () => {
    const { remotes, problems } = parseRemotes({
      admin: '/remotes/admin/mf-manifest.json',
      client: 'https://cdn.example.com/client/mf-manifest.json',
    });
    expect(remotes).toEqual({
      admin: '/remotes/admin/mf-manifest.json',
      client: 'https://cdn.example.com/client/mf-manifest.json',
    });
    expect(problems).toEqual([]);
  });

  it('leaves out a bad entry and says why, keeping the others', () => {
    const { remotes, problems } = parseRemotes({
      admin: 'javascript:alert(1)',
      supervisor: 42,
      accountant: '/remotes/accountant/mf-manifest.json',
      employee: '/remotes/employee/mf-manifest.json',
    });
    expect(remotes).toEqual({ employee: '/remotes/employee/mf-manifest.json' });
    expect(problems).toEqual([
      'Bad URL for role "admin" in remotes.json',
      'Bad URL for role "supervisor" in remotes.json',
      'Unknown role "accountant" in remotes.json',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(parseRemotes(['admin']).problems).toEqual(['remotes.json must be an object of role → manifest URL']);
    expect(parseRemotes(null).remotes).toEqual({});
  });

  it('registers the valid remotes with the federation runtime under their container names', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetcher = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ admin: '/remotes/admin/mf-manifest.json', bogus: 'x' }),
    });
    await expect(loadRemoteMap(fetcher as unknown as typeof fetch)).resolves.toEqual({
      admin: '/remotes/admin/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'firm_admin', entry: '/remotes/admin/mf-manifest.json' }], {
      force: true,
    });
    expect(errors).toHaveBeenCalledWith('Unknown role "bogus" in remotes.json');
    errors.mockRestore();
  });

  it('takes the list the server wrote into the page without asking for /remotes.json', async () => {
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'firm-remotes' });
    block.textContent = JSON.stringify({ supervisor: '/remotes/supervisor/mf-manifest.json' });
    document.head.append(block);
    const fetcher = jest.fn();
    try {
      let fresh!: typeof import('./remote-registry');
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module: loadRemoteMap reads the list once
        fresh = require('./remote-registry');
      });
      await expect(fresh.loadRemoteMap(fetcher as unknown as typeof fetch)).resolves.toEqual({
        supervisor: '/remotes/supervisor/mf-manifest.json',
      });
      expect(fetcher).not.toHaveBeenCalled();
    } finally {
      block.remove();
    }
  });
});
