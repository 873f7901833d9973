import { ROLE_AREA_WAIT_MS, roleAreaReady, startRoleAreaEarly as startWith } from './role-area-ready';

const preload = jest.fn();
const startRoleAreaEarly = (pathname: string) => startWith(pathname, async () => ({ preloadRoleArea: preload }));

function tracked(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('the first render of a role area waits for its early start', () => {
  beforeEach(() => {
    preload.mockReset();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  const pause = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  it('starts nothing for a page outside the role areas, and then does not wait', async () => {
    startRoleAreaEarly('/about');
    const ready = tracked(roleAreaReady());
    await pause(0);
    expect(ready()).toBe(true);
    expect(preload).not.toHaveBeenCalled();
  });

  it('waits until the area’s remote, screen and first data are in, once', async () => {
    let arrived!: () => void;
    preload.mockReturnValue(new Promise<void>((resolve) => (arrived = resolve)));
    startRoleAreaEarly('/dashboard/admin/clients');
    const ready = tracked(roleAreaReady());
    await pause(100);
    expect(preload).toHaveBeenCalledWith('/dashboard/admin/clients');
    expect(ready()).toBe(false);
    arrived();
    await pause(0);
    expect(ready()).toBe(true);
    // A later navigation inside the portal does not wait for it again.
    const later = tracked(roleAreaReady());
    await pause(0);
    expect(later()).toBe(true);
  });

  it('stops waiting after ROLE_AREA_WAIT_MS (a slow remote shows its own loading state)', async () => {
    preload.mockReturnValue(new Promise<void>(() => undefined));
    startRoleAreaEarly('/dashboard/admin/clients');
    const ready = tracked(roleAreaReady());
    await pause(ROLE_AREA_WAIT_MS - 10);
    expect(ready()).toBe(false);
    await pause(20);
    expect(ready()).toBe(true);
  });
});
