import Ajv from 'ajv';
import { GSTR1_JSON_SCHEMA } from './schema';

// One compiled validator of the GSTR-1 schema for the tests (domain, server, end-to-end).
// multipleOfPrecision: amounts are checked as multiples of 0.01 to 2 decimal digits, not by float division.
const ajv = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 2 });
const validate = ajv.compile(GSTR1_JSON_SCHEMA);

/** The schema's complaints about a file ([] when it is valid). */
export function gstr1SchemaErrors(file: unknown): string[] {
  return validate(file) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
