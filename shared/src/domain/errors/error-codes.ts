// The stable `code` every error answer of the server carries beside the spec's message. Screens
// decide what to say from the status and this code, never from the server's wording, which may be
// reworded (or translated) without breaking a screen.

export const ERROR_CODES = [
  // Who is calling
  'AUTH_REQUIRED',
  'FORBIDDEN',
  'ORGANIZATION_MISMATCH',
  'CLIENT_MISMATCH',
  'ACCOUNT_INACTIVE',
  // What was asked for
  'NOT_FOUND',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_UNAVAILABLE',
  'NO_PENDING_EMAIL_CHANGE',
  // What was sent
  'VALIDATION',
  'INVALID_REQUEST',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_USER_TYPE',
  'OTP_INVALID',
  'ACCOUNT_CHOICE_EXPIRED',
  // Rules of the records
  'CONFLICT',
  'EMAIL_TAKEN',
  'CONTACT_EMAIL_TAKEN',
  'CONTACT_PHONE_TAKEN',
  'CONTACT_NOT_FOUND',
  'CLIENT_CODE_TAKEN',
  'SAC_CODE_TAKEN',
  'SERVICE_CATEGORY_NAME_TAKEN',
  'OFFICE_STATE',
  'OFFICE_GSTIN_STATE',
  'OFFICE_GSTIN_SHARED',
  'OFFICE_GSTIN_OTHER_STATE',
  'OFFICE_HEAD_OFFICE',
  'OFFICE_PREFIX_REQUIRED',
  'OFFICE_PREFIX_TAKEN',
  'BILLING_OFFICE_UNKNOWN',
  'OWN_STATUS',
  'LAST_ACTIVE_ADMIN',
  'TASK_STATUS_NOT_ALLOWED',
  'TASK_FIELD_NOT_ALLOWED',
  'TASK_CLOSED',
  'ASSIGNEE_INVALID',
  'ADVISOR_REQUIRED',
  'ADVISOR_INVALID',
  'TASK_INVOICED',
  'TASK_NOT_CLOSED',
  'INVOICE_EXISTS',
  'INVOICE_AMOUNT_ZERO',
  'INVOICE_ALREADY_PAID',
  'INVOICE_PARTIAL_AMOUNT',
  'INVOICE_NOTHING_TO_REVERSE',
  'INVOICE_NOTHING_TO_REFUND',
  'REFUND_EXCEEDS_EXCESS',
  'REFUND_DATE_IN_FUTURE',
  'REFUND_REFERENCE_REUSED',
  'PLACE_OF_SUPPLY_UNKNOWN',
  'SUPPLIER_GSTIN_MISSING',
  'GST_RATE_NOT_IN_FORCE',
  'INVOICE_CANCELLED',
  'INVOICE_NOT_CANCELLABLE',
  'CREDIT_NOTE_DEADLINE_PASSED',
  'CREDIT_NOTE_CANCELLED',
  'EINVOICE_INCOMPLETE',
  'EINVOICE_NOT_AVAILABLE',
  'EINVOICE_NOT_PENDING',
  'EINVOICE_BUSY',
  'EINVOICE_CANCEL_WINDOW_CLOSED',
  'EINVOICE_IRP_FAILED',
  'CREDIT_NOTE_EXCEEDS_DUE',
  'INVOICE_NOTHING_DUE',
  'PAYMENT_ALREADY_PAID',
  'PAYMENT_DUE_CHANGED',
  'PAYMENT_ORDER_UNKNOWN',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_NOT_CAPTURED',
  'PAYMENT_NOT_AVAILABLE',
  'ATTACHMENT_TOO_MANY',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_TYPE',
  'MESSAGE_CLIENT_UNKNOWN',
  'MESSAGE_NO_RECIPIENTS',
  'MESSAGE_TOO_MANY_RECIPIENTS',
  'REMINDER_CADENCE_INVALID',
  'REMINDERS_OFF',
  'COMPLIANCE_CODE_TAKEN',
  'COMPLIANCE_FILING_REQUIRED',
  'COMPLIANCE_INACTIVE',
  'COMPLIANCE_NOT_APPLICABLE',
  'COMPLIANCE_PERIOD_HAS_PROJECT',
  'NOT_A_COMPLIANCE_TASK',
  'DOCUMENT_ACCEPTED',
  'DOCUMENT_NOTHING_UPLOADED',
  'DOCUMENT_HAS_FILES',
  'DOCUMENT_NO_FILES',
  'DOCUMENT_REPLACE_UNKNOWN',
  'DOCUMENT_SCHEDULE_INVALID',
  // The server's side
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'DATABASE_UNAVAILABLE',
  'FILE_STORE_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A field's refusal; `code` says which rule when the field has a rule of its own (EMAIL_TAKEN…). */
export type FieldErrorEntry = { field: string; message: string; code?: ErrorCode };

const KNOWN = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The code an answer's body carries, or undefined (an older server, a proxy's page, no answer). */
export function errorCodeOf(data: unknown): ErrorCode | undefined {
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : undefined;
}

/** Every code of the answer: its own and those of its field errors. */
export function errorCodesOf(data: unknown): ErrorCode[] {
  const own = errorCodeOf(data);
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  const fields = Array.isArray(errors) ? errors.map(errorCodeOf).filter((c): c is ErrorCode => c !== undefined) : [];
  return own ? [own, ...fields] : fields;
}
