jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteOutlet, type RemoteLoader } from './remote-outlet';

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
});
