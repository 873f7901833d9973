import { OTP_MESSAGE } from '@firm/shared/domain/auth';
import { serverMessage, type HttpFailure } from '@firm/shared/domain/errors';

// What the profile's e-mail change says: its confirmation step and its refusals.

export const EMAIL_CHANGE_TEXT = {
  title: 'Confirm your new email address',
  sent: (email: string) => `We sent a 6-digit code to ${email}. Your email address changes once you enter it here.`,
  confirmed: 'Email address updated successfully',
  codeFormat: OTP_MESSAGE,
  failed: 'Failed to confirm the email address. Please try again.',
} as const;

/** A refused confirmation or resend, in the server's words where it gives them. */
export function emailChangeErrorMessage(failure: HttpFailure): string {
  if (failure.status === 401) return 'Authentication failed. Please sign in again.';
  if (failure.status === 422) return 'Validation error. Please check your input.';
  return serverMessage(failure) ?? EMAIL_CHANGE_TEXT.failed;
}
