// Office bodies the offices suites send: a Maharashtra head office and a Karnataka branch (demo GSTINs).

export const headOfficeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Head Office',
  kind: 'head_office',
  address: '502, Meridian House, Fort',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
  gstin: '27AAHFK4108N1Z3',
  bank_details: 'Bank: HDFC Bank Ltd., Fort Branch',
  upi_id: 'kapooriyer@hdfcbank',
  ...over,
});

export const branchBody = (over: Record<string, unknown> = {}) => ({
  name: 'Bengaluru Branch',
  kind: 'branch',
  address: '21 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  gstin: '29AAHFK4108N1ZZ',
  bank_details: 'Bank: ICICI Bank Ltd., Residency Road',
  upi_id: 'kapooriyer.blr@icici',
  series_prefix: 'KA',
  filing_frequency: 'quarterly',
  ...over,
});
