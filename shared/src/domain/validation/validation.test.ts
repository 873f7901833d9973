import { z } from 'zod';
import {
  amountField,
  DECIMAL_ID_PATTERN,
  emailField,
  idField,
  isValidId,
  LIMITS,
  plainText,
  zodFieldErrors,
  messages,
  panField,
  percentageField,
  phoneField,
  pincodeField,
  tenDigitPhoneField,
  textField,
} from './validation';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('generic messages', () => {
  it.each([
    [messages.required('Company name'), 'Company name is required'],
    [messages.minLength('Name', 2), 'Name must be at least 2 characters'],
    [messages.maxLength('Name', 50), 'Name must be no more than 50 characters'],
    [messages.invalidFormat('GST number'), 'GST number format is invalid'],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('textField', () => {
  const schema = textField('City', { required: true, min: 2, max: 5, pattern: /^[a-z]+$/ });
  it.each([
    ['', 'City is required'],
    ['   ', 'City is required'],
    ['a', 'City must be at least 2 characters'],
    ['abcdef', 'City must be no more than 5 characters'],
    ['AB', 'City format is invalid'],
    [' abc ', undefined],
  ])('reports %j as %s', (value, expected) => {
    expect(firstMessage(schema, value)).toBe(expected);
  });

  it('trims what it accepts', () => {
    expect(schema.parse(' abc ')).toBe('abc');
  });
});

describe('emailField', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-address', 'Please enter a valid email address'],
    ['a b@x.in', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@x.com`, 'Email must be less than 255 characters'],
    ['Someone@Firm.IN', undefined],
  ])('reports %j as %s', (value, expected) => {
    expect(firstMessage(emailField(), value)).toBe(expected);
  });

  it('trims and lower-cases the address', () => {
    expect(emailField().parse('  Priya.S@Example.COM ')).toBe('priya.s@example.com');
  });
});

describe('phone rules', () => {
  it.each([
    ['', 'Phone number is required'],
    ['98765', 'Phone number must be at least 10 digits'],
    ['+91 98765 43210', undefined],
    ['9876543210', undefined],
  ])('the shared rule reports %j as %s', (value, expected) => {
    expect(firstMessage(phoneField(), value)).toBe(expected);
  });

  it.each([
    ['', 'Phone number is required'],
    ['98765', 'Phone number must be exactly 10 digits'],
    ['98765432101', 'Phone number must be exactly 10 digits'],
    ['98765-43210', 'Phone number must be exactly 10 digits'],
    ['9876543210', undefined],
  ])('the admin rule reports %j as %s', (value, expected) => {
    expect(firstMessage(tenDigitPhoneField(), value)).toBe(expected);
  });
});

describe('PIN code, PAN, percentage and amount', () => {
  it.each([
    ['40001', 'PIN code must be exactly 6 digits'],
    ['4000011', 'PIN code must be exactly 6 digits'],
    ['40000a', 'PIN code must be exactly 6 digits'],
    ['400001', undefined],
  ])('PIN code %j → %s', (value, expected) => {
    expect(firstMessage(pincodeField(), value)).toBe(expected);
  });

  it.each([
    ['AAHFK4108N', undefined],
    ['aahfk4108n', undefined],
    ['AAHF4108N1', 'PAN format is invalid'],
    ['AAHFK41080', 'PAN format is invalid'],
  ])('PAN %j → %s', (value, expected) => {
    expect(firstMessage(panField(), value)).toBe(expected);
  });

  it.each([
    [0, undefined],
    [100, undefined],
    ['18', undefined],
    [9.5, undefined],
    [0.1 + 0.2, undefined],
    [-1, 'Percentage must be between 0 and 100'],
    [100.01, 'Percentage must be between 0 and 100'],
    ['', 'Percentage must be between 0 and 100'],
    ['abc', 'Percentage must be between 0 and 100'],
    [9.555, 'Percentage must be between 0 and 100'],
  ])('percentage %j → %s', (value, expected) => {
    expect(firstMessage(percentageField(), value)).toBe(expected);
  });

  it.each([
    [0, undefined],
    ['1500.50', undefined],
    [-0.01, 'Amount must be a valid positive number'],
    ['x', 'Amount must be a valid positive number'],
  ])('amount %j → %s', (value, expected) => {
    expect(firstMessage(amountField(), value)).toBe(expected);
  });
});

describe('zodFieldErrors', () => {
  it('keeps the first message of each field path', () => {
    const schema = z.object({ a: textField('A', { required: true }), b: z.object({ c: pincodeField() }) });
    const result = schema.safeParse({ a: '', b: { c: '1' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)).toEqual({ a: 'A is required', 'b.c': 'PIN code must be exactly 6 digits' });
  });
});

describe('text the database cannot hold', () => {
  it.each([
    ['a named text field', textField('Company name', { required: true }), 'Company name format is invalid'],
    ['an e-mail', emailField(), 'Please enter a valid email address'],
    ['a phone', phoneField(), 'Phone number format is invalid'],
    ['a ten-digit phone', tenDigitPhoneField(), 'Phone number format is invalid'],
    ['plain text', plainText('Role'), 'Role format is invalid'],
  ])('refuses a NUL character in %s', (_label, schema, message) => {
    expect(firstMessage(schema, 'ab\u0000c@d.in 9876543210')).toBe(message);
    expect(firstMessage(schema, '\u0000')).toBe(message);
  });

  it('keeps every other character', () => {
    expect(textField('Company name').parse(' Café — ₹ 中文 \t ')).toBe('Café — ₹ 中文');
  });
});

describe('record ids', () => {
  const id = idField('Invalid id');

  it.each([
    [12, 12],
    ['12', 12],
    [2147483647, 2147483647],
    ['2147483647', 2147483647],
  ])('takes %j as the id %d', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([0, -1, 1.5, 2147483648, '2147483648', '0xc', '1e3', ' 12', '12 ', '+12', '012', '-1', '', null, true, [12], { id: 12 }])(
    'refuses %j',
    (input) => {
      expect(firstMessage(id, input)).toBe('Invalid id');
    },
  );

  it('agrees with isValidId and the decimal pattern', () => {
    expect([1, LIMITS.maxId, 0, LIMITS.maxId + 1, 2.5].map(isValidId)).toEqual([true, true, false, false, false]);
    expect(['1', '2147483647', '0', '01', '1e3', '0x1'].map((s) => DECIMAL_ID_PATTERN.test(s))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
