// How the screens name a field the server complains about (spec 01 §8).

const FIELD_LABELS: Record<string, string> = {
  phone: 'Phone Number',
  email: 'Email Address',
  gst_number: 'GST Number',
  client_name: 'Company Name',
  client_code: 'Client Code',
  client_type: 'Client Type',
  cin: 'CIN',
  street: 'Company Address',
  city: 'City',
  state: 'State',
  pincode: 'PIN Code',
  country: 'Country',
  name: 'Name',
  role: 'Role',
  contacts: 'Contacts',
  project_name: 'Project Name',
  sac_code: 'SAC Code',
  code: 'SAC Code',
  description: 'Description',
  first_name: 'First Name',
  last_name: 'Last Name',
  gstin: 'GSTIN',
  upi_id: 'UPI ID',
  lut_arn: 'LUT ARN',
  lut_financial_year: 'LUT Financial Year',
};

/** 'contacts.1.phone' → 'Contact 2 Phone Number'; 'address.state' → 'State'. */
export function friendlyFieldLabel(field: string): string {
  const parts = field.split('.').filter((p) => p !== 'body');
  const last = parts[parts.length - 1] ?? field;
  const base = FIELD_LABELS[last] ?? last.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const contactIndex = parts[0] === 'contacts' && parts.length > 2 ? Number(parts[1]) : Number.NaN;
  return Number.isInteger(contactIndex) ? `Contact ${contactIndex + 1} ${base}` : base;
}
