import { gstinCheckCharacter } from '@firm/shared/domain/gst';
import type { StaffRole } from '@firm/shared/domain/auth';

// The demo firm's people, clients and master data: realistic enough to click through every screen.
// PANs follow the holder's kind (4th letter C company, F firm or LLP, P person, H HUF, T trust), and
// each GSTIN is state code + PAN + entity number + Z + its computed check character.

/** A valid GSTIN for a PAN registered in a state (first registration, default 'Z'). */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export type DemoUser = {
  role: StaffRole;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  designation: string;
  office: 'Mumbai' | 'Bengaluru';
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'superadmin',
    email: 'superadmin@kapooriyer.in',
    firstName: 'Arvind',
    lastName: 'Kapoor',
    phone: '9820145623',
    designation: 'Managing Partner',
    office: 'Mumbai',
  },
  {
    role: 'admin',
    email: 'admin@kapooriyer.in',
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    phone: '9845072318',
    designation: 'Partner, Operations',
    office: 'Bengaluru',
  },
  {
    role: 'supervisor',
    email: 'supervisor@kapooriyer.in',
    firstName: 'Nikhil',
    lastName: 'Deshpande',
    phone: '9819634570',
    designation: 'Audit Manager',
    office: 'Mumbai',
  },
  {
    role: 'employee',
    email: 'employee@kapooriyer.in',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    phone: '9767281945',
    designation: 'Audit Associate',
    office: 'Mumbai',
  },
];

export type DemoContact = { name: string; role: string; email: string; phone: string };

export type DemoClient = {
  code: string;
  name: string;
  type: string;
  pan: string;
  stateCode: '27' | '29';
  state: 'Maharashtra' | 'Karnataka';
  street: string;
  city: string;
  pincode: string;
  phone: string;
  email: string;
  cin: string | null;
  contacts: DemoContact[];
};

export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    code: 'CLI_1001',
    name: 'Sahyadri Foods Private Limited',
    type: 'private_limited',
    pan: 'AAKCS4821M',
    stateCode: '27',
    state: 'Maharashtra',
    street: 'Plot 14, MIDC Bhosari',
    city: 'Pune',
    pincode: '411026',
    phone: '2027124400',
    email: 'info@sahyadrifoods.in',
    cin: 'U15490MH2016PTC165432',
    contacts: [
      { name: 'Meera Joshi', role: 'Accounts Manager', email: 'accounts@sahyadrifoods.in', phone: '9822014567' },
      { name: 'Sunil Patil', role: 'Director', email: 'sunil.patil@sahyadrifoods.in', phone: '9822098431' },
    ],
  },
  {
    code: 'CLI_1002',
    name: 'Deccan Ridge Advisors LLP',
    type: 'limited_liability_partnership',
    pan: 'AAPFD7314K',
    stateCode: '29',
    state: 'Karnataka',
    street: '4th Floor, Embassy Square, 148 Infantry Road',
    city: 'Bengaluru',
    pincode: '560001',
    phone: '8041529900',
    email: 'office@deccanridge.in',
    cin: null,
    contacts: [{ name: 'Ananya Hegde', role: 'Designated Partner', email: 'ananya@deccanridge.in', phone: '9880123476' }],
  },
  {
    code: 'CLI_1003',
    name: 'Shree Ganesh Traders',
    type: 'proprietorship',
    pan: 'BQWPS5567L',
    stateCode: '27',
    state: 'Maharashtra',
    street: 'Shop 7, Main Road, Panchavati',
    city: 'Nashik',
    pincode: '422003',
    phone: '2532518870',
    email: 'ganesh@shreeganeshtraders.in',
    cin: null,
    contacts: [{ name: 'Ganesh Shinde', role: 'Proprietor', email: 'ganesh@shreeganeshtraders.in', phone: '9890456712' }],
  },
  {
    code: 'CLI_1004',
    name: 'Dr. Kavitha Raman',
    type: 'individual',
    pan: 'CGHPR8842D',
    stateCode: '29',
    state: 'Karnataka',
    street: '22, 3rd Cross, Gokulam',
    city: 'Mysuru',
    pincode: '570002',
    phone: '8212512044',
    email: 'kavitha.raman@drkavitharaman.in',
    cin: null,
    contacts: [{ name: 'Kavitha Raman', role: 'Self', email: 'kavitha.raman@drkavitharaman.in', phone: '9448012389' }],
  },
  {
    code: 'CLI_1005',
    name: 'Venkatesh Murthy HUF',
    type: 'huf',
    pan: 'AAHHV2219Q',
    stateCode: '29',
    state: 'Karnataka',
    street: '109, 8th Main, Jayanagar 4th Block',
    city: 'Bengaluru',
    pincode: '560011',
    phone: '8026634581',
    email: 'venkatesh.huf@murthyfamily.in',
    cin: null,
    contacts: [
      { name: 'Venkatesh Murthy', role: 'Karta', email: 'venkatesh.huf@murthyfamily.in', phone: '9845567123' },
      { name: 'Padma Venkatesh', role: 'Member', email: 'padma@murthyfamily.in', phone: '9845567124' },
    ],
  },
  {
    code: 'CLI_1006',
    name: 'Saraswati Vidya Trust',
    type: 'trusts',
    pan: 'AABTS6603R',
    stateCode: '27',
    state: 'Maharashtra',
    street: '1120, Rajarampuri 5th Lane',
    city: 'Kolhapur',
    pincode: '416008',
    phone: '2312528810',
    email: 'office@saraswatividya.org.in',
    cin: null,
    contacts: [
      { name: 'Shubhangi Pawar', role: 'Managing Trustee', email: 'trustee@saraswatividya.org.in', phone: '9922345671' },
      { name: 'Rahul Jadhav', role: 'Accountant', email: 'accounts@saraswatividya.org.in', phone: '9922345672' },
    ],
  },
];

/** The contact the banner offers for the Client Login tab. */
export const DEMO_CLIENT_LOGIN = 'accounts@sahyadrifoods.in';

/** Rates in basis points: CGST 9 %, SGST 9 %, IGST 18 % (spec 01 §4 defaults). */
export const DEMO_SERVICE_CATEGORIES = [
  { name: 'Audit & Assurance', description: 'Statutory, tax and internal audits; limited reviews and certifications.' },
  { name: 'Taxation Services', description: 'Income tax and GST returns, assessments, TDS compliance and representation.' },
  { name: 'Compliance & ROC', description: 'Annual filings with the Registrar of Companies, MCA forms and secretarial records.' },
  { name: 'Business Advisory', description: 'Budgeting, MIS, project reports, valuations and process reviews.' },
  { name: 'Corporate Services', description: 'Incorporation of companies and LLPs, restructuring and FEMA filings.' },
].map((c) => ({ ...c, cgstBp: 900, sgstBp: 900, igstBp: 1800 }));

export const DEMO_SAC_CODES = [
  { code: '998221', description: 'Financial auditing services' },
  { code: '998222', description: 'Accounting and bookkeeping services' },
  { code: '998223', description: 'Payroll services' },
  { code: '998231', description: 'Corporate tax consulting and preparation services' },
  { code: '998232', description: 'Individual tax preparation and planning services' },
  { code: '998311', description: 'Management consulting and management services' },
  { code: '998399', description: 'Other professional, technical and business services n.e.c.' },
];
