import { z } from 'zod';
import { EXPORT_TAX_MODES } from './tax-invoice';

// The firm's GST settings, the admin's to change: how exports of services are invoiced.

/** GET and PUT /api/settings/gst */
export const gstSettingsSchema = z.object({
  export_tax_mode: z.enum(EXPORT_TAX_MODES, { error: 'Export of services must be lut or igst' }),
});
export type GstSettings = z.infer<typeof gstSettingsSchema>;
