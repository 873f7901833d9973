import { z } from 'zod';
import type { serviceCategorySchema } from '../list';
import { GST_TREATMENTS, rateTripleProblem } from '../gst-rate';
import { percentageField, textField } from '../validation';

// Spec 01 §3, §4, §5: a service category with its GST rates (percentages, step 0.01). The three
// rates are one GST rate (CGST = SGST = half, IGST = whole, a slab), and a 0 % category is nil-rated or
// exempt. A call that sends only CGST and SGST, or only IGST, gets the others from the one rate.

export const SERVICE_CATEGORY_DEFAULTS = { is_active: true, cgst: 9, sgst: 9, igst: 18 } as const;

export const SERVICE_CATEGORY_MESSAGES = {
  name: 'Service name is required',
  description: 'Description is required',
  cgst: 'CGST must be between 0 and 100',
  sgst: 'SGST must be between 0 and 100',
  igst: 'IGST must be between 0 and 100',
} as const;

// Only a field left out is filled: a field sent empty is refused as spec 01 says.
const given = (value: unknown) => value !== undefined;
const numeric = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN);
const half = (value: number) => Math.round((value / 2) * 100) / 100;

/** Fills the rates a call left out from the one it sent (IGST → halves; CGST + SGST → IGST); else the defaults. */
function fillRates(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  const igst = numeric(body.igst);
  if (!given(body.cgst) && !given(body.sgst) && given(body.igst) && Number.isFinite(igst)) {
    body.cgst = half(igst);
    body.sgst = half(igst);
  }
  const cgst = numeric(body.cgst);
  const sgst = numeric(body.sgst);
  if (!given(body.igst) && given(body.cgst) && given(body.sgst) && Number.isFinite(cgst) && Number.isFinite(sgst))
    body.igst = Math.round((cgst + sgst) * 100) / 100;
  if (!given(body.gst_treatment) && [body.cgst, body.sgst, body.igst].every((v) => given(v) && numeric(v) === 0))
    body.gst_treatment = 'nil_rated';
  return body;
}

const toBp = (percent: number) => Math.round(percent * 100);

const serviceCategoryFieldsSchema = z.object({
  name: textField('Service name', { required: true, max: 255 }),
  description: textField('Description', { required: true, max: 1000 }),
  is_active: z.boolean().default(SERVICE_CATEGORY_DEFAULTS.is_active),
  cgst: percentageField(SERVICE_CATEGORY_MESSAGES.cgst).default(SERVICE_CATEGORY_DEFAULTS.cgst),
  sgst: percentageField(SERVICE_CATEGORY_MESSAGES.sgst).default(SERVICE_CATEGORY_DEFAULTS.sgst),
  igst: percentageField(SERVICE_CATEGORY_MESSAGES.igst).default(SERVICE_CATEGORY_DEFAULTS.igst),
  gst_treatment: z.enum(GST_TREATMENTS, { error: 'GST treatment must be taxable, nil_rated or exempt' }).default('taxable'),
});

export const serviceCategoryBodySchema = z.preprocess(
  fillRates,
  serviceCategoryFieldsSchema.superRefine((body, ctx) => {
    const problem = rateTripleProblem({ cgstBp: toBp(body.cgst), sgstBp: toBp(body.sgst), igstBp: toBp(body.igst) }, body.gst_treatment);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [body.gst_treatment !== 'taxable' && body.igst === 0 ? 'gst_treatment' : 'igst'],
        message: problem,
      });
  }),
);
export type ServiceCategoryBody = z.infer<typeof serviceCategoryBodySchema>;
export type ServiceCategoryInput = z.input<typeof serviceCategoryFieldsSchema>;

export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
