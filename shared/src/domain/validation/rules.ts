// Spec 01 §5: the generic messages, limits and patterns, without zod: a bundle that needs only these
// (the sign-in page's first load) does not pull zod in through validation.ts.

export const messages = {
  required: (field: string) => `${field} is required`,
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${field} must be no more than ${n} characters`,
  invalidFormat: (field: string) => `${field} format is invalid`,
  email: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 255 characters',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneExact: 'Phone number must be exactly 10 digits',
  pincode: 'PIN code must be exactly 6 digits',
  postcode: 'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters',
  percentage: 'Percentage must be between 0 and 100',
  amount: 'Amount must be a valid positive number',
} as const;

export const LIMITS = {
  nameMax: 50,
  emailMax: 255,
  phoneDigits: 10,
  pincodeDigits: 6,
  sacCodeDigits: 6,
  /** PostgreSQL `integer`: every id column. */
  maxId: 2_147_483_647,
} as const;

/** A simple address pattern (spec 01 §5): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PINCODE_PATTERN = /^\d{6}$/;
/** A postcode outside India as its country writes it ('EC2V 8AA', '10115', 'K1A 0B1', '12345-6789'). */
export const POSTCODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/;
export const TEN_DIGITS_PATTERN = /^\d{10}$/;

/** PostgreSQL text cannot hold U+0000; any text the server keeps refuses it as a format error. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');
