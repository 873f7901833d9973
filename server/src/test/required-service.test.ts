import net from 'node:net';
import { redisAnswers, suiteMode } from './required-service';

describe('a suite that needs a service of the machine', () => {
  it.each([
    [true, false, 'run'],
    [true, true, 'run'],
    [false, true, 'fail'],
    [false, false, 'skip'],
  ] as const)('with the service reachable=%s and CI=%s, is told to %s', (reachable, onCi, mode) => {
    expect(suiteMode(reachable, onCi)).toBe(mode);
  });

  it('finds no Redis where nothing listens, nor where something that is not Redis answers', async () => {
    const other = net.createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      expect(redisAnswers(`redis://127.0.0.1:${port}`)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
    expect(redisAnswers(`redis://127.0.0.1:${port}`)).toBe(false);
  });
});
