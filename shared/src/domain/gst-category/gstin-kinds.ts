import { GSTIN_PATTERN, hasValidGstinChecksum, normalizeGstin, stateOfCode } from '../gst';

// The kinds of 15-character GST identification numbers the GST portal issues (CGST Rules r.10 and r.17;
// the patterns the GST Network's validators and the GSTR-1 offline tool use). Every kind ends in the same
// base-36 check character (`gstinCheckCharacter`), and every kind but OIDAR starts with a state code.
//   normal        SS + PAN + entity number + 'Z' (or a digit or A-J on older numbers) + check
//   tds           SS + TAN (AAAA99999A) + entity + 'D' + check          (a deductor under CGST Act s.51)
//   tcs           SS + PAN + entity + 'C' + check                        (an e-commerce operator, s.52)
//   government    SS + 4 letters + 5 digits + letter + digit + 'Z' + digit (a department without PAN)
//   uin           SS + 2 digits + 3 letters + 5 digits + 'U' or 'O' + 'N' + check (UN bodies, embassies, r.17)
//   non_resident  SS + 2 digits + 3 letters + 5 digits + 'NR' + check   (a non-resident taxable person)
//   oidar         '99' + 2 digits + 3 letters + 5 digits + 'OS' + check  (online services from abroad)

export type GstinKind = 'normal' | 'tds' | 'tcs' | 'government' | 'uin' | 'non_resident' | 'oidar';

// Order matters: a TDS or TCS number also fits the looser normal shape, so the specific kinds come first.
const PATTERNS: readonly (readonly [GstinKind, RegExp])[] = [
  ['tds', /^[0-9]{2}[A-Z]{4}[0-9]{5}[A-Z][1-9A-Z]D[0-9A-Z]$/],
  ['tcs', /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]C[0-9A-Z]$/],
  ['government', /^[0-9]{2}[A-Z]{4}[0-9]{5}[A-Z][0-9]Z[0-9]$/],
  ['normal', GSTIN_PATTERN],
  ['uin', /^[0-9]{4}[A-Z]{3}[0-9]{5}[UO]N[0-9A-Z]$/],
  ['non_resident', /^[0-9]{4}[A-Z]{3}[0-9]{5}NR[0-9A-Z]$/],
  ['oidar', /^99[0-9]{2}[A-Z]{3}[0-9]{5}OS[0-9A-Z]$/],
];

/** The kind whose shape the number has (spaces and case ignored), before the check character is checked. */
export function gstinKindOf(value: string): GstinKind | undefined {
  const gstin = normalizeGstin(value);
  return PATTERNS.find(([, pattern]) => pattern.test(gstin))?.[0];
}

export type GstinCheck = { ok: true; kind: GstinKind; gstin: string } | { ok: false; problem: 'format' | 'checksum' | 'state' | 'kind' };

/** Shape of one of `kinds`, a known state code (OIDAR excepted) and the check character. */
export function checkGstin(value: string, kinds: readonly GstinKind[]): GstinCheck {
  const gstin = normalizeGstin(value);
  const kind = gstinKindOf(gstin);
  if (!kind) return { ok: false, problem: 'format' };
  if (!kinds.includes(kind)) return { ok: false, problem: 'kind' };
  if (kind !== 'oidar' && !stateOfCode(gstin.slice(0, 2))) return { ok: false, problem: 'state' };
  if (!hasValidGstinChecksum(gstin)) return { ok: false, problem: 'checksum' };
  return { ok: true, kind, gstin };
}
