import { isAxiosError } from 'axios';
import type { HttpFailure } from '../domain/error-messages';

/** Turns whatever a call threw into the plain failure the domain's error mappings read. */
export function toHttpFailure(error: unknown): HttpFailure {
  if (isAxiosError(error)) {
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
