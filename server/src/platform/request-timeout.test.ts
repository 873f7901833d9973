import net from 'node:net';
import { createTestApp, type TestApp } from '../test/test-app';

// A client that trickles its request a byte at a time must not hold a connection for long: the
// server gives it REQUEST_TIMEOUT_MS for the whole request, then answers 408 and closes.

describe('a client that sends its request too slowly', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { REQUEST_TIMEOUT_MS: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends `head`, then one byte of body every 100 ms until the server closes the socket. */
  function trickle(head: string, bodyBytes = true): Promise<{ answer: string; ms: number; sent: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      const drip = setInterval(() => {
        if (bodyBytes && !socket.destroyed) {
          socket.write('x');
          sent += 1;
        }
      }, 100);
      const giveUp = setTimeout(() => socket.destroy(new Error('the server never cut the connection')), 15_000);
      socket.on('connect', () => socket.write(head));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        if (Date.now() - started >= 15_000) reject(new Error('the server never cut the connection'));
        else resolve({ answer, ms: Date.now() - started, sent });
      });
    });
  }

  it('cuts off a body trickled a byte at a time with 408 within the request timeout', async () => {
    const head =
      'POST /api/auth/request-otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { answer, ms, sent } = await trickle(head);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
    expect(sent).toBeLessThan(30);
  });

  it('cuts off headers that never end', async () => {
    const { answer, ms } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });

  it('still serves a request sent at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@nowhere.test', user_type: 'staff' }),
    });
    expect(response.status).toBe(404);
  });
});
