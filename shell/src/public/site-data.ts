// The public pages take the firm's details and formatting (here) and the contact rules (contact-form.tsx,
// send-enquiry.ts) straight from their files, not from the '@firm/shared/domain' barrel: the barrel also exports zod schemas (roles.ts and more),
// and a federation-shared module is never tree-shaken, so going through it would add zod to the first
// load of every public page.
export { FIRM, OFFICES, LEGAL_DOCUMENTS, legalDocumentPath, type Office } from '../../../shared/src/domain/firm/firm';
export { formatRupees, formatNumber } from '../../../shared/src/domain/format/format';

export const SIGN_IN_PATH = '/auth/signin';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** Spec 01 §1: the marketing figures, exactly as stated. */
export const FIRM_STATS = [
  { value: '500+', label: 'Clients served' },
  { value: '15+', label: 'Years of practice' },
  { value: '50+', label: 'Professionals' },
  { value: '98%', label: 'Success rate' },
] as const;
