import { serverText, type HttpFailure } from '@firm/shared/domain/errors';

// Spec 02 §8 "Client portal": what the client's screens say when a list fails. A 401 never reaches the
// screen (the one HTTP client refreshes the session or sends the user to sign in); a 403 means the
// account may not use the client portal, which signing in again would not change.

export const CLIENT_PORTAL_TEXT = {
  accessTitle: 'Client Portal Access Error',
  accessDetail: 'Your account cannot open the client portal. Please contact support or your firm to restore your access.',
  accessToast: 'Access Denied',
  loadTasksFailed: 'Failed to load tasks',
  loadInvoicesFailed: 'Failed to load invoices',
  noClientId: 'Client ID not found. Please sign in again.',
} as const;

export type ClientPortalFailure = { kind: 'access' } | { kind: 'load'; message: string };

export function clientPortalFailureOf(failure: HttpFailure, fallback: string = CLIENT_PORTAL_TEXT.loadTasksFailed): ClientPortalFailure {
  if (failure.status === 401 || failure.status === 403) return { kind: 'access' };
  // A 500 says nothing the user can act on; other refusals carry the server's own words.
  if (failure.status === undefined || failure.status >= 500) return { kind: 'load', message: fallback };
  return { kind: 'load', message: serverText(failure) ?? fallback };
}
