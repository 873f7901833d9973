import { isFinancialYearLabel } from '../calendar';
import { optionalField, textField } from '../validation';

// A Letter of Undertaking (GST RFD-11) lets a registration export services, or supply an SEZ, without
// paying IGST (IGST Act s.16(3)(a)). It is filed per GSTIN for one financial year, and the ARN the
// portal gives it is quoted on every zero-rated invoice issued under it. It is a registration's, kept
// alike on every office of its state as the series prefix is.

export const lutMessages = {
  arnFormat: 'Enter the LUT’s ARN: 15 letters or digits starting with AD',
  yearFormat: 'Enter the financial year the LUT covers, such as 2026-27',
  arnNeedsYear: 'Enter the financial year the LUT covers',
  yearNeedsArn: 'Enter the LUT’s ARN',
  /** Shown on the Generate Invoice preview of a supply under LUT when the office's LUT is not of the invoice's year. */
  missing: (year: string) =>
    `No LUT is recorded for this GSTIN for FY ${year}: record it under Offices before issuing zero-rated invoices without IGST.`,
} as const;

/** The ARN of an application on the GST portal: 'AD', then 13 letters or digits (AD270326001234X). */
export const LUT_ARN_PATTERN = /^AD[A-Z0-9]{13}$/;

export const lutArnField = optionalField(
  textField('LUT ARN', { max: 15 })
    .transform((arn) => arn.toUpperCase())
    .refine((arn) => LUT_ARN_PATTERN.test(arn), { message: lutMessages.arnFormat }),
);

export const lutFinancialYearField = optionalField(
  textField('LUT financial year', { max: 7 }).refine(isFinancialYearLabel, { message: lutMessages.yearFormat }),
);

/** The ARN and its year go together: one without the other names no LUT. */
export function lutPairProblem(lut: { lut_arn?: string; lut_financial_year?: string }) {
  if (lut.lut_arn && !lut.lut_financial_year) return { field: 'lut_financial_year' as const, message: lutMessages.arnNeedsYear };
  if (!lut.lut_arn && lut.lut_financial_year) return { field: 'lut_arn' as const, message: lutMessages.yearNeedsArn };
  return null;
}

/** What a zero-rated invoice quotes: 'LUT ARN AD270326001234X (FY 2026-27)'. */
export const lutReference = (arn: string, year: string) => `LUT ARN ${arn} (FY ${year})`;

/** The office's LUT as quoted on an invoice of `year`, or null when none is recorded for that year. */
export function lutReferenceFor(office: { lutArn: string | null; lutFinancialYear: string | null }, year: string): string | null {
  return office.lutArn && office.lutFinancialYear === year ? lutReference(office.lutArn, year) : null;
}

/** The endorsement a screen shows: the declaration, and beside it the LUT it was issued under. */
export function endorsementText(declaration: string | null, reference: string | null | undefined): string | null {
  if (!declaration) return null;
  return reference ? `${declaration} — ${reference}` : declaration;
}
