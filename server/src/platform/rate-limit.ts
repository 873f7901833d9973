import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Clock } from './clock';
import { HttpError } from './errors';

/** One counted hit: how many hits the current window holds, and when it ends. */
export type RateLimitHit = { count: number; resetInMs: number };

/**
 * Fixed-window counters. In memory for one process; Redis when several processes must share the
 * limits (docs/architecture.md: nothing may assume a single process).
 */
export type RateLimitStore = {
  hit: (key: string, windowMs: number) => Promise<RateLimitHit>;
  close: () => Promise<void>;
};

export type RateLimitRule = { max: number; windowMs: number };

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later';

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(seconds) });
}

/** Counts a hit against `key` and throws 429 (with Retry-After) once the rule's maximum is passed. */
export async function enforceLimit(store: RateLimitStore, key: string, rule: RateLimitRule): Promise<void> {
  const { count, resetInMs } = await store.hit(key, rule.windowMs);
  if (count > rule.max) throw tooManyAttempts(resetInMs);
}

/** Windows measured with the injected clock, so tests can move past them. */
export function memoryRateLimitStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      if (now - lastSweep > 60_000) {
        // Forget finished windows now and then, so addresses seen once do not pile up.
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Shared counters in Redis; the window is Redis's own key expiry. */
export function redisRateLimitStore(redis: Redis, prefix = 'firm:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      // SET NX PX starts the window only for the first hit; INCR then counts atomically.
      const result = await redis.multi().set(name, '0', 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      if (!result) throw new Error('rate limit transaction aborted');
      for (const [error] of result) if (error) throw error;
      const count = Number(result[1]![1]);
      const ttl = Number(result[2]![1]);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export function createRateLimitStore(config: AppConfig, clock: Clock): RateLimitStore {
  if (!config.redisUrl) return memoryRateLimitStore(clock);
  return redisRateLimitStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
}
