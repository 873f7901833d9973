import type { ServiceCategory, ServiceCategoryBody } from '@firm/shared/domain/service-category';
import type { ServiceCategoryRow, ServiceCategoryValues } from './service-categories.repo';

// Rates are stored in basis points (900 = 9 %) and travel as percentages with at most two decimals.

export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const toPercent = (basisPoints: number) => basisPoints / 100;

/** The row schema lives with the list contract in shared/domain; the routes here keep importing it by this name. */
export { serviceCategorySchema } from '@firm/shared/domain/list';

export function toServiceCategory(row: ServiceCategoryRow): ServiceCategory {
  return {
    service_category_id: row.id,
    name: row.name,
    description: row.description,
    is_active: row.isActive,
    cgst: toPercent(row.cgstBp),
    sgst: toPercent(row.sgstBp),
    igst: toPercent(row.igstBp),
    gst_tax_percentage: toPercent(row.cgstBp + row.sgstBp),
    gst_treatment: row.gstTreatment,
    created_at: row.createdAt.toISOString(),
  };
}

export function serviceCategoryValues(body: ServiceCategoryBody): ServiceCategoryValues {
  return {
    name: body.name,
    description: body.description,
    isActive: body.is_active,
    cgstBp: toBasisPoints(body.cgst),
    sgstBp: toBasisPoints(body.sgst),
    igstBp: toBasisPoints(body.igst),
    gstTreatment: body.gst_treatment,
  };
}
