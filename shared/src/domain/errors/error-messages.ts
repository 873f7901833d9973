// Spec 01 §8 and spec 02 §8: what each screen says when a call fails. Pure functions over a plain
// description of the failure, so the browser (and tests) never depend on the HTTP client's error type.
// This file reads a failure; each screen's own mapping sits in <screen>-errors.ts beside it.

import { friendlyFieldLabel } from './field-labels';

/** A failed call as the screens see it: HTTP status and body when the server answered. */
export type HttpFailure = {
  status?: number;
  data?: unknown;
  /** The client's error code when there was no answer ('ECONNABORTED', 'ERR_NETWORK'). */
  code?: string;
  message?: string;
};

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** The answer's body when it is a JSON object. */
export function failureBody(failure: HttpFailure): Record<string, unknown> | null {
  const { data } = failure;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `message`, as sent, when the body has one. */
export function serverMessage(failure: HttpFailure): string | undefined {
  return nonEmpty(failureBody(failure)?.message);
}

/** Any words of the server, trimmed: `message`, else a string `detail`, else a plain-text (not HTML) body. */
export function serverText(failure: HttpFailure): string | undefined {
  const body = failureBody(failure);
  const plainText = typeof failure.data === 'string' && !failure.data.trim().startsWith('<') ? failure.data : undefined;
  return nonEmpty(body?.message)?.trim() ?? nonEmpty(body?.detail)?.trim() ?? nonEmpty(plainText)?.trim();
}

/** Server words when there are any, else the screen's fallback. */
export function serverTextOr(failure: HttpFailure, fallback: string): string {
  return serverText(failure) ?? fallback;
}

/** The `message` of each `{ field, message }` in a 400 body's `errors`, joined. */
export function joinedFieldErrors(failure: HttpFailure): string | undefined {
  const errors = failureBody(failure)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const texts = errors.map((entry) => nonEmpty((entry as { message?: unknown } | null)?.message)).filter(Boolean);
  return texts.length ? texts.join(', ') : undefined;
}

/** The `msg` of each entry of a 422 body's `detail`, joined. */
export function joinedValidationDetail(failure: HttpFailure): string | undefined {
  const detail = failureBody(failure)?.detail;
  if (!Array.isArray(detail)) return undefined;
  const texts = detail.map((entry) => nonEmpty((entry as { msg?: unknown } | null)?.msg)).filter(Boolean);
  return texts.length ? texts.join(', ') : undefined;
}

type FieldError = { field?: unknown; message?: unknown };
type DetailItem = { loc?: unknown; msg?: unknown };

function lastLoc(loc: unknown): string {
  if (!Array.isArray(loc)) return typeof loc === 'string' ? loc : '';
  const parts = loc.filter((p) => p !== 'body').map(String);
  return parts.join('.');
}

/** The field errors of a 400 errors list or a 422 detail list, keyed by field path ('code', 'address.state'). */
export function serverFieldErrors(failure: HttpFailure): { field: string; message: string }[] {
  const body = failureBody(failure) ?? {};
  if (Array.isArray(body.errors)) {
    return (body.errors as FieldError[])
      .filter((e) => typeof e?.message === 'string')
      .map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: String(e.message) }));
  }
  if (Array.isArray(body.detail)) {
    return (body.detail as DetailItem[])
      .filter((d) => typeof d?.msg === 'string')
      .map((d) => ({ field: lastLoc(d.loc), message: String(d.msg) }));
  }
  return [];
}

/**
 * 'field: message' entries; a message that already names its field is left alone
 * ('SAC code already exists', not 'SAC Code: SAC code already exists').
 */
export function fieldErrorList(failure: HttpFailure, label: (field: string) => string = (field) => field): string[] {
  return serverFieldErrors(failure).map(({ field, message }) => {
    if (!field) return message;
    const name = label(field);
    return message.toLowerCase().includes(name.replace(/_/g, ' ').toLowerCase()) ? message : `${name}: ${message}`;
  });
}

/** No answer because the call timed out. */
export function isTimeout(failure: HttpFailure): boolean {
  return failure.status === undefined && (TIMEOUT_CODES.has(failure.code ?? '') || /timeout/i.test(failure.message ?? ''));
}

export const TRANSPORT_MESSAGES = {
  timeout: 'Request timeout. Please check your connection.',
  network: (message: string) => `Network error: ${message}`,
  /** Spec 01 §8's 'Network error: {message}', where the client's own message is only 'Network Error'. */
  unreachable: 'Network error: the server could not be reached, so please check your connection and try again.',
  unknown: 'An unknown error occurred',
} as const;

/** The HTTP client's words for "no answer at all", which say nothing a person can act on. */
function isBareNetworkFailure(failure: HttpFailure, message: string): boolean {
  return failure.code === 'ERR_NETWORK' || message.trim().toLowerCase() === 'network error';
}

/** What a screen says when the server never answered. */
export function transportMessage(failure: HttpFailure): string {
  if (isTimeout(failure)) return TRANSPORT_MESSAGES.timeout;
  const message = nonEmpty(failure.message);
  if (!message) return TRANSPORT_MESSAGES.unknown;
  return isBareNetworkFailure(failure, message) ? TRANSPORT_MESSAGES.unreachable : TRANSPORT_MESSAGES.network(message);
}

/** A form's save: its field errors, else the server's words, else the form's fallback (also for any 500). */
export function formSaveErrorMessage(failure: HttpFailure, fallback: string): string {
  if (failure.status === 500) return fallback;
  const list = fieldErrorList(failure, friendlyFieldLabel);
  if ((failure.status === 400 || failure.status === 422) && list.length) return list.join(', ');
  return serverTextOr(failure, fallback);
}

/** A form's messages from the server's field errors: each error whose path `fieldOf` names lands on that field. */
export function serverFieldErrorsOn<F extends string>(
  failure: HttpFailure,
  fieldOf: (path: string) => F | null | undefined,
): Partial<Record<F, string>> {
  const placed: Partial<Record<F, string>> = {};
  for (const error of serverFieldErrors(failure)) {
    const field = fieldOf(error.field);
    if (field) placed[field] = error.message;
  }
  return placed;
}
