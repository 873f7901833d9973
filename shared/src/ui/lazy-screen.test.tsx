import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { FIRST_DATA_WAIT_MS, lazyScreen, screenPreloader } from './lazy-screen';

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
    render(<Screen title="Client Management" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Client Management' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a screen already loaded at once when it is opened again', async () => {
    const load = jest.fn(async () => Clients);
    const Screen = lazyScreen(load);
    const first = render(<Screen title="Client Management" />);
    await screen.findByRole('heading', { name: 'Client Management' }, { timeout: 5000 });
    first.unmount();
    render(<Screen title="Users" />);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
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
        <Screen title="Client Management" />
      </Boundary>
    );
    const view = render(tree('first'));
    expect(await screen.findByText('Could not load', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    offline = false;
    view.rerender(tree('retry'));
    expect(await screen.findByRole('heading', { name: 'Client Management' }, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads its code and first data before it renders, and the render takes the same load', async () => {
    const prefetch = jest.fn();
    const load = jest.fn(async () => Object.assign((props: { title: string }) => <Clients {...props} />, { prefetch }));
    const Screen = lazyScreen(load);
    await Screen.preload();
    expect(prefetch).toHaveBeenCalledTimes(1);
    render(<Screen title="Client Management" />);
    expect(screen.getByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens the screen of a path’s first segment, and ignores a path it does not know', async () => {
    const clients = { preload: jest.fn(async () => undefined) };
    const preload = screenPreloader({ clients });
    preload('clients/42');
    preload('constructor');
    preload('');
    expect(clients.preload).toHaveBeenCalledTimes(1);
  });

  it('starts a screen’s declared prefetch at once, beside its chunk instead of after it', () => {
    const screenLoad = { preload: jest.fn(() => new Promise<void>(() => undefined)) };
    const prefetch = jest.fn();
    const preload = screenPreloader({ clients: { screen: screenLoad, prefetch }, users: { preload: jest.fn(async () => undefined) } });
    preload('clients');
    // The chunk has not arrived (its promise never settles here), yet the first data is asked for.
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(screenLoad.preload).toHaveBeenCalledTimes(1);
  });

  it('still loads the screen when its prefetch throws, and leaves a failed load to the render', async () => {
    const screenLoad = { preload: jest.fn(async () => Promise.reject(new Error('Loading chunk 7 failed'))) };
    const preload = screenPreloader({
      clients: {
        screen: screenLoad,
        prefetch: () => {
          throw new Error('no storage');
        },
      },
    });
    let ready: Promise<void> | undefined;
    expect(() => (ready = preload('clients'))).not.toThrow();
    expect(screenLoad.preload).toHaveBeenCalledTimes(1);
    // Readiness settles without rejecting: the render loads the screen again and shows the failure.
    await expect(ready).resolves.toBeUndefined();
  });

  describe('readiness (what the shell waits for before rendering the area once)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const deferred = () => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    };
    const state = (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      return () => done;
    };

    it('is ready when both the screen’s code and its first data are in', async () => {
      const code = deferred();
      const data = deferred();
      const ready = state(
        screenPreloader({ clients: { screen: { preload: () => code.promise }, prefetch: () => data.promise } })('clients'),
      );
      code.resolve();
      await jest.advanceTimersByTimeAsync(10);
      expect(ready()).toBe(false);
      data.resolve();
      await jest.advanceTimersByTimeAsync(0);
      expect(ready()).toBe(true);
    });

    it('stops waiting for slow data after FIRST_DATA_WAIT_MS, never for the code', async () => {
      const code = deferred();
      const ready = state(
        screenPreloader({ clients: { screen: { preload: () => code.promise }, prefetch: () => new Promise(() => undefined) } })('clients'),
      );
      await jest.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS + 50);
      expect(ready()).toBe(false);
      code.resolve();
      await jest.advanceTimersByTimeAsync(0);
      expect(ready()).toBe(true);
    });

    it('is ready at once for a path without a screen', async () => {
      const ready = state(screenPreloader({})('reports'));
      await jest.advanceTimersByTimeAsync(0);
      expect(ready()).toBe(true);
    });
  });
});
