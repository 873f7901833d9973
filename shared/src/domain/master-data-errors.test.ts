import {
  adminListErrorMessage,
  adminManagementErrorMessage,
  adminRegistrationError,
  adminUpdateErrorMessage,
  type ApiFailure,
  clientSaveErrorMessage,
  friendlyFieldLabel,
  registrationErrorMessage,
  sacCodeFetchErrorMessage,
  sacCodeSaveErrorMessage,
  serviceCategorySaveErrorMessage,
  userCreateErrorMessage,
  userUpdateErrorMessage,
} from './master-data-errors';

const fieldErrors400: ApiFailure = {
  status: 400,
  data: { success: false, message: 'Validation failed', errors: [{ field: 'email', message: 'Email is required' }] },
};
const detail422: ApiFailure = { status: 422, data: { detail: [{ loc: ['body', 'phone'], msg: 'too short', type: 'value_error' }] } };
const timeout: ApiFailure = { code: 'ECONNABORTED', message: 'timeout of 0ms exceeded' };
const network: ApiFailure = { code: 'ERR_NETWORK', message: 'Network Error' };

describe('admin management', () => {
  it.each<[ApiFailure, string]>([
    [{ status: 400, data: { message: 'Super admins cannot be deactivated' } }, 'Super admins cannot be deactivated'],
    [{ status: 400, data: {} }, 'Cannot change status for this role or validation error'],
    [{ status: 404, data: {} }, 'Resource not found'],
    [detail422, 'Validation Error: too short'],
    [{ status: 500, data: { message: 'boom' } }, 'Server error occurred'],
    [{ status: 502, data: { message: 'Bad gateway' } }, 'Server error: Bad gateway'],
    [timeout, 'Request timeout. Please check your connection.'],
    [network, 'Network error: Network Error'],
    [{}, 'An unknown error occurred'],
  ])('%j → %s', (failure, message) => {
    expect(adminManagementErrorMessage(failure)).toBe(message);
  });

  it('prefixes a list failure', () => {
    expect(adminListErrorMessage({ status: 500 })).toBe('Failed to fetch admins: Server error occurred');
  });
});

describe('admin registration', () => {
  it.each<[ApiFailure, string, boolean, boolean]>([
    [fieldErrors400, 'Email is required', false, false],
    [{ status: 400, data: { errors: [{ field: 'phone', message: 'too short' }] } }, 'phone: too short', false, false],
    [{ status: 400, data: { message: 'Email already registered' } }, 'Email already registered', false, false],
    [{ status: 400, data: {} }, 'Validation error: Admin with this email may already exist', false, false],
    [{ status: 409, data: { message: 'A user with this email already exists' } }, 'A user with this email already exists', false, false],
    [detail422, 'phone: too short', false, false],
    [{ status: 422, data: {} }, 'Validation error: Please check your input', false, false],
    [{ status: 500, data: { message: 'database connection lost' } }, 'Database connection issue detected. The admin may have been created. Refreshing the list...', true, false],
    [{ status: 500, data: { message: 'boom' } }, 'Registration failed due to server error. Please try again later.', false, false],
    [{ status: 503, data: { message: 'Database connection failed' } }, 'Admin may have been created. Refreshing the list to verify...', true, false],
    [{ status: 401, data: {} }, 'Authentication error. Please log in again.', false, true],
    [{ status: 403, data: {} }, 'Authentication error. Please log in again.', false, true],
    [timeout, 'Request timeout. Please check your connection.', true, false],
    [network, 'An unexpected error occurred. Please try again.', false, false],
  ])('%j → %s', (failure, message, refreshList, signIn) => {
    expect(adminRegistrationError(failure)).toEqual({ message, refreshList, signIn });
  });

  it('gives any registration the server detail or a plain failure', () => {
    expect(registrationErrorMessage({ status: 400, data: { detail: 'Email taken' } })).toBe('Email taken');
    expect(registrationErrorMessage({ status: 500 })).toBe('Registration failed');
  });
});

describe('admin update', () => {
  it.each<[ApiFailure, string]>([
    [fieldErrors400, 'Email is required'],
    [{ status: 400, data: {} }, 'Invalid user data provided'],
    [{ status: 401 }, 'Authentication required. Please log in again.'],
    [{ status: 403 }, 'Insufficient permissions to update this user'],
    [{ status: 404 }, 'User not found'],
    [{ status: 500 }, 'Failed to update user. Server error occurred.'],
    [network, 'Failed to update admin details'],
  ])('%j → %s', (failure, message) => {
    expect(adminUpdateErrorMessage(failure)).toBe(message);
  });
});

describe('clients', () => {
  it.each<[ApiFailure, 'create' | 'update', string]>([
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

describe('users, service categories and SAC codes', () => {
  it.each<[string, string]>([
    [userCreateErrorMessage({ status: 409, data: { message: 'A user with this email already exists' } }), 'A user with this email already exists'],
    [userCreateErrorMessage({ status: 500 }), 'Failed to create user. Please try again.'],
    [userUpdateErrorMessage(network), 'Failed to update user details.'],
    [userUpdateErrorMessage(fieldErrors400), 'Email Address: Email is required'],
    [userUpdateErrorMessage({ status: 400, data: { errors: [{ field: 'first_name', message: 'First name is required' }] } }), 'First name is required'],
    [sacCodeSaveErrorMessage({ status: 400, data: { errors: [{ field: 'code', message: 'SAC code already exists' }] } }, 'create'), 'SAC code already exists'],
    [serviceCategorySaveErrorMessage({ status: 500 }, 'create'), 'Failed to add service category'],
    [serviceCategorySaveErrorMessage(network, 'update'), 'Failed to update service category'],
    [serviceCategorySaveErrorMessage({ status: 409, data: { message: 'Service name already exists' } }, 'create'), 'Service name already exists'],
    [sacCodeSaveErrorMessage({ status: 409, data: { message: 'SAC code already exists' } }, 'create'), 'SAC code already exists'],
    [sacCodeSaveErrorMessage({ status: 500 }, 'create'), 'Failed to add SAC code'],
    [sacCodeSaveErrorMessage(network, 'update'), 'Failed to update SAC code'],
    [sacCodeFetchErrorMessage({ status: 404, data: { message: 'SAC code not found' } }), 'SAC code not found'],
    [sacCodeFetchErrorMessage(network), 'Failed to fetch SAC code'],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
