// Logs are read by more people, and kept longer, than the database: they never hold the personal data
// that a failing request carried. Drizzle puts every SQL parameter in its error message
// ("Failed query: … params: a@b.in,98200…"), PostgreSQL echoes values in some messages and in
// `detail` ("Key (email)=(a@b.in) already exists."), and a stack trace starts with the message.

const REDACTED = '[redacted]';

const PATTERNS: RegExp[] = [
  // Drizzle's parameter list runs to the end of its message.
  /\bparams: [\s\S]*$/g,
  // A value PostgreSQL quotes back: invalid input syntax for type integer: "…", Key (email)=(…).
  /(?<=: )"[^"]*"/g,
  /(?<=\)=\()[^)]*(?=\))/g,
  /[^\s@"'(),;:<>[\]/]+@[^\s@"'(),;:<>[\]/]+\.[^\s@"'(),;:<>[\]/]+/g,
  /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/gi,
  /\b[A-Z]{5}\d{4}[A-Z]\b/gi,
  // Digits with spaces, hyphens or brackets; not dots, which IP addresses and versions use.
  /\+?\d[\d\s()-]{7,}\d/g,
];

/** The text with SQL parameters, quoted values, e-mails, GSTINs, PANs and phone numbers masked. */
export function redactPersonalData(text: string): string {
  return PATTERNS.reduce(
    (out, pattern) => out.replace(pattern, (match) => (match.startsWith('params:') ? `params: ${REDACTED}` : REDACTED)),
    text,
  );
}

type ErrorLike = { name: string; message: string; stack?: string; code?: unknown; cause?: unknown; constructor?: { name?: string } };

const isErrorLike = (error: unknown): error is ErrorLike =>
  typeof error === 'object' && error !== null && typeof (error as ErrorLike).message === 'string';

export type SafeError = { type: string; message: string; code?: string; cause?: SafeError; stack?: string };

/**
 * What may be logged of an error: its type, its message redacted, its code (SQLSTATE or Node's) and
 * its causes; the call frames only when `withStack` (development), never the message they start with.
 */
export function safeError(error: unknown, withStack: boolean, depth = 0): SafeError {
  // Duck-typed: errors made by Node's own sockets may come from another realm than `Error`.
  if (!isErrorLike(error)) return { type: typeof error, message: redactPersonalData(String(error)).slice(0, 500) };
  const code = error.code;
  const safe: SafeError = {
    type: error.constructor?.name || error.name || 'Error',
    message: redactPersonalData(error.message).slice(0, 2_000),
    ...(typeof code === 'string' ? { code } : {}),
  };
  if (withStack && error.stack) {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = frames.map((line) => redactPersonalData(line)).join('\n');
  }
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, withStack, depth + 1);
  return safe;
}

/** A request URL with its query values masked (a search box holds names, e-mails and phone numbers). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}
