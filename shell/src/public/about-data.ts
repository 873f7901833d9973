import { FIRM, OFFICES } from './site-data';

export type TeamMember = { name: string; role: string; qualifications: string; focus: string; office: string };

const [headOffice, branch] = OFFICES;

export const TEAM: readonly TeamMember[] = [
  {
    name: 'CA Rajesh Kapoor',
    role: 'Founding & Managing Partner',
    qualifications: 'FCA, B.Com (University of Mumbai)',
    focus: 'Statutory audit of listed and unlisted companies; 28 years in practice.',
    office: headOffice.city,
  },
  {
    name: 'CA Lakshmi Iyer',
    role: 'Founding Partner, Direct Tax',
    qualifications: 'FCA, LL.B., DISA (ICAI)',
    focus: 'Corporate and international tax, assessments and appeals.',
    office: headOffice.city,
  },
  {
    name: 'CA Arjun Mehrotra',
    role: 'Partner, GST & Indirect Tax',
    qualifications: 'FCA, Certificate Course on GST (ICAI)',
    focus: 'GST advisory, audits and litigation for manufacturing and e-commerce.',
    office: headOffice.city,
  },
  {
    name: 'CA Priya Deshmukh',
    role: 'Partner, Corporate Law & ROC',
    qualifications: 'FCA, ACS',
    focus: 'Incorporations, MCA filings, FEMA reporting and restructuring.',
    office: headOffice.city,
  },
  {
    name: 'CA Karthik Raghavan',
    role: 'Partner, Business Advisory',
    qualifications: 'ACA, CFA Charterholder',
    focus: 'Virtual CFO, valuation and fund-raise support for startups.',
    office: branch.city,
  },
  {
    name: 'CA Neha Sharma',
    role: 'Senior Manager, Audit & Assurance',
    qualifications: 'ACA, DipIFR (ACCA)',
    focus: 'Ind AS reporting, internal audit and IFC testing.',
    office: branch.city,
  },
];

export const MILESTONES: readonly { year: number; title: string; text: string }[] = [
  {
    year: FIRM.foundedYear,
    title: 'The firm is founded',
    text: `Rajesh Kapoor and Lakshmi Iyer open a two-partner practice in Fort, ${headOffice.city}.`,
  },
  { year: 2011, title: 'Peer review', text: 'The firm earns its first ICAI peer review certificate, renewed every cycle since.' },
  {
    year: 2014,
    title: 'First listed-company audit',
    text: 'Appointed statutory auditor of a BSE-listed engineering company.',
  },
  {
    year: 2016,
    title: `${branch.city} branch`,
    text: `A ${branch.city} office opens on Residency Road to serve South India’s startups and technology firms.`,
  },
  {
    year: 2017,
    title: 'GST rollout',
    text: 'A dedicated indirect-tax practice moves over 200 clients to GST in its first quarter.',
  },
  { year: 2021, title: 'Paperless practice', text: 'Every engagement runs on secure e-filing and digital working papers.' },
  {
    year: 2024,
    title: '500 clients',
    text: 'The client base passes 500 businesses, professionals and families, with over 50 professionals.',
  },
  {
    year: 2026,
    title: 'Client portal',
    text: 'Clients track their work, invoices and payments online with OTP sign-in.',
  },
];

/** 'CA Rajesh Kapoor' → 'RK'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^CA\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}
