// The firm behind the public site and the demo data. One founding year, used everywhere (spec 01 §1 has two).
export const FIRM = {
  name: 'Kapoor Iyer & Co.',
  legalName: 'Kapoor Iyer & Co., Chartered Accountants',
  tagline: 'Chartered Accountants',
  foundedYear: 2008,
  email: 'contact@kapooriyer.in',
  phone: '+91 22 4971 2300',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm',
  icaiFrn: '118204W',
  /** Grievance Officer under the DPDP Act, 2023, named in the terms and the privacy notice. */
  grievanceOfficer: { name: 'CA Priya Deshmukh', email: 'privacy@kapooriyer.in' },
  /** The demo firm's bank lines on its invoices (an organisation keeps its own in `payment_details`). */
  paymentDetails: [
    'Bank: HDFC Bank Ltd., Fort Branch, Mumbai',
    'A/c name: Kapoor Iyer & Co.  A/c no.: 50200012345678',
    'IFSC: HDFC0000060  UPI: kapooriyer@hdfcbank',
  ].join('\n'),
} as const;

export type Office = {
  kind: 'Head Office' | 'Branch Office';
  city: string;
  lines: string[];
  state: string;
  stateCode: string;
  pincode: string;
  phone: string;
  email: string;
  gstin: string;
};

export const OFFICES: readonly Office[] = [
  {
    kind: 'Head Office',
    city: 'Mumbai',
    lines: ['502, Meridian House, 14 Veer Nariman Road', 'Fort, Mumbai'],
    state: 'Maharashtra',
    stateCode: '27',
    pincode: '400001',
    phone: '+91 22 4971 2300',
    email: 'mumbai@kapooriyer.in',
    gstin: '27AAHFK4108N1Z3',
  },
  {
    kind: 'Branch Office',
    city: 'Bengaluru',
    lines: ['3rd Floor, Prestige Terraces, 21 Residency Road', 'Shanthala Nagar, Bengaluru'],
    state: 'Karnataka',
    stateCode: '29',
    pincode: '560025',
    phone: '+91 80 4127 8800',
    email: 'bengaluru@kapooriyer.in',
    gstin: '29AAHFK4108N1ZZ',
  },
];

/** '502, Meridian House, 14 Veer Nariman Road, Fort, Mumbai 400001' (the lines already end with the city). */
export function officeAddress(office: Office): string {
  return `${office.lines.join(', ')} ${office.pincode}`;
}

/** Years of practice, from the one founding year. */
export function yearsInPractice(today: Date = new Date()): number {
  return today.getFullYear() - FIRM.foundedYear;
}

export type LegalDocument = {
  slug: 'online-order-making-terms' | 'cancellation-and-refund-policy' | 'general-terms-and-registration';
  title: string;
  /** Name the browser saves the download under. */
  fileName: string;
};

// The footer links to these and the server renders them, so both read the slugs from here.
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  {
    slug: 'online-order-making-terms',
    title: 'Online Order Making Terms',
    fileName: 'Kapoor-Iyer-Online-Order-Making-Terms.pdf',
  },
  {
    slug: 'cancellation-and-refund-policy',
    title: 'Cancellation and Refund Policy',
    fileName: 'Kapoor-Iyer-Cancellation-and-Refund-Policy.pdf',
  },
  {
    slug: 'general-terms-and-registration',
    title: 'General Terms and Registration',
    fileName: 'Kapoor-Iyer-General-Terms-and-Registration.pdf',
  },
];

/** '/legal/online-order-making-terms.pdf' */
export function legalDocumentPath(document: LegalDocument): string {
  return `/legal/${document.slug}.pdf`;
}
