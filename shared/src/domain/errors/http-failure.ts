import type { HttpFailure } from './error-messages';

type AxiosLike = {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status?: number; data?: unknown };
};

// axios marks its errors with `isAxiosError` (what its own isAxiosError() reads); checking the mark
// here keeps the domain free of the HTTP client.
function isAxiosLike(error: unknown): error is AxiosLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Turns whatever a call threw into the plain failure the domain's error mappings read. */
export function toHttpFailure(error: unknown): HttpFailure {
  if (isAxiosLike(error)) {
    return {
      status: error.response?.status,
      data: error.response?.data,
      code: error.code,
      message: error.message,
    };
  }
  if (error instanceof Error) return { message: error.message };
  return {};
}
