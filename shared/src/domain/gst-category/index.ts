// A client's GST category. The category list and the countries sit with the GST basics
// (gst/categories.ts, gst/countries.ts) because the tax-invoice rules there read them and gst/ must not import
// this entity back (an import cycle); they are re-exported here, so this entity stays their one door.
export {
  COUNTRIES,
  COUNTRY_NAMES,
  countryByName,
  DEFAULT_GST_CATEGORY,
  GST_CATEGORIES,
  GST_CATEGORY_LABELS,
  GST_CATEGORY_RULES,
  gstCategoryLabel,
  gstCategoryOf,
  gstCategoryRules,
  isGstCategory,
  isIndiaCountry,
  type GstCategory,
  type GstCategoryRules,
} from '../gst';
export * from './gstin-kinds';
export * from './client-gst';
