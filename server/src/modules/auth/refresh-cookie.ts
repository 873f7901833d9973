import type { FastifyReply, FastifyRequest } from 'fastify';

// The one cookie the server uses, read and written here rather than through @fastify/cookie: that
// plugin loads the ESM-only `cookie` package with a dynamic import, which the Jest setup (which
// transpiles `cookie` to CommonJS for light-my-request) cannot run. The value is base64url, so no
// encoding is needed.

export const REFRESH_COOKIE = 'refresh_token';
const PATH = '/api/auth';

export type RefreshCookieOptions = { secure: boolean };

/** The refresh token the browser sent, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number, { secure }: RefreshCookieOptions): string {
  const attributes = [`${REFRESH_COOKIE}=${value}`, `Max-Age=${maxAgeSeconds}`, `Path=${PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, options: RefreshCookieOptions) {
  reply.header('set-cookie', cookie(token, maxAgeSeconds, options));
}

export function clearRefreshCookie(reply: FastifyReply, options: RefreshCookieOptions) {
  reply.header('set-cookie', cookie('', 0, options));
}
