import { z } from 'zod';
import {
  adminRegistrationSchema,
  REGISTERING_USER_ID_MESSAGES,
  orgUserCreateSchema,
  parseCreatorId,
  staffRegistrationSchema,
  toggleUserStatusSchema,
  userUpdateSchema,
} from './user';
import { zodFieldErrors } from '../validation';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : zodFieldErrors(result.error);
}

const admin = {
  first_name: 'Priya',
  last_name: "D'Souza-Iyer",
  email: '  Priya@Example.COM ',
  phone: '9876543210',
  creator_id: 1,
  firm_name: 'Default Firm Name',
  address: 'Default Address',
};

describe('admin registration', () => {
  it('accepts a complete body and tidies the e-mail', () => {
    const body = adminRegistrationSchema.parse(admin);
    expect(body.email).toBe('priya@example.com');
    expect(body.last_name).toBe("D'Souza-Iyer");
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: ' ' }, 'last_name', 'Last name is required'],
    [{ first_name: 'Priya1' }, 'first_name', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ last_name: 'S.' }, 'last_name', 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ first_name: 'A'.repeat(51) }, 'first_name', 'First name must be no more than 50 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'priya@' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'p'.repeat(250)}@x.com` }, 'email', 'Email must be less than 255 characters'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '987654321' }, 'phone', 'Phone number must be exactly 10 digits'],
    [{ creator_id: undefined }, 'creator_id', 'User authentication error. Please log in again.'],
    [{ creator_id: 'abc' }, 'creator_id', 'Invalid creator ID. Please log in again.'],
    [{ creator_id: 0 }, 'creator_id', 'Invalid creator ID. Please log in again.'],
  ])('with %j reports %s: %s', (patch, field, message) => {
    expect(errorsOf(adminRegistrationSchema, { ...admin, ...patch })[field]).toBe(message);
  });

  it('accepts a missing firm name and address', () => {
    expect(adminRegistrationSchema.safeParse({ ...admin, firm_name: undefined, address: '' }).success).toBe(true);
  });
});

describe('creator id from the session', () => {
  it.each([
    [null, { ok: false, message: 'User authentication error. Please log in again.' }],
    ['', { ok: false, message: 'User authentication error. Please log in again.' }],
    ['abc', { ok: false, message: 'Invalid creator ID. Please log in again.' }],
    ['-3', { ok: false, message: 'Invalid creator ID. Please log in again.' }],
    ['0', { ok: false, message: 'Invalid creator ID. Please log in again.' }],
    ['12', { ok: true, id: 12 }],
    [7, { ok: true, id: 7 }],
  ])('%j gives %j', (raw, expected) => {
    expect(parseCreatorId(raw)).toEqual(expected);
  });
});

describe('creator id of any other registration', () => {
  it.each([
    [undefined, 'User not authenticated. Please log in again.'],
    ['x7', 'Invalid user ID. Please log in again.'],
  ])('%j gives %s', (raw, message) => {
    expect(parseCreatorId(raw, REGISTERING_USER_ID_MESSAGES)).toEqual({ ok: false, message });
  });
});

describe('other user bodies', () => {
  it('registers a supervisor without firm fields', () => {
    const body = staffRegistrationSchema.parse({ ...admin, firm_name: undefined, address: undefined });
    expect(body).toEqual({
      first_name: 'Priya',
      last_name: "D'Souza-Iyer",
      email: 'priya@example.com',
      phone: '9876543210',
      creator_id: 1,
    });
  });

  it('coerces the toggle body user id and needs a boolean', () => {
    expect(toggleUserStatusSchema.parse({ user_id: '5', is_active: false })).toEqual({ user_id: 5, is_active: false });
    expect(toggleUserStatusSchema.safeParse({ user_id: 5, is_active: 'no' }).success).toBe(false);
  });

  it('updates a user with the shared phone rule and an optionalField designation', () => {
    const base = { first_name: 'Ravi', last_name: 'Kumar', phone: '+91 98765 43210', email: 'RAVI@x.in', is_active: true };
    expect(userUpdateSchema.parse({ ...base, designation: null }).email).toBe('ravi@x.in');
    expect(errorsOf(userUpdateSchema, { ...base, phone: '12345' }).phone).toBe('Phone number must be at least 10 digits');
  });

  it.each([
    ['admin', 2, true],
    ['supervisor', 3, true],
    ['employee', 4, true],
    ['employee', 2, false],
    ['superadmin', 1, false],
  ])('creates an organisation user as %s with role id %d: %s', (role_name, role_id, ok) => {
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '9876543210', role_name, role_id, is_active: true };
    expect(orgUserCreateSchema.safeParse(body).success).toBe(ok);
  });
});
