// What a database error says about the database rather than about the request: the server is away,
// frozen, restarting or full. Drizzle wraps the driver's error in `cause`; pg, PGlite and Node's
// sockets each spell it their own way.

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function* chain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  for (let e = error as ErrorLike | undefined; e && typeof e === 'object' && !seen.has(e); e = e.cause as ErrorLike | undefined) {
    seen.add(e);
    yield e;
    // Node reports a refused connection to every address of 'localhost' as one AggregateError.
    if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner);
  }
}

const codeOf = (e: ErrorLike) => (typeof e.code === 'string' ? e.code : '');
const messageOf = (e: ErrorLike) => (typeof e.message === 'string' ? e.message : '');

/** The server ended the session (57P01 admin shutdown, 57P02 crash, 57P03 starting up): the statement did not run. */
export function isTerminatedByServer(error: unknown): boolean {
  for (const e of chain(error)) if (['57P01', '57P02', '57P03'].includes(codeOf(e))) return true;
  return false;
}

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);
const LOST_MESSAGES =
  /Connection terminated|not queryable|Query read timeout|timeout exceeded when trying to connect|^timeout expired$|Connection ended unexpectedly/i;

/** The connection is gone or never came: a socket error, a timeout, or SQLSTATE class 08. */
export function isConnectionLost(error: unknown): boolean {
  if (isTerminatedByServer(error)) return true;
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (SOCKET_CODES.has(code) || code.startsWith('08') || LOST_MESSAGES.test(messageOf(e))) return true;
  }
  return false;
}

/** Nothing the caller did wrong: answer 503 and let them try again. 57014: cancelled by statement_timeout; 53300: too many connections. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const e of chain(error)) if (['57014', '53300', '53000'].includes(codeOf(e))) return true;
  return false;
}

/** One line for an operator: why the database could not be used (never the connection string's password). */
export function describeDatabaseFailure(error: unknown, timeouts: { connectMs: number }): string {
  for (const e of chain(error)) {
    const code = codeOf(e);
    const message = messageOf(e);
    if (code === 'ECONNREFUSED') return 'connection refused (is PostgreSQL running and listening there?)';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host name not found';
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
    if (/timeout exceeded when trying to connect|connection timeout|^timeout expired$/i.test(message))
      return `no answer within ${timeouts.connectMs / 1000} s (the server is silent)`;
    if (message === 'Query read timeout' || code === '57014')
      return 'a statement got no answer in time (the server is frozen or overloaded)';
    if (code === '28P01' || code === '28000') return 'the server refused the user name or password';
    if (code === '3D000') return 'the database does not exist';
    if (code === 'ECONNRESET' || /Connection terminated/i.test(message)) return 'the server closed the connection';
  }
  const first = [...chain(error)].map(messageOf).find(Boolean) ?? String(error);
  return first.split('\n')[0]!.slice(0, 200);
}
