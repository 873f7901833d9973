// The service categories and SAC codes the standard compliance catalogue bills under, and how a firm's own
// master data stands in for them.

/**
 * The master data the standard catalogue bills under, added to a new firm with the catalogue. SAC codes
 * of heading 9982 (legal and accounting services) of the GST services classification: 99822 accounting,
 * auditing and bookkeeping; 99823 tax consultancy and preparation. ROC and LLP filings are no tax or audit
 * work: they take 998399, other professional services n.e.c., as the firm's ROC Projects already do.
 */
export const STANDARD_SERVICE_CATEGORIES = [
  { name: 'Taxation Services', description: 'Income tax and GST returns, assessments, TDS compliance and representation.' },
  { name: 'Audit & Assurance', description: 'Statutory, tax and internal audits; limited reviews and certifications.' },
  { name: 'Compliance & ROC', description: 'Annual filings with the Registrar of Companies, MCA forms and secretarial records.' },
] as const;
export type StandardCategory = (typeof STANDARD_SERVICE_CATEGORIES)[number]['name'];
export const STANDARD_SAC_CODES = [
  { code: '998221', description: 'Financial auditing services' },
  { code: '998231', description: 'Corporate tax consulting and preparation services' },
  { code: '998232', description: 'Individual tax preparation and planning services' },
  { code: '998399', description: 'Other professional, technical and business services n.e.c.' },
] as const;
export type StandardSac = (typeof STANDARD_SAC_CODES)[number]['code'];

/**
 * The firm's category for a standard one: the same name, else one whose name holds its first word
 * ('Taxation', 'Audit', 'Compliance'), else the first; null when the firm has none.
 */
export function nearestCategory<T extends { name: string }>(categories: readonly T[], wanted: StandardCategory): T | null {
  const lower = wanted.toLowerCase();
  const word = lower.split(' ')[0]!;
  return (
    categories.find((c) => c.name.toLowerCase() === lower) ??
    categories.find((c) => c.name.toLowerCase().includes(word)) ??
    categories[0] ??
    null
  );
}

/** The firm's SAC code for a standard one: the same code, else one of its group (99823x), of 9982, else the first. */
export function nearestSac<T extends { code: string }>(codes: readonly T[], wanted: StandardSac): T | null {
  return (
    codes.find((c) => c.code === wanted) ??
    codes.find((c) => c.code.startsWith(wanted.slice(0, 5))) ??
    codes.find((c) => c.code.startsWith('9982')) ??
    codes[0] ??
    null
  );
}
