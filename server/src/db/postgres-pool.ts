import { Pool, type PoolClient } from 'pg';
import { isConnectionLost, isTerminatedByServer } from './database-errors';

export type DatabaseTimeouts = {
  /** Opening a connection: a silent or unreachable server is given up on after this. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it (statement_timeout) and the driver stops waiting a second later. */
  statementMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 };

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * A `pg` pool that survives what the server does to its connections:
 * - every wait is bounded (connect, statement, and the driver's own read timeout for a frozen server);
 * - a connection the server terminated (57P01: restart, failover, pg_terminate_backend) is dropped
 *   and the statement sent again on another one: the server refused it unexecuted;
 * - a transaction's connection is checked before it is handed out, and returned to the pool (as
 *   broken) when it fails, because Drizzle does not release a connection whose BEGIN failed.
 */
export function createPostgresPool(connectionString: string, max: number, timeouts: DatabaseTimeouts): Pool {
  const pool = new Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + 1_000,
          idle_in_transaction_session_timeout: timeouts.statementMs * 2,
        }
      : {}),
    keepAlive: true,
  });
  // An idle connection that the server drops emits 'error' on the pool; unheard, that event would
  // end the process. The pool has already discarded the connection.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const checkedOut = new WeakSet<object>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // A frozen server never answers: once the driver gives up on a statement, the connection is
  // closed, so that the queued ROLLBACK fails at once instead of waiting out another timeout.
  pool.on('connect', (client) => {
    // pg-pool listens for a connection's 'error' only while it is idle: one that breaks while a request
    // holds it (a terminated session, a cut network) would emit 'error' unheard and end the process.
    // This listener stays for the connection's life; the request learns of the loss from its next
    // statement ("not queryable"), answers 503, and the broken connection is dropped on release.
    client.on('error', (error) => {
      if (checkedOut.has(client)) console.error(`PostgreSQL connection lost during a request: ${error.message}`);
    });
    const query = client.query.bind(client) as unknown as Query;
    const onTimeout = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') destroy(client);
    };
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        // pool.query passes a callback.
        args[args.length - 1] = (error: unknown, result: unknown) => {
          onTimeout(error);
          (last as (e: unknown, r: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const pending = query(...args);
      if (pending && typeof pending.catch === 'function') pending.catch(onTimeout);
      return pending;
    };
  });

  const attempts = max + 1;
  const query = pool.query.bind(pool) as unknown as Query;
  (pool as unknown as { query: Query }).query = async (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await query(...args);
      } catch (error) {
        if (attempt >= attempts || !isTerminatedByServer(error)) throw error;
      }
    }
  };

  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PoolClient>;
  (pool as unknown as { connect: (callback?: unknown) => unknown }).connect = (callback?: unknown) => {
    // pool.query acquires its connection through here with a callback; it has its own retry above.
    if (typeof callback === 'function') return connect(callback);
    return checkedConnection(connect, attempts);
  };
  return pool;
}

function destroy(client: PoolClient) {
  (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
}

async function checkedConnection(connect: () => Promise<PoolClient>, attempts: number): Promise<PoolClient> {
  for (let attempt = 1; ; attempt += 1) {
    const client = await connect();
    try {
      await client.query('SELECT 1');
      return guarded(client);
    } catch (error) {
      client.release(error as Error);
      if (attempt >= attempts || !isTerminatedByServer(error)) throw error;
    }
  }
}

/** A checked-out connection whose release may be called twice, and happens by itself when the connection breaks. */
function guarded(client: PoolClient): PoolClient {
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'release') return release;
      if (property === 'query') {
        return (...args: unknown[]) => {
          const pending = (target.query as unknown as Query)(...args);
          if (pending && typeof pending.catch === 'function') {
            pending.catch((error: unknown) => {
              if (isConnectionLost(error)) release(error as Error);
            });
          }
          return pending;
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
