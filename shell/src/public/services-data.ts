import type { IconName } from './icons';

export type ServiceCategory = {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  offerings: readonly string[];
};

// Spec 01 §1's six categories, with what an Indian CA practice actually files and signs for each.
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    id: 'audit-assurance',
    icon: 'shield',
    title: 'Audit & Assurance',
    summary: 'Independent audits that satisfy regulators, lenders and investors, and tell you where your controls leak.',
    offerings: [
      'Statutory audit under the Companies Act, 2013',
      'Tax audit under section 44AB (Form 3CA/3CB-3CD)',
      'Internal, concurrent and stock audits',
      'Internal financial controls (IFC) testing',
      'GST reconciliation and annual return review',
      'Financial and tax due diligence',
    ],
  },
  {
    id: 'taxation',
    icon: 'receipt',
    title: 'Taxation',
    summary: 'Direct and indirect tax handled end to end: planning, returns, TDS and representation before the department.',
    offerings: [
      'Income-tax returns for individuals, firms, LLPs and companies',
      'GST registration and monthly GSTR-1 / GSTR-3B returns',
      'GSTR-9 and GSTR-9C annual returns',
      'TDS/TCS returns (24Q, 26Q, 27Q) and Form 16/16A',
      'Advance tax computation and tax planning',
      'Scrutiny assessments, notices and appeals before CIT(A)',
    ],
  },
  {
    id: 'compliance-roc',
    icon: 'scale',
    title: 'Compliance & ROC Filings',
    summary: 'Company-law and LLP compliance on the MCA portal, filed on time so late fees and penalties never arrive.',
    offerings: [
      'Company, LLP and OPC incorporation',
      'Annual ROC filings: AOC-4, MGT-7/7A, LLP Form 8 and 11',
      'DIR-3 KYC, DIN and director changes',
      'DPT-3, MSME-1 and charge filings (CHG-1)',
      'Statutory registers, board and AGM minutes',
      'Strike-off and LLP closure',
    ],
  },
  {
    id: 'business-advisory',
    icon: 'chart',
    title: 'Business Advisory',
    summary: 'Numbers turned into decisions: budgets, MIS, financing and valuation from advisers who know your books.',
    offerings: [
      'Virtual CFO and monthly MIS reporting',
      'Budgets, cash-flow forecasts and working-capital reviews',
      'Project reports and CMA data for bank finance',
      'Business and share valuation',
      'Startup India recognition and fund-raise readiness',
      'Process reviews and cost optimisation',
    ],
  },
  {
    id: 'corporate-services',
    icon: 'building',
    title: 'Corporate Services',
    summary: 'The day-to-day finance back office, from bookkeeping to payroll and foreign-investment reporting.',
    offerings: [
      'Accounting and bookkeeping on Tally Prime and Zoho Books',
      'Payroll with PF, ESI and professional tax',
      'FEMA and RBI reporting: FC-GPR, FC-TRS, annual FLA return',
      'Secretarial support and share transfers',
      'Mergers, demergers and restructuring support',
      'Import Export Code and GST LUT filings',
    ],
  },
  {
    id: 'specialised-services',
    icon: 'star',
    title: 'Specialised Services',
    summary: 'Focused practices for situations that need a specialist: cross-border tax, charities, forensics and Ind AS.',
    offerings: [
      'NRI taxation, Form 15CA/15CB and repatriation',
      'Trusts and NGOs: 12A/80G registration and FCRA compliance',
      'Forensic accounting and fraud investigation',
      'Ind AS conversion and implementation',
      'Transfer pricing documentation and Form 3CEB',
      'Insolvency and Bankruptcy Code (IBC) support',
    ],
  },
];

/** The four the home page shows as cards. */
export const FEATURED_SERVICE_IDS = ['audit-assurance', 'taxation', 'compliance-roc', 'business-advisory'] as const;

export const PROCESS_STEPS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'chat',
    title: 'Consultation',
    text: 'A partner meets you, in person or online, to understand your business, your deadlines and any open notices.',
  },
  {
    icon: 'clipboard',
    title: 'Planning',
    text: 'We agree the scope, the documents we need, a fixed fee and a compliance calendar, in writing.',
  },
  {
    icon: 'cog',
    title: 'Execution',
    text: 'Our team prepares, reviews and files. Every return is checked by a second chartered accountant before it goes.',
  },
  {
    icon: 'headset',
    title: 'Support',
    text: 'Acknowledgements, reminders and answers stay in your client portal, and we stand by the work in any assessment.',
  },
];
