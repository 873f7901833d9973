// GSTIN rules and the official GST state codes (CBIC). A GSTIN is: 2-digit state code, the holder's PAN,
// an entity number (1-9 then A-Z for the 10th registration on), a letter (Z by default) and a check
// character computed with the base-36 weighted checksum below.

export type StateKind = 'state' | 'union_territory' | 'other';

export type IndianState = {
  code: string;
  name: string;
  kind: StateKind;
  /** Union Territories without a legislature charge UTGST in place of SGST. */
  utgst: boolean;
};

const state = (code: string, name: string): IndianState => ({ code, name, kind: 'state', utgst: false });
const ut = (code: string, name: string, utgst: boolean): IndianState => ({ code, name, kind: 'union_territory', utgst });

/** The states and UTs a client address may name, in GST state-code order. */
export const INDIAN_STATES: readonly IndianState[] = [
  ut('01', 'Jammu and Kashmir', false),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  ut('04', 'Chandigarh', true),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  ut('07', 'Delhi', false),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  ut('26', 'Dadra and Nagar Haveli and Daman and Diu', true),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  ut('31', 'Lakshadweep', true),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  ut('34', 'Puducherry', false),
  ut('35', 'Andaman and Nicobar Islands', true),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  ut('38', 'Ladakh', true),
  { code: '97', name: 'Other Territory', kind: 'other', utgst: false },
];

/**
 * Codes still found on older registrations: 25 (Daman and Diu, merged into 26 in 2020) and 28
 * (Andhra Pradesh before the division; the state now uses 37).
 */
const LEGACY_CODES: Record<string, string> = {
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '28': 'Andhra Pradesh',
};

export const STATE_NAMES: readonly string[] = INDIAN_STATES.map((s) => s.name);

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Shape only: state digits, PAN, entity character, the 14th character, check character. The 14th is 'Z'
 * by default; older numbers carry a digit or A-J (the set India Compliance's validator accepts), never 'C'
 * (a TCS number) in a normal registration.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/;

export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(first14[i] ?? '');
    if (value < 0) return '';
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export function isGstinFormat(value: string): boolean {
  return GSTIN_PATTERN.test(normalizeGstin(value));
}

export function hasValidGstinChecksum(value: string): boolean {
  const gstin = normalizeGstin(value);
  return gstin.length === 15 && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** What part of a normal taxpayer's GSTIN is wrong: its shape (not 15 letters or digits) or one of its parts. */
export type GstinProblem = { part: 'shape' | 'state' | 'pan' | 'entity' | 'fourteenth' | 'check'; message: string };

export const gstinPartMessages = {
  state: (code: string) => `The GSTIN's state code "${code}" (its first two characters) is not a GST state code`,
  pan: "The GSTIN's characters 3 to 12 should be the holder's PAN: 5 letters, 4 digits and a letter",
  entity: "The GSTIN's 13th character (the entity number) should be 1-9 or A-Z",
  fourteenth: 'The GSTIN\'s 14th character should be "Z"',
  check: (expected: string) => `The GSTIN's check character is wrong: the last character should be ${expected}`,
} as const;

/**
 * The first wrong part of a normal taxpayer's GSTIN, left to right, or null when it is valid. `shapeMessage`
 * is what the caller says of input that is not 15 letters or digits at all.
 */
export function gstinProblem(value: string, shapeMessage: string): GstinProblem | null {
  const gstin = normalizeGstin(value);
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return { part: 'shape', message: shapeMessage };
  const code = gstin.slice(0, 2);
  if (!/^\d{2}$/.test(code) || !stateOfCode(code)) return { part: 'state', message: gstinPartMessages.state(code) };
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) return { part: 'pan', message: gstinPartMessages.pan };
  if (!/^[1-9A-Z]$/.test(gstin[12]!)) return { part: 'entity', message: gstinPartMessages.entity };
  if (!GSTIN_PATTERN.test(gstin)) return { part: 'fourteenth', message: gstinPartMessages.fourteenth };
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  return expected === gstin[14] ? null : { part: 'check', message: gstinPartMessages.check(expected) };
}

/** Shape, a known state code and the check character. */
export function isValidGstin(value: string): boolean {
  const gstin = normalizeGstin(value);
  return isGstinFormat(gstin) && stateOfCode(gstin.slice(0, 2)) !== undefined && hasValidGstinChecksum(gstin);
}

export function stateCodeOfGstin(value: string): string | undefined {
  const code = normalizeGstin(value).slice(0, 2);
  return /^\d{2}$/.test(code) ? code : undefined;
}

export function stateOfCode(code: string): IndianState | undefined {
  const found = INDIAN_STATES.find((s) => s.code === code);
  if (found) return found;
  const legacyName = LEGACY_CODES[code];
  return legacyName ? INDIAN_STATES.find((s) => s.name === legacyName) : undefined;
}

function comparable(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

/** Other spellings peers and older records use, by their comparable key, with the state code they mean. */
const STATE_ALIASES: Record<string, string> = {
  // Code 31 as India Compliance's state list (and the peers that copy it) spells it.
  lakshadweepislands: '31',
};

export function stateByName(name: string): IndianState | undefined {
  const key = comparable(name);
  if (!key) return undefined;
  const alias = STATE_ALIASES[key];
  return alias ? stateOfCode(alias) : INDIAN_STATES.find((s) => comparable(s.name) === key);
}

/** Whether the GSTIN's state code belongs to the named state (legacy codes count for their successor). */
export function gstinMatchesState(gstin: string, stateName: string): boolean {
  const target = stateByName(stateName);
  const code = stateCodeOfGstin(gstin);
  if (!target || !code) return false;
  return stateOfCode(code)?.code === target.code;
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function panOfGstin(value: string): string {
  return normalizeGstin(value).slice(2, 12);
}
