import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp } from '../test/test-app';
import { manualClock } from './clock';
import { enforceLimit, memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit';
import { describeWithService, redisAnswers } from '../test/required-service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Redis runs on these machines (.ci/run starts it): without it these suites fail under CI and are
// reported as skipped elsewhere, never counted as passed.
const describeRedis = describeWithService(`Redis at ${REDIS_URL}`, redisAnswers(REDIS_URL));

describe('the in-memory rate-limit store', () => {
  it('counts hits in a window and starts again when it ends', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore(clock);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(20_000);
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect((await store.hit('b', 60_000)).count).toBe(1);
    clock.advance(40_000);
    expect((await store.hit('a', 60_000)).count).toBe(1);
  });

  it('refuses the hit past the maximum with 429 and Retry-After', async () => {
    const store = memoryRateLimitStore(manualClock());
    const rule = { max: 2, windowMs: 90_500 };
    await enforceLimit(store, 'k', rule);
    await enforceLimit(store, 'k', rule);
    await expect(enforceLimit(store, 'k', rule)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Please try again later',
      headers: { 'retry-after': '91' },
    });
  });
});

describeRedis('the Redis rate-limit store', () => {
  let store: RateLimitStore;
  const prefix = `firm:test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    store = redisRateLimitStore(new Redis(REDIS_URL), prefix);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('shares one count between stores, as separate processes would', async () => {
    const second = redisRateLimitStore(new Redis(REDIS_URL), prefix);
    try {
      expect((await store.hit('ip:1', 10_000)).count).toBe(1);
      expect((await second.hit('ip:1', 10_000)).count).toBe(2);
      const third = await store.hit('ip:1', 10_000);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(9_000);
      expect(third.resetInMs).toBeLessThanOrEqual(10_000);
    } finally {
      await second.close();
    }
  });

  it('lets the window expire', async () => {
    expect((await store.hit('short', 50)).count).toBe(1);
    expect((await store.hit('short', 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.hit('short', 50)).count).toBe(1);
  });
});

describeRedis('two API processes with REDIS_URL', () => {
  it('share one per-IP budget', async () => {
    const [a, b] = [await createTestApp('pglite', { env: { REDIS_URL } }), await createTestApp('pglite', { env: { REDIS_URL } })];
    // A fresh address per run: Redis keeps the windows between test runs.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const app = i % 2 === 0 ? a.app : b.app;
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/request-otp',
          payload: { email: `p${i}@nowhere.test`, user_type: 'staff' },
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 404)).toHaveLength(20);
      expect(statuses[20]).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
    // Two apps, each opening its own PGlite inside the test: over 30 s in a loaded full run (26 Nov).
  }, 120_000);
});
