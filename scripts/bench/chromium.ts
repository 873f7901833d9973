import net from 'node:net';

// What the browser benches share: the Chromium they launch, its flags (the e2e tests' too), and a free
// port for the app.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (containers), no GPU, and none of the browser's own work competing with the page: its
 * background traffic, and its omnibox popup. Chromium 156 builds that popup as a WebUI page for every new
 * tab (a renderer of its own loading ~300 chrome:// modules): on a 2-core machine it took a core from the
 * page for the first ~700 ms of each navigation (~200 ms of a list's first row, ~0.7 s of a core per page
 * the e2e tests open). A user's browser draws it once, not per page.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
