import { bearer } from '../test/fixtures';
import { loggedTestApp } from '../test/logged-app';

// A logged server writes one access line per request (Fastify's default was two): method, path with
// the query's values redacted, status and time, and nothing else about the caller.

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };

describe('the access log', () => {
  const { t, org, log } = loggedTestApp<Line>('pglite');
  const { lines } = log;

  it('has one line per request, with status and time and without the values of the query', async () => {
    log.clear();
    const res = await t.app.inject({ url: '/api/clients/?search=Meera%20Joshi', headers: bearer(t.app, org.users.admin) });
    expect(res.statusCode).toBe(200);
    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/clients/?search=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
    expect(log.text()).not.toContain('Meera');
    expect(log.text()).not.toContain('incoming request');
  });

  it('logs refused calls too, once each', async () => {
    log.clear();
    expect((await t.app.inject('/api/master/sac-codes')).statusCode).toBe(401);
    expect((await t.app.inject('/api/no-such-thing')).statusCode).toBe(404);
    expect(lines().map((line) => [line.msg, line.res?.statusCode])).toEqual([
      ['request completed', 401],
      ['request completed', 404],
    ]);
  });
});
