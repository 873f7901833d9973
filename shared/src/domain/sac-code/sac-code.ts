import { z } from 'zod';
import type { sacCodeSchema } from '../list';
import { textField } from '../validation';

// Spec 01 §3 and §5: a SAC code (service accounting code for GST) is six digits.

export const SAC_CODE_MESSAGES = {
  required: 'SAC code is required',
  sixDigits: 'SAC code must be exactly 6 digits',
  description: 'Description is required',
} as const;

export const SAC_CODE_PATTERN = /^\d{6}$/;

export const sacCodeBodySchema = z.object({
  code: z
    .string({ error: SAC_CODE_MESSAGES.required })
    .trim()
    .min(1, { message: SAC_CODE_MESSAGES.required, abort: true })
    .regex(SAC_CODE_PATTERN, { message: SAC_CODE_MESSAGES.sixDigits, abort: true }),
  description: textField('Description', { required: true, max: 1000 }),
  is_active: z.boolean().default(true),
});
export type SacCodeBody = z.infer<typeof sacCodeBodySchema>;
export type SacCodeInput = z.input<typeof sacCodeBodySchema>;

export type SacCode = z.infer<typeof sacCodeSchema>;
