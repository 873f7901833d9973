// Spec 01 §8 and spec 02 §8: what each screen says when a call fails. Pure functions over a plain
// description of the failure, so the browser (and tests) never depend on the HTTP client's error type.
// One section per screen; add a screen's mapping below the others.

/** A failed call as the screens see it: HTTP status and body when the server answered. */
export type HttpFailure = {
  status?: number;
  data?: unknown;
  /** The client's error code when there was no answer ('ECONNABORTED', 'ERR_NETWORK'). */
  code?: string;
  message?: string;
};

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

function bodyOf(failure: HttpFailure): Record<string, unknown> | null {
  const { data } = failure;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `message`, when the body has one. */
export function serverMessage(failure: HttpFailure): string | undefined {
  return nonEmpty(bodyOf(failure)?.message);
}

/** The `message` of each `{ field, message }` in a 400 body's `errors`, joined. */
export function joinedFieldErrors(failure: HttpFailure): string | undefined {
  const errors = bodyOf(failure)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const texts = errors.map((entry) => nonEmpty((entry as { message?: unknown } | null)?.message)).filter(Boolean);
  return texts.length ? texts.join(', ') : undefined;
}

/** The `msg` of each entry of a 422 body's `detail`, joined. */
export function joinedValidationDetail(failure: HttpFailure): string | undefined {
  const detail = bodyOf(failure)?.detail;
  if (!Array.isArray(detail)) return undefined;
  const texts = detail.map((entry) => nonEmpty((entry as { msg?: unknown } | null)?.msg)).filter(Boolean);
  return texts.length ? texts.join(', ') : undefined;
}

function isTimeout(failure: HttpFailure): boolean {
  return failure.status === undefined && (TIMEOUT_CODES.has(failure.code ?? '') || /timeout/i.test(failure.message ?? ''));
}

// ---- Sign-in (spec 01 §5, §8) ----

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
  timeout: 'Request timeout. Please check your connection.',
  unknown: 'An unknown error occurred',
} as const;

/** The sign-in page's text for a failed request-otp or verify-otp call, by HTTP status. */
export function signInErrorMessage(failure: HttpFailure, tab: 'staff' | 'client'): string {
  const { status } = failure;
  if (status === undefined) {
    if (isTimeout(failure)) return SIGN_IN_TEXT.timeout;
    if (nonEmpty(failure.message)) return `Network error: ${failure.message}`;
    return SIGN_IN_TEXT.unknown;
  }
  switch (status) {
    case 400:
      if (!bodyOf(failure)) return 'Invalid request';
      return joinedFieldErrors(failure) ?? serverMessage(failure) ?? 'Bad request';
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
  if (failure.status === 400 && bodyOf(failure) && !joinedFieldErrors(failure) && !serverMessage(failure)) {
    return SIGN_IN_TEXT.incorrectCode;
  }
  return signInErrorMessage(failure, tab);
}

// ---- Profile (spec 01 §5, §8) ----

export const PROFILE_TEXT = {
  loadFallback: 'Using cached profile data. Some information may be outdated.',
  invalidUserId: 'Invalid user ID. Please sign in again.',
  signInAgain: 'Please sign in again',
  saved: 'Profile updated successfully',
} as const;

/** The Error toast of a failed profile save. */
export function profileSaveErrorMessage(failure: HttpFailure): string {
  switch (failure.status) {
    case 401:
    case 403:
      return 'Authentication failed. Please sign in again.';
    case 400:
      return serverMessage(failure) ?? 'Invalid data provided';
    case 404:
      return 'User not found';
    case 422:
      return 'Validation error. Please check your input.';
    default:
      return serverMessage(failure) ?? 'Failed to update profile. Please try again.';
  }
}
