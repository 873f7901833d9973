// Spec 01 §8: what the master-data screens (admins, registration, clients, users, service categories,
// SAC codes) say when a call fails. Pure functions over a transport-neutral description of the failure,
// so the server's tests and the screens read the same table.

import type { HttpFailure } from './error-messages';

/** A failed call: HTTP status and body when the server answered, else the transport's code and text. */
export type ApiFailure = HttpFailure;

type FieldError = { field?: unknown; message?: unknown };
type DetailItem = { loc?: unknown; msg?: unknown };

function record(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** The body's own words: `message`, or `detail` when it is a string. */
export function serverText(failure: ApiFailure): string | undefined {
  const body = record(failure.data);
  if (typeof body.message === 'string' && body.message.trim()) return body.message.trim();
  if (typeof body.detail === 'string' && body.detail.trim()) return body.detail.trim();
  if (typeof failure.data === 'string' && failure.data.trim() && !failure.data.trim().startsWith('<')) return failure.data.trim();
  return undefined;
}

function lastLoc(loc: unknown): string {
  if (!Array.isArray(loc)) return typeof loc === 'string' ? loc : '';
  const parts = loc.filter((p) => p !== 'body').map(String);
  return parts.join('.');
}

/** The field errors of a 400 errors list or a 422 detail list, keyed by field path ('code', 'address.state'). */
export function serverFieldErrors(failure: ApiFailure): { field: string; message: string }[] {
  const body = record(failure.data);
  if (Array.isArray(body.errors)) {
    return (body.errors as FieldError[])
      .filter((e) => typeof e?.message === 'string')
      .map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: String(e.message) }));
  }
  if (Array.isArray(body.detail)) {
    return (body.detail as DetailItem[]).filter((d) => typeof d?.msg === 'string').map((d) => ({ field: lastLoc(d.loc), message: String(d.msg) }));
  }
  return [];
}

/**
 * 'field: message' entries; a message that already names its field is left alone
 * ('SAC code already exists', not 'SAC Code: SAC code already exists').
 */
export function fieldErrorList(failure: ApiFailure, label: (field: string) => string = (field) => field): string[] {
  return serverFieldErrors(failure).map(({ field, message }) => {
    if (!field) return message;
    const name = label(field);
    return message.toLowerCase().includes(name.replace(/_/g, ' ').toLowerCase()) ? message : `${name}: ${message}`;
  });
}

/** The msg values of a 422 detail list. */
export function detailMessages(failure: ApiFailure): string[] {
  const detail = record(failure.data).detail;
  return Array.isArray(detail) ? (detail as DetailItem[]).map((d) => d?.msg).filter((m): m is string => typeof m === 'string') : [];
}

export function isTimeoutFailure(failure: ApiFailure): boolean {
  return failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT' || /timeout/i.test(failure.message ?? '');
}

export const TRANSPORT_MESSAGES = {
  timeout: 'Request timeout. Please check your connection.',
  network: (message: string) => `Network error: ${message}`,
  unknown: 'An unknown error occurred',
  authRequired: 'Authentication required. Please log in again.',
} as const;

function transportMessage(failure: ApiFailure): string {
  if (isTimeoutFailure(failure)) return TRANSPORT_MESSAGES.timeout;
  if (failure.message) return TRANSPORT_MESSAGES.network(failure.message);
  return TRANSPORT_MESSAGES.unknown;
}

/** Server words when there are any, else the screen's fallback. */
export function serverTextOr(failure: ApiFailure, fallback: string): string {
  return serverText(failure) ?? fallback;
}

// ---- Admin management (super admin) ----

/** Status changes, loads and other admin-management calls. */
export function adminManagementErrorMessage(failure: ApiFailure): string {
  switch (failure.status) {
    case undefined:
      return transportMessage(failure);
    case 400:
      return serverText(failure) ?? 'Cannot change status for this role or validation error';
    case 401:
      return TRANSPORT_MESSAGES.authRequired;
    case 404:
      return 'Resource not found';
    case 422: {
      const msgs = detailMessages(failure);
      return msgs.length ? `Validation Error: ${msgs.join(', ')}` : 'Validation Error: Please check your input';
    }
    case 500:
      return 'Server error occurred';
    default:
      return `Server error: ${serverText(failure) ?? failure.message ?? failure.status}`;
  }
}

export function adminListErrorMessage(failure: ApiFailure): string {
  return `Failed to fetch admins: ${adminManagementErrorMessage(failure)}`;
}

export type AdminRegistrationError = {
  message: string;
  /** The admin may exist after all: reload the list. */
  refreshList: boolean;
  /** The session is not good enough: back to sign-in after 2 s. */
  signIn: boolean;
};

export const ADMIN_REGISTRATION_MESSAGES = {
  duplicate: 'Validation error: Admin with this email may already exist',
  checkInput: 'Validation error: Please check your input',
  dbIssue: 'Database connection issue detected. The admin may have been created. Refreshing the list...',
  serverError: 'Registration failed due to server error. Please try again later.',
  dbFailed: 'Admin may have been created. Refreshing the list to verify...',
  auth: 'Authentication error. Please log in again.',
  fallback: 'An unexpected error occurred. Please try again.',
} as const;

export function adminRegistrationError(failure: ApiFailure): AdminRegistrationError {
  const m = ADMIN_REGISTRATION_MESSAGES;
  const text = serverText(failure);
  const result = (message: string, refreshList = false, signIn = false) => ({ message, refreshList, signIn });
  switch (failure.status) {
    case 400: {
      const list = fieldErrorList(failure);
      return result(list.length ? list.join(', ') : (text ?? m.duplicate));
    }
    case 401:
    case 403:
      return result(m.auth, false, true);
    case 409:
      return result(text ?? m.duplicate);
    case 422: {
      const list = fieldErrorList(failure);
      return result(list.length ? list.join(', ') : m.checkInput);
    }
    case 500:
      return /database|connection/i.test(text ?? '') ? result(m.dbIssue, true) : result(m.serverError);
  }
  if (/database connection failed/i.test(text ?? failure.message ?? '')) return result(m.dbFailed, true);
  if (failure.status === undefined && isTimeoutFailure(failure)) return result(TRANSPORT_MESSAGES.timeout, true);
  return result(m.fallback);
}

/** Any registration (spec 01 §8 "Any call"): the server's words, else 'Registration failed'. */
export function registrationErrorMessage(failure: ApiFailure): string {
  return serverText(failure) ?? 'Registration failed';
}

export function adminUpdateErrorMessage(failure: ApiFailure): string {
  switch (failure.status) {
    case 400: {
      const list = fieldErrorList(failure);
      return list.length ? list.join(', ') : 'Invalid user data provided';
    }
    case 401:
      return TRANSPORT_MESSAGES.authRequired;
    case 403:
      return 'Insufficient permissions to update this user';
    case 404:
      return 'User not found';
    case 409:
      return serverText(failure) ?? 'Failed to update admin details';
    case 500:
      return 'Failed to update user. Server error occurred.';
    default:
      return 'Failed to update admin details';
  }
}

export const STATUS_TOGGLE_FAILED = 'Failed to update user status';

// ---- Clients ----

export const CLIENT_MESSAGES = {
  fetchList: 'Failed to fetch clients',
  fetchDetail: 'Failed to fetch client details',
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  saveToastTitle: 'Error Saving Client',
  validationFallback: 'Validation error or duplicate data',
  serverError: 'Internal server error',
  contactPhoneExists:
    'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.',
  contactEmailExists:
    'A contact with this email address already exists for this client. Please use a different email address or update the existing contact.',
} as const;

const FIELD_LABELS: Record<string, string> = {
  phone: 'Phone Number',
  email: 'Email Address',
  gst_number: 'GST Number',
  client_name: 'Company Name',
  client_code: 'Client Code',
  client_type: 'Client Type',
  cin: 'CIN',
  street: 'Company Address',
  city: 'City',
  state: 'State',
  pincode: 'PIN Code',
  country: 'Country',
  name: 'Name',
  role: 'Role',
  contacts: 'Contacts',
  project_name: 'Project Name',
  sac_code: 'SAC Code',
  code: 'SAC Code',
  description: 'Description',
  first_name: 'First Name',
  last_name: 'Last Name',
};

/** 'contacts.1.phone' → 'Contact 2 Phone Number'; 'address.state' → 'State'. */
export function friendlyFieldLabel(field: string): string {
  const parts = field.split('.').filter((p) => p !== 'body');
  const last = parts[parts.length - 1] ?? field;
  const base = FIELD_LABELS[last] ?? last.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const contactIndex = parts[0] === 'contacts' && parts.length > 2 ? Number(parts[1]) : Number.NaN;
  return Number.isInteger(contactIndex) ? `Contact ${contactIndex + 1} ${base}` : base;
}

/** The server's duplicate-contact words, said in full. */
export function rewriteContactDuplicate(text: string): string {
  if (/contact phone already exists/i.test(text)) return CLIENT_MESSAGES.contactPhoneExists;
  if (/contact email already exists/i.test(text)) return CLIENT_MESSAGES.contactEmailExists;
  return text;
}

export function clientSaveErrorMessage(failure: ApiFailure, mode: 'create' | 'update'): string {
  const fallback = mode === 'create' ? CLIENT_MESSAGES.createFailed : CLIENT_MESSAGES.updateFailed;
  const text = serverText(failure);
  const entries = fieldErrorList(failure, friendlyFieldLabel);
  const rawEntries = [...fieldErrorList(failure), text ?? ''];
  const duplicate = rawEntries.map(rewriteContactDuplicate).find((t, i) => t !== rawEntries[i]);
  if (duplicate) return duplicate;
  switch (failure.status) {
    case undefined:
      return failure.message ? transportMessage(failure) : fallback;
    case 400:
    case 422:
      return entries.length ? `Validation error: ${entries.join(', ')}` : (text ?? CLIENT_MESSAGES.validationFallback);
    case 500:
      return CLIENT_MESSAGES.serverError;
    default:
      return text ?? fallback;
  }
}

// ---- Organisation users ----

export const USER_MESSAGES = {
  fetchList: 'Failed to fetch users',
  fetchOne: 'Failed to fetch user data',
  updateFailed: 'Failed to update user details.',
  createFailed: 'Failed to create user. Please try again.',
  createInvalid: 'Please fill in all required fields correctly.',
  editInvalid: 'Please fill in all required fields.',
} as const;

export function userCreateErrorMessage(failure: ApiFailure): string {
  const list = fieldErrorList(failure, friendlyFieldLabel);
  if ((failure.status === 400 || failure.status === 422) && list.length) return list.join(', ');
  if (failure.status === 500) return USER_MESSAGES.createFailed;
  return serverTextOr(failure, USER_MESSAGES.createFailed);
}

export function userUpdateErrorMessage(failure: ApiFailure): string {
  const list = fieldErrorList(failure, friendlyFieldLabel);
  if ((failure.status === 400 || failure.status === 422) && list.length) return list.join(', ');
  if (failure.status === 500) return USER_MESSAGES.updateFailed;
  return serverTextOr(failure, USER_MESSAGES.updateFailed);
}

// ---- Service categories and SAC codes ----

export const SERVICE_CATEGORY_ERRORS = {
  fetchList: 'Failed to fetch service categories',
  addFailed: 'Failed to add service category',
  updateFailed: 'Failed to update service category',
} as const;

export const SAC_CODE_ERRORS = {
  fetchOne: 'Failed to fetch SAC code',
  fetchList: 'Failed to fetch SAC codes',
  addFailed: 'Failed to add SAC code',
  updateFailed: 'Failed to update SAC code',
} as const;

/** A save on a master-data form: field list, else server words, else the form's fallback. */
function masterSaveMessage(failure: ApiFailure, fallback: string): string {
  if (failure.status === 500) return fallback;
  const list = fieldErrorList(failure, friendlyFieldLabel);
  if ((failure.status === 400 || failure.status === 422) && list.length) return list.join(', ');
  return serverTextOr(failure, fallback);
}

export function serviceCategorySaveErrorMessage(failure: ApiFailure, mode: 'create' | 'update'): string {
  return masterSaveMessage(failure, mode === 'create' ? SERVICE_CATEGORY_ERRORS.addFailed : SERVICE_CATEGORY_ERRORS.updateFailed);
}

export function sacCodeSaveErrorMessage(failure: ApiFailure, mode: 'create' | 'update'): string {
  return masterSaveMessage(failure, mode === 'create' ? SAC_CODE_ERRORS.addFailed : SAC_CODE_ERRORS.updateFailed);
}

export function sacCodeFetchErrorMessage(failure: ApiFailure): string {
  return failure.status === 500 ? SAC_CODE_ERRORS.fetchOne : serverTextOr(failure, SAC_CODE_ERRORS.fetchOne);
}
