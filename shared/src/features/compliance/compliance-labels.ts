import type { ComplianceAuthority, ComplianceFrequency, DueRule, ComplianceState } from '@firm/shared/domain/compliance';

// The compliance screens' words for the catalogue's authorities, frequencies and due-date rules, and a
// period's state on the boards.

export const COMPLIANCE_AUTHORITY_LABELS: Record<ComplianceAuthority, string> = {
  gst: 'GST',
  income_tax: 'Income Tax',
  tds: 'TDS',
  roc: 'ROC/MCA',
  llp: 'LLP',
  other: 'Other',
};

export const COMPLIANCE_FREQUENCY_LABELS: Record<ComplianceFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  half_yearly: 'Half-yearly',
  yearly: 'Yearly',
  one_time: 'One-time',
};

export const DUE_RULE_LABELS: Record<DueRule, string> = {
  standard: 'Fixed day after the period',
  gstr3b_qrmp: 'GSTR-3B quarterly (22nd or 24th by state)',
  iff: 'IFF (first two months of a quarter)',
  tds_deposit: 'TDS deposit (March: 30 April)',
  tds_return: 'TDS return (Q4: 31 May)',
  agm: 'Days after the AGM',
};

export const COMPLIANCE_STATE_LABELS: Record<ComplianceState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  waiting: 'Waiting',
  filed_on_time: 'Filed on time',
  filed_late: 'Filed late',
  overdue: 'Overdue',
};
