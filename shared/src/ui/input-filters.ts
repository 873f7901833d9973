import { LIMITS } from '../domain/validation/validation';
import { PERSON_NAME_BLOCKED } from '../domain/user/user';

// What some inputs refuse while the user types (spec 01 §5), so the rule rarely has to speak.

/** Letters, spaces, hyphens and apostrophes only, at most 50 characters. */
export function sanitizePersonName(value: string, max: number = LIMITS.nameMax): string {
  return value.replace(PERSON_NAME_BLOCKED, '').slice(0, max);
}

/** Digits only, cut to `max` when given (phones 10, PIN codes and SAC codes 6). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
