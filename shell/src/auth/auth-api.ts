import { useMutation } from '@tanstack/react-query';
import type { RequestOtpBody, SelectAccountBody, VerifyOtpBody } from '@firm/shared/domain/auth';
import { http } from '@firm/shared/runtime';

export type RequestOtpAnswer = { success?: boolean; message?: string };

/** Asks the server to e-mail a sign-in code. */
export async function requestOtp(body: RequestOtpBody): Promise<RequestOtpAnswer> {
  const { data } = await http.post<RequestOtpAnswer>('/api/auth/request-otp', body);
  return data ?? {};
}

/**
 * Exchanges the code for a session. The body is returned unread: `readVerifyAnswer` in the domain
 * decides what it means. The refresh token arrives as an HttpOnly cookie and is never stored here.
 */
export async function verifyOtp(body: VerifyOtpBody): Promise<unknown> {
  const { data } = await http.post<unknown>('/api/auth/verify-otp', body);
  return data;
}

/** Picks one of the accounts a verified address has; answers like a verify-otp sign-in. */
export async function selectAccount(body: SelectAccountBody): Promise<unknown> {
  const { data } = await http.post<unknown>('/api/auth/select-account', body);
  return data;
}

/** Revokes the refresh cookie's token on the server. */
export async function logout(): Promise<void> {
  await http.post('/api/auth/logout', {});
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

export function useSelectAccount() {
  return useMutation({ mutationFn: selectAccount });
}
