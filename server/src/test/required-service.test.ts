import net from 'node:net';
import { redisAnswers, suiteMode } from './required-service';
import { closeServer, listenOnLoopback } from './loopback';

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
    const port = await listenOnLoopback(other);
    try {
      expect(redisAnswers(`redis://127.0.0.1:${port}`)).toBe(false);
    } finally {
      await closeServer(other);
    }
    expect(redisAnswers(`redis://127.0.0.1:${port}`)).toBe(false);
  });
});
