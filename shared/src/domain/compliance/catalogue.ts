import type { ClientType } from '../client';
import type { DueRule } from './due-rules';
import type { ComplianceFrequency } from './periods';
import type { StandardCategory, StandardSac } from './standard-master-data';

// The compliances a new firm's catalogue starts with and their usual dates. The firm edits
// them (names, dates, what applies to whom) and overrides a period's date when a notification extends it.

export const COMPLIANCE_AUTHORITIES = ['gst', 'income_tax', 'tds', 'roc', 'llp', 'other'] as const;
export type ComplianceAuthority = (typeof COMPLIANCE_AUTHORITIES)[number];
export type CatalogueSeed = {
  code: string;
  name: string;
  authority: ComplianceAuthority;
  frequency: ComplianceFrequency;
  rule: DueRule;
  monthsAfter: number;
  dueDay: number;
  /** Empty: every client type. */
  clientTypes: readonly ClientType[];
  /** Whether closing its Project requires the acknowledgement (ARN) number and filing date. */
  ackRequired: boolean;
  /** The service category its Projects take, by name (one of STANDARD_SERVICE_CATEGORIES). */
  category: StandardCategory;
  /** The SAC code its Projects (and so their invoices) carry (one of STANDARD_SAC_CODES). */
  sac: StandardSac;
};

const COMPANIES: readonly ClientType[] = ['private_limited', 'private_limited_opc', 'public_limited'];
const AUDITED: readonly ClientType[] = [
  'private_limited',
  'private_limited_opc',
  'public_limited',
  'limited_liability_partnership',
  'partnership_registered',
  'partnership_unregistered',
];

// GST returns are a business's tax returns, prepared by the firm: tax preparation for enterprises, 998231.
const gst = (s: Omit<CatalogueSeed, 'authority' | 'clientTypes' | 'ackRequired' | 'category' | 'sac'>): CatalogueSeed => ({
  ...s,
  authority: 'gst',
  clientTypes: [],
  ackRequired: true,
  category: 'Taxation Services',
  sac: '998231',
});

export const COMPLIANCE_CATALOGUE_SEED: readonly CatalogueSeed[] = [
  // CGST Rule 59(1) / s.37(1): GSTR-1 by the 11th of the next month (GST portal, "Return filing due dates").
  gst({ code: 'GSTR1', name: 'GSTR-1', frequency: 'monthly', rule: 'standard', monthsAfter: 1, dueDay: 11 }),
  // CGST Rule 59(1) proviso, Notification 83/2020-CT: QRMP filers by the 13th after the quarter.
  gst({ code: 'GSTR1Q', name: 'GSTR-1 (QRMP)', frequency: 'quarterly', rule: 'standard', monthsAfter: 1, dueDay: 13 }),
  // CGST Rule 59(2): the Invoice Furnishing Facility for the first two months of a QRMP quarter, by the 13th.
  gst({ code: 'IFF', name: 'IFF (QRMP)', frequency: 'monthly', rule: 'iff', monthsAfter: 1, dueDay: 13 }),
  // CGST Rule 61(5), Notification 82/2020-CT: GSTR-3B by the 20th of the next month.
  gst({ code: 'GSTR3B', name: 'GSTR-3B', frequency: 'monthly', rule: 'standard', monthsAfter: 1, dueDay: 20 }),
  // Notification 82/2020-CT: QRMP GSTR-3B by the 22nd or 24th after the quarter, by state (see QRMP_22ND_STATES).
  gst({ code: 'GSTR3BQ', name: 'GSTR-3B (QRMP)', frequency: 'quarterly', rule: 'gstr3b_qrmp', monthsAfter: 1, dueDay: 22 }),
  // CGST Rule 62(1)(i): composition dealers' CMP-08 by the 18th of the month after the quarter.
  gst({ code: 'CMP08', name: 'CMP-08', frequency: 'quarterly', rule: 'standard', monthsAfter: 1, dueDay: 18 }),
  // CGST s.44 and Rule 80(1): the annual return GSTR-9 by 31 December after the financial year.
  gst({ code: 'GSTR9', name: 'GSTR-9', frequency: 'yearly', rule: 'standard', monthsAfter: 9, dueDay: 31 }),
  // Income-tax Rule 30(2): tax deducted is deposited by the 7th of the next month; March's by 30 April.
  {
    code: 'TDSPAY',
    name: 'TDS deposit',
    authority: 'tds',
    frequency: 'monthly',
    rule: 'tds_deposit',
    monthsAfter: 1,
    dueDay: 7,
    clientTypes: [],
    ackRequired: false,
    category: 'Taxation Services',
    sac: '998231',
  },
  // Income-tax Rule 31A(2): quarterly statements by 31 July, 31 October, 31 January and 31 May (TRACES).
  // 24Q (salaries) and 26Q (other payments) differ only in what they report.
  ...(['24Q', '26Q'] as const).map((code): CatalogueSeed => ({
    code,
    name: `TDS return ${code}`,
    authority: 'tds',
    frequency: 'quarterly',
    rule: 'tds_return',
    monthsAfter: 1,
    dueDay: 31,
    clientTypes: [],
    ackRequired: true,
    category: 'Taxation Services',
    sac: '998231',
  })),
  // Advance tax and the plain ITR are mostly individuals' and HUFs' (a company's return is an audit case):
  // individual tax preparation and planning, 998232; the firm edits it per compliance.
  // Income-tax Act s.211: advance tax instalments by 15 June, 15 September, 15 December and 15 March.
  {
    code: 'ADVTAX',
    name: 'Advance tax',
    authority: 'income_tax',
    frequency: 'quarterly',
    rule: 'standard',
    monthsAfter: 0,
    dueDay: 15,
    clientTypes: [],
    ackRequired: false,
    category: 'Taxation Services',
    sac: '998232',
  },
  // Income-tax Act s.139(1), Explanation 2: 31 July; audited assessees 31 October; transfer pricing (s.92E) 30 November.
  {
    code: 'ITR',
    name: 'ITR',
    authority: 'income_tax',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 4,
    dueDay: 31,
    clientTypes: [],
    ackRequired: true,
    category: 'Taxation Services',
    sac: '998232',
  },
  {
    code: 'ITRAUDIT',
    name: 'ITR (audit case)',
    authority: 'income_tax',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 7,
    dueDay: 31,
    clientTypes: AUDITED,
    ackRequired: true,
    category: 'Taxation Services',
    sac: '998231',
  },
  {
    code: 'ITRTP',
    name: 'ITR (transfer pricing)',
    authority: 'income_tax',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 8,
    dueDay: 30,
    clientTypes: COMPANIES,
    ackRequired: true,
    category: 'Taxation Services',
    sac: '998231',
  },
  // Income-tax Act s.44AB: the tax audit report (Form 3CA/3CB-3CD) one month before the ITR date, 30 September.
  {
    code: 'TAXAUDIT',
    name: 'Tax audit report',
    authority: 'income_tax',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 6,
    dueDay: 30,
    clientTypes: AUDITED,
    ackRequired: true,
    category: 'Audit & Assurance',
    sac: '998221',
  },
  // Companies Act s.137(1): AOC-4 within 30 days of the AGM; s.92(4): MGT-7 within 60 days (MCA e-forms).
  {
    code: 'AOC4',
    name: 'AOC-4',
    authority: 'roc',
    frequency: 'yearly',
    rule: 'agm',
    monthsAfter: 0,
    dueDay: 30,
    clientTypes: COMPANIES,
    ackRequired: true,
    category: 'Compliance & ROC',
    sac: '998399',
  },
  {
    code: 'MGT7',
    name: 'MGT-7',
    authority: 'roc',
    frequency: 'yearly',
    rule: 'agm',
    monthsAfter: 0,
    dueDay: 60,
    clientTypes: COMPANIES,
    ackRequired: true,
    category: 'Compliance & ROC',
    sac: '998399',
  },
  // LLP Rules 2009, r.25: Form 11 within 60 days of the year's end (30 May); r.24: Form 8 by 30 October.
  {
    code: 'LLP11',
    name: 'LLP Form 11',
    authority: 'llp',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 2,
    dueDay: 30,
    clientTypes: ['limited_liability_partnership'],
    ackRequired: true,
    category: 'Compliance & ROC',
    sac: '998399',
  },
  {
    code: 'LLP8',
    name: 'LLP Form 8',
    authority: 'llp',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 7,
    dueDay: 30,
    clientTypes: ['limited_liability_partnership'],
    ackRequired: true,
    category: 'Compliance & ROC',
    sac: '998399',
  },
  // Companies (Appointment and Qualification of Directors) Rules, r.12A: DIR-3 KYC by 30 September after the year.
  {
    code: 'DIR3KYC',
    name: 'DIR-3 KYC',
    authority: 'roc',
    frequency: 'yearly',
    rule: 'standard',
    monthsAfter: 6,
    dueDay: 30,
    clientTypes: COMPANIES,
    ackRequired: false,
    category: 'Compliance & ROC',
    sac: '998399',
  },
];

/**
 * The compliance the board opens on when none is named (GET /api/compliance/board without
 * compliance_id): the first active one, in the catalogue's order, that some client subscribes to, else
 * the first active one; null when none is active.
 */
export function defaultBoardComplianceId(catalogue: readonly { id: number; is_active: boolean; subscriptions: number }[]): number | null {
  const active = catalogue.filter((c) => c.is_active);
  return active.find((c) => c.subscriptions > 0)?.id ?? active[0]?.id ?? null;
}
