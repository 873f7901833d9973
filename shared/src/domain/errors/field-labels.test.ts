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
  ])('labels %s as %s', (field, label) => {
    expect(friendlyFieldLabel(field)).toBe(label);
  });
});
