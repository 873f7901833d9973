import {
  countryByName,
  GST_CATEGORY_LABELS,
  gstCategoryRules,
  gstinCheckCharacter,
  gstinMatchesState,
  gstinPartMessages,
  gstinProblem,
  isIndiaCountry,
  normalizeGstin,
  stateByName,
  type GstCategory,
} from '../gst';
import { messages } from '../validation';
import { checkGstin, type GstinKind } from './gstin-kinds';

// The GST fields of a client by its category: the GST number (required and of the category's
// kind, or left out), an Indian state or a country. Regular keeps spec 01's words exactly.

export const CLIENT_GST_MESSAGES = {
  required: messages.required('GST number'),
  format: messages.invalidFormat('GST number'),
  /** A generic word for a wrong check character; a client's number is told the character it should end in. */
  checksum: 'GST number check character is invalid',
  state: 'GST number state code does not match the selected state',
  stateRequired: messages.required('State'),
  stateFormat: messages.invalidFormat('State'),
  notAllowed: (category: GstCategory) => `An ${GST_CATEGORY_LABELS[category]} client has no GST number: leave it empty`,
  kind: (category: GstCategory, kinds: readonly GstinKind[]) =>
    `This is not a GST number a${/^[AEIOU]/.test(GST_CATEGORY_LABELS[category]) ? 'n' : ''} ${GST_CATEGORY_LABELS[category]} client can have: it takes ${kinds.map((k) => GSTIN_KIND_WORDS[k]).join(' or ')}`,
  countryRequired: messages.required('Country'),
  countryUnknown: 'Country is not a country of the ISO list',
  countryIndia: 'An overseas client is outside India: choose its country, or another GST category',
  countryNotIndia: 'A client in India has India as its country: choose Overseas for a client outside India',
} as const;

const GSTIN_KIND_WORDS: Record<GstinKind, string> = {
  normal: 'a normal taxpayer GSTIN',
  tds: 'a TDS registrant GSTIN (with its TAN)',
  tcs: 'a TCS (e-commerce) GSTIN',
  government: 'a government department id',
  uin: 'a UIN',
  non_resident: 'a non-resident taxable person GSTIN',
  oidar: 'an OIDAR GSTIN',
};

/**
 * Says which part of the number is wrong: of a normal taxpayer's shape part by part (`gstinProblem`), of
 * another kind its state code or check character; a number of no known shape keeps spec 01's words.
 */
function gstNumberMessage(gstin: string, problem: 'format' | 'checksum' | 'state' | 'kind', category: GstCategory): string {
  const kinds = gstCategoryRules(category).gstinKinds;
  if (problem === 'kind') return CLIENT_GST_MESSAGES.kind(category, kinds);
  if (problem === 'checksum') return gstinPartMessages.check(gstinCheckCharacter(gstin.slice(0, 14)));
  if (problem === 'state') return gstinPartMessages.state(gstin.slice(0, 2));
  return kinds.includes('normal')
    ? (gstinProblem(gstin, CLIENT_GST_MESSAGES.format)?.message ?? CLIENT_GST_MESSAGES.format)
    : CLIENT_GST_MESSAGES.format;
}

export type ClientGstFields = { category: GstCategory; gstNumber?: string | null; state?: string | null; country?: string | null };
export type ClientGstIssue = { path: (string | number)[]; message: string };

/** Every problem with a client's GST number, state and country for its category (empty when it may be saved). */
export function clientGstIssues({ category, gstNumber, state, country }: ClientGstFields): ClientGstIssue[] {
  const rules = gstCategoryRules(category);
  const issues: ClientGstIssue[] = [];
  const gstin = normalizeGstin(gstNumber ?? '');
  const stateText = (state ?? '').trim();
  if (rules.address === 'indian_state') {
    if (!stateText) issues.push({ path: ['address', 'state'], message: CLIENT_GST_MESSAGES.stateRequired });
    else if (!stateByName(stateText)) issues.push({ path: ['address', 'state'], message: CLIENT_GST_MESSAGES.stateFormat });
    if (!isIndiaCountry(country)) issues.push({ path: ['address', 'country'], message: CLIENT_GST_MESSAGES.countryNotIndia });
  } else {
    // An overseas address may name its state or region as text (any name: Pakistan has a Punjab too).
    if (!(country ?? '').trim()) issues.push({ path: ['address', 'country'], message: CLIENT_GST_MESSAGES.countryRequired });
    else if (!countryByName(country)) issues.push({ path: ['address', 'country'], message: CLIENT_GST_MESSAGES.countryUnknown });
    else if (isIndiaCountry(country)) issues.push({ path: ['address', 'country'], message: CLIENT_GST_MESSAGES.countryIndia });
  }
  if (rules.gstin === 'none') {
    if (gstin) issues.push({ path: ['gst_number'], message: CLIENT_GST_MESSAGES.notAllowed(category) });
    return issues;
  }
  if (!gstin) return [...issues, { path: ['gst_number'], message: CLIENT_GST_MESSAGES.required }];
  const check = checkGstin(gstin, rules.gstinKinds);
  if (!check.ok) return [...issues, { path: ['gst_number'], message: gstNumberMessage(gstin, check.problem, category) }];
  if (stateText && stateByName(stateText) && !gstinMatchesState(gstin, stateText))
    issues.push({ path: ['gst_number'], message: CLIENT_GST_MESSAGES.state });
  return issues;
}
