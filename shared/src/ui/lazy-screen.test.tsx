import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen, ScreenSuspense } from './lazy-screen';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function Clients({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('a lazily loaded screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner, then the screen with its props', async () => {
    const Screen = lazyScreen(async () => Clients);
    render(
      <ScreenSuspense>
        <Screen title="Client Management" />
      </ScreenSuspense>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
  });

  it('loads again after a failed load, so a Retry can bring the screen back', async () => {
    let offline = true;
    const load = jest.fn(async () => {
      if (offline) throw new Error('Loading chunk 32 failed');
      return Clients;
    });
    const Screen = lazyScreen(load);
    const tree = (key: string) => (
      <Boundary key={key}>
        <ScreenSuspense>
          <Screen title="Client Management" />
        </ScreenSuspense>
      </Boundary>
    );
    const view = render(tree('first'));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    const failedLoads = load.mock.calls.length;
    offline = false;
    view.rerender(tree('retry'));
    expect(await screen.findByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});
