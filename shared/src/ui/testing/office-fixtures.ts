import type { OfficeView } from '@firm/shared/domain/offices';

// Tests only: the firm's two billing offices as GET /api/master/offices lists them, for every screen that
// shows or picks an office (offices, invoices, clients, GSTR-1).

/** The head office in Mumbai (Maharashtra), on the firm's plain invoice series. */
export const headOffice: OfficeView = {
  office_id: 1,
  name: 'Head Office',
  kind: 'head_office',
  address: '4th Floor, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400021',
  gstin: '27AAHFK4108N1Z3',
  bank_details: null,
  upi_id: null,
  series_prefix: null,
  filing_frequency: 'monthly',
  lut_arn: null,
  lut_financial_year: null,
};

/** A branch in Bengaluru (Karnataka) with its own GSTIN and its own series, KA. */
export const branchOffice: OfficeView = {
  ...headOffice,
  office_id: 2,
  name: 'Bengaluru Branch',
  kind: 'branch',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  state_code: '29',
  pincode: '560025',
  gstin: '29AAHFK4108N1ZZ',
  series_prefix: 'KA',
};
