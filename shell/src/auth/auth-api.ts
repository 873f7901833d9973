import type { RequestOtpBody, SelectAccountBody, VerifyOtpBody } from '@firm/shared/domain/auth';
import { toHttpFailure, type HttpFailure } from '@firm/shared/domain/errors';

// The sign-in page's three calls with fetch(), not the portal's axios instance: the page's first load
// carries none of the portal's libraries. None of them carries a session to refresh, so the
// axios instance's 401 handling has nothing to do here. Same origin: the refresh token's HttpOnly
// cookie is set as with axios' `withCredentials`. Sign-out is in logout-api.ts.

/** A refused or unanswered call, described as the domain's error mappings read it. */
export class AuthCallError extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message ?? `Request failed with status code ${failure.status}`);
    this.name = 'AuthCallError';
  }
}

/** What a failed sign-in call threw, as the domain's mappings read it. */
export function failureOf(error: unknown): HttpFailure {
  return error instanceof AuthCallError ? error.failure : toHttpFailure(error);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function post(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    // No answer at all: the same description as axios gives it, so the page says the same words.
    throw new AuthCallError({ code: 'ERR_NETWORK', message: error instanceof Error ? error.message : 'Network Error' });
  }
  const data = await bodyOf(response);
  if (!response.ok)
    throw new AuthCallError({ status: response.status, data, message: `Request failed with status code ${response.status}` });
  return data;
}

export type RequestOtpAnswer = { success?: boolean; message?: string };

/** Asks the server to e-mail a sign-in code. */
export async function requestOtp(body: RequestOtpBody): Promise<RequestOtpAnswer> {
  const data = await post('/api/auth/request-otp', body);
  return data && typeof data === 'object' ? (data as RequestOtpAnswer) : {};
}

/**
 * Exchanges the code for a session. The body is returned unread: `readVerifyAnswer` in the domain
 * decides what it means. The refresh token arrives as an HttpOnly cookie and is never stored here.
 */
export function verifyOtp(body: VerifyOtpBody): Promise<unknown> {
  return post('/api/auth/verify-otp', body);
}

/** Picks one of the accounts a verified address has; answers like a verify-otp sign-in. */
export function selectAccount(body: SelectAccountBody): Promise<unknown> {
  return post('/api/auth/select-account', body);
}
