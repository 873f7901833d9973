import type { HttpFailure } from './error-messages';
import { clientSaveErrorMessage } from './clients-errors';

describe('clients', () => {
  it.each<[HttpFailure, 'create' | 'update', string]>([
    [{ status: 400, data: { errors: [{ field: 'gst_number', message: 'GST number check character is invalid' }] } }, 'create', 'Validation error: GST number check character is invalid'],
    [{ status: 400, data: {} }, 'create', 'Validation error or duplicate data'],
    [{ status: 409, data: { message: 'Contact phone already exists' } }, 'update', 'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.'],
    [{ status: 400, data: { errors: [{ field: 'contacts.0.email', message: 'Contact email already exists' }] } }, 'update', 'A contact with this email address already exists for this client. Please use a different email address or update the existing contact.'],
    [{ status: 500, data: { message: 'x' } }, 'create', 'Internal server error'],
    [{ status: 404, data: {} }, 'update', 'Failed to update client'],
    [{ status: 404, data: {} }, 'create', 'Failed to create client'],
  ])('%j while %s → %s', (failure, mode, message) => {
    expect(clientSaveErrorMessage(failure, mode)).toBe(message);
  });
});
