import type { OfficeKind } from '@firm/shared/domain/offices';
import type { ExportTaxMode } from '@firm/shared/domain/gst';

// The offices screens' words for the firm's GST setting.

export const EXPORT_TAX_MODE_LABELS: Record<ExportTaxMode, string> = {
  lut: 'Under LUT, without IGST (zero-rated)',
  igst: 'With IGST paid (refund claimed later)',
};

export const OFFICE_KIND_LABELS: Record<OfficeKind, string> = { head_office: 'Head Office', branch: 'Branch' };
