import { z } from 'zod';
import { oneValueEach } from '../report';
import { blankToUndefined, plainText } from '../validation';
import { isPeriodMonth } from './period';

// GET /api/reports/gstr1/file?gstin=&period=YYYY-MM&format=json|xlsx: one registration's GSTR-1 for upload.

export const GSTR1_FILE_FORMATS = ['json', 'xlsx'] as const;
export type Gstr1FileFormat = (typeof GSTR1_FILE_FORMATS)[number];

export const gstr1FileMessages = {
  gstin: 'Select one of the firm’s GSTINs',
  period: 'Select a return period',
  quarter: 'A quarterly return is filed for March, June, September or December',
  unknownGstin: 'None of the firm’s offices has this GSTIN',
} as const;

const registrationPeriod = {
  gstin: plainText('GSTIN', gstr1FileMessages.gstin, gstr1FileMessages.gstin)
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{2}[0-9A-Z]{13}$/, { message: gstr1FileMessages.gstin }),
  period: plainText('Period', gstr1FileMessages.period, gstr1FileMessages.period).refine(isPeriodMonth, {
    message: gstr1FileMessages.period,
  }),
};

export const gstr1FileQuerySchema = z.preprocess(
  oneValueEach,
  z.object({
    ...registrationPeriod,
    format: z
      .preprocess(blankToUndefined, z.enum(GSTR1_FILE_FORMATS, { error: 'Format must be json or xlsx' }).optional())
      .transform((f) => f ?? 'json'),
  }),
);
/** GET /api/reports/gstr1/summary?gstin=&period=YYYY-MM: the same return, table by table, for the screen. */
export const gstr1SummaryQuerySchema = z.preprocess(oneValueEach, z.object(registrationPeriod));
export type Gstr1FileQuery = z.output<typeof gstr1FileQuerySchema>;

/** 'GSTR1_29AAHFK4108N1ZZ_102026.json': the GSTIN and the return's fp, as the offline tool names its files. */
export const gstr1UploadFileName = (gstin: string, fp: string, format: Gstr1FileFormat) => `GSTR1_${gstin}_${fp}.${format}`;
