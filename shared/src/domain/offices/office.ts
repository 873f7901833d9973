import { z } from 'zod';
import { dataAnswerSchema, recordAnswerSchema } from '../list';
import { gstinProblem, normalizeGstin, stateByName, stateCodeOfGstin } from '../gst';
import { checkedDocumentNumber, DOCUMENT_NUMBER_MAX, documentNumber, type DocumentKind } from '../gst';
import { type FinancialYear } from '../calendar';
import { optionalField, textField } from '../validation';
import type { ErrorCode } from '../errors';
import { FILING_FREQUENCIES } from '../gstr1';
import { lutArnField, lutFinancialYearField, lutPairProblem } from './lut';

// The firm's offices (spec 01 §1: a head office and branches). Each bills under the GSTIN of its state:
// one registration per state, shared by every office in that state, its own elsewhere. A registration
// has one series of invoices and one of credit notes per financial year; the head office's keeps the
// spec's numbers ('INV/2026-27/0001'), every other registration puts its prefix first ('KAINV/26-27/0001')
// so that numbers stay unique in the firm and within GST's 16 characters.

export const OFFICE_KINDS = ['head_office', 'branch'] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];
export const officeMessages = {
  notFound: 'Office not found',
  gstinFormat: 'Enter a valid 15-character GSTIN',
  gstinState: 'The GSTIN’s state code does not match the office’s state',
  gstinSharedState: (gstin: string) => `Offices in one state share its GSTIN: use ${gstin}`,
  gstinOtherState: 'This GSTIN belongs to an office in another state',
  prefixRequired: 'A registration other than the head office’s needs a series prefix',
  prefixTaken: 'Another registration already uses this series prefix',
  prefixFirst: 'A GST document number starts with a letter or digit: the series prefix cannot start with / or -',
  prefixFormat: 'Use 1 to 3 letters or digits',
  state: 'Select a state of India',
  headOffice: 'The firm has one head office',
  upi: 'Enter a UPI id such as firm@bank',
} as const;

/** 1-3 capitals or digits: with the kind and a short year it keeps a number within 16 characters. */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

const officeFields = z.object({
  name: textField('Office name', { required: true, max: 100 }),
  kind: z.enum(OFFICE_KINDS, { error: 'Select head office or branch' }),
  address: textField('Address', { required: true, max: 500 }),
  city: textField('City', { required: true, max: 100 }),
  state: textField('State', { required: true, max: 100 }).refine((s) => stateByName(s) !== undefined, { message: officeMessages.state }),
  pincode: textField('Pincode', { required: true, pattern: /^[1-9][0-9]{5}$/, patternMessage: 'Enter a 6-digit pincode' }),
  // Says which part is wrong (state code, PAN, 14th character, check character); not 15 letters or digits: the shape.
  gstin: textField('GSTIN', { required: true })
    .transform(normalizeGstin)
    .superRefine((g, ctx) => {
      const problem = gstinProblem(g, officeMessages.gstinFormat);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    }),
  bank_details: optionalField(textField('Bank details', { max: 500 })),
  upi_id: optionalField(
    textField('UPI id', { max: 100, pattern: /^[A-Za-z0-9._-]{2,}@[A-Za-z0-9.-]{2,}$/, patternMessage: officeMessages.upi }),
  ),
  series_prefix: optionalField(
    textField('Series prefix', { max: 3 })
      .transform((p) => p.toUpperCase())
      .refine((p) => !/^[/-]/.test(p), { message: officeMessages.prefixFirst, abort: true })
      .refine((p) => SERIES_PREFIX_PATTERN.test(p), { message: officeMessages.prefixFormat }),
  ),
  filing_frequency: z.enum(FILING_FREQUENCIES, { error: 'Select monthly or quarterly' }).default('monthly'),
  lut_arn: lutArnField,
  lut_financial_year: lutFinancialYearField,
});

/** The office as the admin saves it; an LUT names its ARN and its year together. */
export const officeBodySchema = officeFields.superRefine((office, ctx) => {
  const problem = lutPairProblem(office);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type OfficeBody = z.output<typeof officeBodySchema>;
export type OfficeInput = z.input<typeof officeBodySchema>;

export const officeSchema = z.object({
  office_id: z.number(),
  name: z.string(),
  kind: z.enum(OFFICE_KINDS),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  state_code: z.string(),
  pincode: z.string(),
  gstin: z.string().nullable(),
  bank_details: z.string().nullable(),
  upi_id: z.string().nullable(),
  series_prefix: z.string().nullable(),
  filing_frequency: z.enum(FILING_FREQUENCIES),
  /** The registration's Letter of Undertaking: its ARN and the financial year it covers ('2026-27'). */
  lut_arn: z.string().nullable().default(null),
  lut_financial_year: z.string().nullable().default(null),
});
export type OfficeView = z.infer<typeof officeSchema>;

export const officeListAnswerSchema = dataAnswerSchema(z.object({ offices: z.array(officeSchema) }));
export const officeAnswerSchema = recordAnswerSchema(officeSchema);

/** What a rule needs to know of the firm's other offices. */
export type OfficeRegistration = { id: number; kind: OfficeKind; stateCode: string; gstin: string | null; seriesPrefix: string | null };

export type OfficeProblem = { field: 'gstin' | 'series_prefix' | 'kind' | 'state'; message: string; code: ErrorCode };

/**
 * The registration rules for an office being saved (`id` null when new) among the firm's others: its
 * GSTIN is of its state, the same as the other offices of that state and used by no other state; a
 * registration that is not the head office's has a prefix no other registration uses; one head office.
 */
export function officeProblems(
  office: { id: number | null; kind: OfficeKind; state: string; gstin: string; seriesPrefix: string | null },
  others: readonly OfficeRegistration[],
): OfficeProblem[] {
  const problems: OfficeProblem[] = [];
  const state = stateByName(office.state);
  if (!state) return [{ field: 'state', message: officeMessages.state, code: 'OFFICE_STATE' }];
  const rest = others.filter((o) => o.id !== office.id);
  if (stateCodeOfGstin(office.gstin) !== state.code)
    problems.push({ field: 'gstin', message: officeMessages.gstinState, code: 'OFFICE_GSTIN_STATE' });
  const sameState = rest.find((o) => o.stateCode === state.code && o.gstin);
  if (sameState && sameState.gstin !== office.gstin)
    problems.push({ field: 'gstin', message: officeMessages.gstinSharedState(sameState.gstin!), code: 'OFFICE_GSTIN_SHARED' });
  else if (rest.some((o) => o.stateCode !== state.code && o.gstin === office.gstin))
    problems.push({ field: 'gstin', message: officeMessages.gstinOtherState, code: 'OFFICE_GSTIN_OTHER_STATE' });
  if (office.kind === 'head_office' && rest.some((o) => o.kind === 'head_office'))
    problems.push({ field: 'kind', message: officeMessages.headOffice, code: 'OFFICE_HEAD_OFFICE' });
  const headState = office.kind === 'head_office' ? state.code : rest.find((o) => o.kind === 'head_office')?.stateCode;
  if (!office.seriesPrefix && headState !== state.code)
    problems.push({ field: 'series_prefix', message: officeMessages.prefixRequired, code: 'OFFICE_PREFIX_REQUIRED' });
  if (office.seriesPrefix && rest.some((o) => o.stateCode !== state.code && o.seriesPrefix === office.seriesPrefix))
    problems.push({ field: 'series_prefix', message: officeMessages.prefixTaken, code: 'OFFICE_PREFIX_TAKEN' });
  return problems;
}

/**
 * A document's number in its registration's series: the spec's number without a prefix, else the prefix
 * before the kind, shortening the year ('26-27', then '2627') until it fits 16 characters.
 */
export function seriesDocumentNumber(prefix: string | null, kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!prefix) return documentNumber(kind, year, sequence);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`A document sequence starts at 1, got ${sequence}`);
  const serial = String(sequence).padStart(4, '0');
  for (const label of [year.label, year.shortLabel, year.shortLabel.replace('-', '')]) {
    const number = `${prefix}${kind}/${label}/${serial}`;
    if (number.length <= DOCUMENT_NUMBER_MAX) return checkedDocumentNumber(number);
  }
  throw new RangeError(`The ${prefix}${kind} series of ${year.label} is full`);
}

/** The lines an invoice prints under "Payment details": the office's bank lines and its UPI id. */
export function officePaymentLines(office: { bankDetails: string | null; upiId: string | null }): string | null {
  const lines = [office.bankDetails?.trim(), office.upiId ? `UPI: ${office.upiId}` : undefined].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}
