import { friendlyFieldLabel } from './field-labels';

describe('field labels', () => {
  it.each([
    ['phone', 'Phone Number'],
    ['email', 'Email Address'],
    ['gst_number', 'GST Number'],
    ['project_name', 'Project Name'],
    ['sac_code', 'SAC Code'],
    ['address.state', 'State'],
    ['contacts.1.phone', 'Contact 2 Phone Number'],
    ['opening_balance', 'Opening Balance'],
    ['gstin', 'GSTIN'],
    ['upi_id', 'UPI ID'],
    ['lut_arn', 'LUT ARN'],
    ['lut_financial_year', 'LUT Financial Year'],
  ])('labels %s as %s', (field, label) => {
    expect(friendlyFieldLabel(field)).toBe(label);
  });
});
