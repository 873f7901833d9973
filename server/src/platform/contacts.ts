import type { AuthSubject } from './auth';
import { forbidden } from './errors';

// A client contact's own calls (the client portal, online payment) act for the contact's client only.

export type Contact = Extract<AuthSubject, { kind: 'contact' }>;
/** The caller as a client contact (the routes' roles already say client). */
export function contactOf(auth: AuthSubject): Contact {
  if (auth.kind !== 'contact') throw forbidden();
  return auth;
}
