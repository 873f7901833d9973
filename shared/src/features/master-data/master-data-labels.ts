import type { GstTreatment } from '@firm/shared/domain/gst-rate';

// The master-data screens' words for a service's GST treatment.

export const GST_TREATMENT_LABELS: Record<GstTreatment, string> = {
  taxable: 'Taxable',
  nil_rated: 'Nil-rated (0 %)',
  exempt: 'Exempt (0 %)',
};
