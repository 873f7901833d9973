jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('./remote-registry', () => ({
  containerName: (role: string) => `remote_${role}`,
  loadRemoteMap: async () => ({ employee: '/x' }),
}));

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteOutlet, type RemoteLoader } from './remote-outlet';
import { loadRoleModule } from './remote-loader';

describe('RemoteOutlet', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the screens the remote provides', async () => {
    const loader: RemoteLoader = async () => ({ default: () => <h1>Admin screens</h1> });
    render(<RemoteOutlet role="admin" loader={loader} />);
    expect(await screen.findByRole('heading', { name: 'Admin screens' })).toBeInTheDocument();
  });

  it('shows a panel with Retry when the remote cannot be loaded, and loads it on Retry', async () => {
    let calls = 0;
    const loader: RemoteLoader = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Loading script failed');
      return { default: () => <h1>Supervisor screens</h1> };
    };
    render(<RemoteOutlet role="supervisor" loader={loader} />);
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Supervisor screens' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('tells the area on Retry, so that its navigation loads again too', async () => {
    const loader: RemoteLoader = async () => {
      throw new Error('Loading script failed');
    };
    const onRetry = jest.fn();
    render(<RemoteOutlet role="client" loader={loader} onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws screens the page’s early start has loaded in its first render, without a loading turn', async () => {
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => <h1>Employee screens</h1> });
    await loadRoleModule('employee', 'routes');
    render(<RemoteOutlet role="employee" />);
    // Synchronously there: no Suspense fallback (the spinner) between the page and its screen.
    expect(screen.getByRole('heading', { name: 'Employee screens' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
  });
});
