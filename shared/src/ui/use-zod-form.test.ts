import type { FieldErrors } from 'react-hook-form';
import { flattenFieldErrors } from './use-zod-form';

describe('flattening form errors', () => {
  it('lists each message under its path, in the order the form holds them', () => {
    const contactsErrors = Object.assign([undefined, { phone: { type: 'server', message: 'Phone taken' } }], {
      root: { type: 'validation', message: 'At least one contact is required' },
    });
    const errors = {
      client_name: { type: 'validation', message: 'Company name is required' },
      contacts: contactsErrors,
      state: { type: 'validation', message: 'State is required' },
    } as unknown as FieldErrors;
    expect(Object.entries(flattenFieldErrors(errors))).toEqual([
      ['client_name', 'Company name is required'],
      ['contacts.1.phone', 'Phone taken'],
      ['contacts', 'At least one contact is required'],
      ['state', 'State is required'],
    ]);
  });

  it('does not walk into the DOM element an error points at', () => {
    const ref = { message: 'not an error', nested: { message: 'nor this' } };
    expect(
      flattenFieldErrors({ email: { type: 'validation', message: 'Please enter a valid email address', ref } } as unknown as FieldErrors),
    ).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
