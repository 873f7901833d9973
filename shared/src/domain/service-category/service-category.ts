import { z } from 'zod';
import { percentageField, textField } from '../validation';

// Spec 01 §3, §4, §5: a service category with its GST rates (percentages, step 0.01).

export const SERVICE_CATEGORY_DEFAULTS = { is_active: true, cgst: 9, sgst: 9, igst: 18 } as const;

export const SERVICE_CATEGORY_MESSAGES = {
  name: 'Service name is required',
  description: 'Description is required',
  cgst: 'CGST must be between 0 and 100',
  sgst: 'SGST must be between 0 and 100',
  igst: 'IGST must be between 0 and 100',
} as const;

export const serviceCategoryBodySchema = z.object({
  name: textField('Service name', { required: true, max: 255 }),
  description: textField('Description', { required: true, max: 1000 }),
  is_active: z.boolean().default(SERVICE_CATEGORY_DEFAULTS.is_active),
  cgst: percentageField(SERVICE_CATEGORY_MESSAGES.cgst).default(SERVICE_CATEGORY_DEFAULTS.cgst),
  sgst: percentageField(SERVICE_CATEGORY_MESSAGES.sgst).default(SERVICE_CATEGORY_DEFAULTS.sgst),
  igst: percentageField(SERVICE_CATEGORY_MESSAGES.igst).default(SERVICE_CATEGORY_DEFAULTS.igst),
});
export type ServiceCategoryBody = z.infer<typeof serviceCategoryBodySchema>;
export type ServiceCategoryInput = z.input<typeof serviceCategoryBodySchema>;

export type ServiceCategory = {
  service_category_id: number;
  name: string;
  description: string;
  is_active: boolean;
  cgst: number;
  sgst: number;
  igst: number;
  /** Spec 02 §3's option field: CGST plus SGST, the rate a domestic invoice charges (optional: the server always sends it). */
  gst_tax_percentage?: number;
  created_at: string | null;
};
