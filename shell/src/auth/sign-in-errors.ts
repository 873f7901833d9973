// Spec 01 §5, §8: what the sign-in page says.

import { ACCOUNT_CHOICE_TEXT } from '@firm/shared/domain/auth';
import {
  failureBody,
  joinedFieldErrors,
  joinedValidationDetail,
  serverMessage,
  transportMessage,
  type HttpFailure,
} from '@firm/shared/domain/errors';

export const SIGN_IN_TEXT = {
  sendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  incorrectCode: 'The verification code is incorrect. Please try again.',
  invalidOtp: 'Invalid OTP',
  badFormat: 'Invalid response format from server',
  badUserData: 'Invalid user data received from server',
  notAClient: 'Invalid user type. This email is not registered as a client.',
  isAClient: 'Please check your email. This email is registered as a client.',
  useClientTab: 'Client contacts sign in on the Client Login tab.',
  staffNotFound: 'Staff email not found. Please check if your email is registered in the system.',
  clientNotFound: 'Client email not found. Please check if your email is registered as a client contact.',
  tooMany: 'Too many attempts. Please try again later',
  inactive: 'This account is inactive. Please ask your firm’s administrator to reactivate it.',
} as const;

/** The sign-in page's text for a failed request-otp or verify-otp call, by HTTP status. */
export function signInErrorMessage(failure: HttpFailure, tab: 'staff' | 'client'): string {
  const { status } = failure;
  if (status === undefined) return transportMessage(failure);
  switch (status) {
    case 400:
      if (!failureBody(failure)) return 'Invalid request';
      return joinedFieldErrors(failure) ?? serverMessage(failure) ?? 'Bad request';
    case 403:
      // An inactive account: the server names whom to ask.
      return serverMessage(failure) ?? SIGN_IN_TEXT.inactive;
    case 404:
      return tab === 'client' ? SIGN_IN_TEXT.clientNotFound : SIGN_IN_TEXT.staffNotFound;
    case 422: {
      const detail = joinedValidationDetail(failure);
      return detail ? `Validation Error: ${detail}` : 'Validation error occurred';
    }
    case 429:
      return SIGN_IN_TEXT.tooMany;
    case 500:
      return serverMessage(failure) ?? 'Internal server error';
    default:
      return `Server error: ${serverMessage(failure) ?? failure.message ?? status}`;
  }
}

/** A refused code: like any sign-in failure, but a bare 400 means the code was wrong. */
export function verifyErrorMessage(failure: HttpFailure, tab: 'staff' | 'client'): string {
  if (failure.status === 400 && failureBody(failure) && !joinedFieldErrors(failure) && !serverMessage(failure)) {
    return SIGN_IN_TEXT.incorrectCode;
  }
  return signInErrorMessage(failure, tab);
}

/** A refused choice: an expired or used selection (400) or an account gone since (404), in the server's words. */
export function selectAccountErrorMessage(failure: HttpFailure, tab: 'staff' | 'client'): string {
  if (failure.status === 400) return serverMessage(failure) ?? ACCOUNT_CHOICE_TEXT.expired;
  if (failure.status === 404) return serverMessage(failure) ?? ACCOUNT_CHOICE_TEXT.unavailable;
  return signInErrorMessage(failure, tab);
}
