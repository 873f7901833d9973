import type { HttpFailure } from '@firm/shared/domain/errors';
import { clientSaveErrorMessage } from './clients-errors';

describe('clients', () => {
  it.each<[HttpFailure, 'create' | 'update', string]>([
    [
      { status: 400, data: { errors: [{ field: 'gst_number', message: 'GST number check character is invalid' }] } },
      'create',
      'Validation error: GST number check character is invalid',
    ],
    [{ status: 400, data: {} }, 'create', 'Validation error or duplicate data'],
    [
      { status: 400, data: { message: 'Contact phone already exists', code: 'CONTACT_PHONE_TAKEN' } },
      'update',
      'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.',
    ],
    [
      {
        status: 400,
        data: { errors: [{ field: 'contacts.0.email', message: 'Contact email already exists', code: 'CONTACT_EMAIL_TAKEN' }] },
      },
      'update',
      'A contact with this email address already exists for this client. Please use a different email address or update the existing contact.',
    ],
    // The server's words alone decide nothing: without the code it is an ordinary validation refusal.
    [
      { status: 400, data: { errors: [{ field: 'contacts', message: 'Contact phone already exists' }] } },
      'update',
      'Validation error: Contacts: Contact phone already exists',
    ],
    [{ status: 500, data: { message: 'x' } }, 'create', 'Internal server error'],
    [{ status: 404, data: {} }, 'update', 'Failed to update client'],
    [{ status: 404, data: {} }, 'create', 'Failed to create client'],
  ])('%j while %s → %s', (failure, mode, message) => {
    expect(clientSaveErrorMessage(failure, mode)).toBe(message);
  });
});
