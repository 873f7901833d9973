import { z } from 'zod';
import { LIMITS, PAN_PATTERN, PINCODE_PATTERN, TEN_DIGITS_PATTERN, EMAIL_PATTERN, hasNulCharacter, messages } from './rules';

// Spec 01 §5: the shared rule sets, built with zod from the words and limits of rules.ts. The server
// validates requests with the schemas built from these, so the browser and the server say the same words.
export * from './rules';

const abort = { abort: true } as const;

/** The base of every text rule: a string without NUL characters, `field` naming it in the messages. */
export function plainText(field: string, requiredMessage = messages.required(field), invalidMessage = messages.invalidFormat(field)) {
  return z.string({ error: requiredMessage }).refine((value) => !hasNulCharacter(value), { message: invalidMessage, ...abort });
}

/** Plain decimal digits, no sign, no leading zero, no spaces, at most ten (`0xc`, `1e3` and ` 12` are not ids). */
export const DECIMAL_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Whether `value` is an id the database can hold: a whole number 1 to 2,147,483,647. */
export function isValidId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= LIMITS.maxId;
}

/** A record id in a body: a whole number within the database's integer range, or the same in plain decimal text. */
export function idField(message = 'Invalid id') {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_ID_PATTERN.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ message }).min(1, { message }).max(LIMITS.maxId, { message }),
  );
}

/** A string rule builder for the generic messages; every step stops at its first failure. */
export type TextRuleOptions = {
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
};

/** A trimmed text field named `field` in messages ('Company name is required'). */
export function textField(field: string, options: TextRuleOptions = {}) {
  let schema = plainText(field).trim();
  if (options.required) schema = schema.min(1, { message: messages.required(field), ...abort });
  if (options.min !== undefined) schema = schema.min(options.min, { message: messages.minLength(field, options.min), ...abort });
  if (options.max !== undefined) schema = schema.max(options.max, { message: messages.maxLength(field, options.max), ...abort });
  if (options.pattern) {
    schema = schema.regex(options.pattern, { message: options.patternMessage ?? messages.invalidFormat(field), ...abort });
  }
  return schema;
}

/** A cancellation's body: its reason, required (in `required`'s words when blank) and at most `max` characters. */
export const cancelReasonBodySchema = (max: number, required: string) =>
  z.object({ reason: textField('Reason', { required: true, max }).refine((v) => v.length > 0, { message: required }) });

/** Turns '', null and undefined into undefined, so an optional field may be sent empty. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** An optional field that is validated only when given: '' and null are accepted as "not given". */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** E-mail: trimmed, lower-cased, simple pattern, at most 255 characters. */
export function emailField(requiredMessage = messages.required('Email')) {
  return plainText('Email', requiredMessage, messages.email)
    .trim()
    .toLowerCase()
    .min(1, { message: requiredMessage, ...abort })
    .max(LIMITS.emailMax, { message: messages.emailTooLong, ...abort })
    .regex(EMAIL_PATTERN, { message: messages.email, ...abort });
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The shared phone rule: at least 10 digits, whatever the separators. */
export function phoneField(requiredMessage = 'Phone number is required') {
  return plainText('Phone number', requiredMessage)
    .trim()
    .min(1, { message: requiredMessage, ...abort })
    .refine((value) => digitsOf(value).length >= LIMITS.phoneDigits, { message: messages.phoneMin, ...abort });
}

/** The admin phone rule: exactly 10 digits and nothing else. */
export function tenDigitPhoneField(requiredMessage = 'Phone number is required') {
  return plainText('Phone number', requiredMessage)
    .trim()
    .min(1, { message: requiredMessage, ...abort })
    .regex(TEN_DIGITS_PATTERN, { message: messages.phoneExact, ...abort });
}

export function pincodeField() {
  return z
    .string({ error: messages.pincode })
    .trim()
    .regex(PINCODE_PATTERN, { message: messages.pincode, ...abort });
}

export function panField(field = 'PAN') {
  return z
    .string({ error: messages.required(field) })
    .trim()
    .toUpperCase()
    .regex(PAN_PATTERN, {
      message: messages.invalidFormat(field),
      ...abort,
    });
}

/** Form inputs arrive as strings; '' and non-numbers become NaN so the number rule reports them. */
export function toNumberInput(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? Number.NaN : Number(value);
  return value;
}

/** Whole hundredths only (a step of 0.01), tolerant of binary fractions such as 0.1 + 0.2. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A percentage 0 to 100 in steps of 0.01, with `message` for every failure ('CGST must be between 0 and 100'). */
export function percentageField(message: string = messages.percentage) {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: message })
      .min(0, { message, ...abort })
      .max(100, { message, ...abort })
      .refine(hasAtMostTwoDecimals, { message, ...abort }),
  );
}

/** Amount: a finite number, zero or more. */
export function amountField() {
  return z.preprocess(toNumberInput, z.number({ error: messages.amount }).min(0, { message: messages.amount, ...abort }));
}

/** The first message per field path ('contacts.0.phone'), the way a form shows them. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
