import { clientErrorLabel, clientFormPath } from './use-client-form';

describe('client form paths', () => {
  it.each([
    ['client_name', [0], 'client_name'],
    ['address.state', [0], 'state'],
    ['address.country', [0], 'country'],
    ['contacts.0.phone', [0, 2], 'contacts.0.phone'],
    ['contacts.1.phone', [0, 2], 'contacts.2.phone'],
    ['contacts.1.email', [1, 3], 'contacts.3.email'],
    ['contacts.5.email', [1, 3], 'contacts.root'],
    ['contacts', [], 'contacts.root'],
  ])('carries the body path %s back to the form (rows sent %j) as %s', (path, rows, formPath) => {
    expect(clientFormPath(path, rows)).toBe(formPath);
  });

  it('names a contact field by its row on screen', () => {
    expect(clientErrorLabel('contacts.1.phone')).toBe('Contact 2 Phone Number');
    expect(clientErrorLabel('pincode')).toBe('PIN Code');
  });
});
