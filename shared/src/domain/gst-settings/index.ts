import { z } from 'zod';
import { EXPORT_TAX_MODES, type ExportTaxMode } from '../gst';

// The firm's GST settings, the admin's to change: how exports of services are invoiced.

export const EXPORT_TAX_MODE_LABELS: Record<ExportTaxMode, string> = {
  lut: 'Under LUT, without IGST (zero-rated)',
  igst: 'With IGST paid (refund claimed later)',
};

/** GET and PUT /api/settings/gst */
export const gstSettingsSchema = z.object({
  export_tax_mode: z.enum(EXPORT_TAX_MODES, { error: 'Export of services must be lut or igst' }),
});
export type GstSettings = z.infer<typeof gstSettingsSchema>;
