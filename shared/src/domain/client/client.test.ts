import {
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  clientBodySchema,
  clientTypeLabel,
  clientCodeNumber,
  fromWireClientType,
  nextClientCode,
  toWireClientType,
} from './client';
import {
  dedupeIdenticalContacts,
  dropBlankContacts,
  duplicateContactProblems,
  findDuplicateContacts,
  isTemporaryContactId,
  MAX_CONTACTS,
} from './client-contacts';
import { zodFieldErrors } from '../validation';

const contact = { name: 'Anita Rao', role: 'Director', email: 'anita@acme.in', phone: '9876543210', is_active: true };
const body = {
  client_name: 'Acme Traders Pvt Ltd',
  client_code: '',
  address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: '' },
  phone: '',
  email: '',
  gst_number: '27aapfu0939f1zv',
  cin: '',
  is_active: true,
  client_type: 'private_limited_opc',
  contacts: [contact],
};

function errorsOf(value: unknown): Record<string, string> {
  const result = clientBodySchema.safeParse(value);
  return result.success ? {} : zodFieldErrors(result.error);
}

describe('client types', () => {
  it('has the fourteen types with their list labels', () => {
    expect(CLIENT_TYPES).toHaveLength(14);
    expect(CLIENT_TYPES.map((t) => CLIENT_TYPE_LABELS[t])).toEqual([
      'Individual',
      'Proprietorship',
      'Partnership (R)',
      'Partnership (U)',
      'LLP',
      'Private Ltd OPC',
      'Private Limited',
      'Public Limited',
      'Trusts',
      'Society',
      'Association of Persons',
      'Body of Individuals',
      'Banking Companies',
      'HUF',
    ]);
  });

  it.each([
    ['private_limited_opc', 'one_person_company'],
    ['huf', 'huf'],
  ] as const)('sends %s as %s', (type, wire) => {
    expect(toWireClientType(type)).toBe(wire);
  });

  it.each([
    ['one_person_company', 'private_limited_opc'],
    ['PRIVATE_LIMITED', 'private_limited'],
    ['company', 'individual'],
    [null, 'individual'],
  ])('reads %j as %s', (wire, type) => {
    expect(fromWireClientType(wire)).toBe(type);
  });

  it('labels a wire type', () => {
    expect(clientTypeLabel('one_person_company')).toBe('Private Ltd OPC');
  });
});

describe('client code', () => {
  it('follows the highest number of the sequence, starting as the demo does', () => {
    expect(nextClientCode(null)).toBe('CLI_1001');
    expect(nextClientCode(1006)).toBe('CLI_1007');
  });

  it.each([
    ['CLI_1001', 1001],
    ['CLI_7', 7],
    ['CLI_1795933832202', null],
    ['CLI_KONKAN', null],
    ['ACME01', null],
  ])('reads %s as number %j of the sequence', (code, number) => {
    expect(clientCodeNumber(code)).toBe(number);
  });
});

describe('client body', () => {
  it('normalises a valid body', () => {
    const parsed = clientBodySchema.parse(body);
    expect(parsed.gst_number).toBe('27AAPFU0939F1ZV');
    expect(parsed.address.country).toBe('India');
    expect(parsed.client_type).toBe('one_person_company');
    expect(parsed.client_code).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });

  it.each([
    [{ client_name: ' ' }, 'client_name', 'Company name is required'],
    [{ address: { ...body.address, street: '' } }, 'address.street', 'Company address is required'],
    [{ address: { ...body.address, state: '' } }, 'address.state', 'State is required'],
    [{ address: { ...body.address, pincode: '41100' } }, 'address.pincode', 'PIN code must be exactly 6 digits'],
    [{ gst_number: '' }, 'gst_number', 'GST number is required'],
    [{ gst_number: '27AAPFU0939F1Z' }, 'gst_number', 'GST number format is invalid'],
    [{ gst_number: '27AAPFU0939F1ZW' }, 'gst_number', "The GSTIN's check character is wrong: the last character should be V"],
    [{ gst_number: '29AAHFK4108N1ZZ' }, 'gst_number', 'GST number state code does not match the selected state'],
    [{ email: 'acme@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '12345' }, 'phone', 'Phone number must be at least 10 digits'],
    [{ contacts: [] }, 'contacts', 'At least one contact is required'],
    [{ contacts: [{ name: '', email: '', phone: '' }] }, 'contacts', 'At least one contact is required'],
    [{ contacts: [{ ...contact, name: '' }] }, 'contacts.0.name', 'Contact name is required'],
    [{ contacts: [contact, { ...contact, name: 'B', email: 'b@acme.in' }] }, 'contacts.1.phone', 'Duplicate phone'],
    [
      { contacts: [contact, { ...contact, name: 'B', phone: '9000000000', email: 'ANITA@acme.in' }] },
      'contacts.0.email',
      'Duplicate email',
    ],
  ])('with %j reports %s: %s', (patch, field, message) => {
    expect(errorsOf({ ...body, ...patch })[field]).toBe(message);
  });

  const overseas = (pincode: string, country = 'United Kingdom') => ({
    ...body,
    gst_number: '',
    gst_category: 'overseas',
    address: { street: '1 Gresham Street', city: 'London', state: 'Greater London', pincode, country },
  });

  it.each(['EC2V 8AA', 'SW1A 1AA', '10115', 'K1A 0B1', '12345-6789'])('takes the overseas postcode %j and a region as text', (pincode) => {
    const country = pincode.includes('-') ? 'United States' : 'United Kingdom';
    const result = clientBodySchema.safeParse(overseas(pincode, country));
    expect(result.success && result.data.address).toMatchObject({ pincode, state: 'Greater London' });
  });

  it.each([
    [overseas('EC2V/8AA'), 'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters'],
    [overseas('-EC2V'), 'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters'],
    [overseas('EC2V 8AA 1234 5'), 'Postcode must be letters and digits (spaces and hyphens between them), at most 12 characters'],
    [{ ...body, address: { ...body.address, pincode: 'EC2V 8AA' } }, 'PIN code must be exactly 6 digits'],
    [{ ...body, address: { ...body.address, pincode: '4110011' } }, 'PIN code must be exactly 6 digits'],
  ])('refuses the postcode of %j: %s', (value, message) => {
    expect(errorsOf(value)['address.pincode']).toBe(message);
  });

  it.each([
    ['a number', 5],
    ['null', null],
    ['a list', ['Anita']],
    ['a contact with a numeric name', { name: 123 }],
    ['a contact with an e-mail that is an object', { name: 'Anita', email: { a: 1 } }],
  ])('reports a contact that is %s as a wrong type instead of failing', (_label, entry) => {
    const result = clientBodySchema.safeParse({ ...body, contacts: [contact, entry] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ code: 'invalid_type', path: expect.arrayContaining(['contacts', 1]) });
  });

  it(`takes at most ${MAX_CONTACTS} contacts`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Contact ${i}` }));
    expect(clientBodySchema.safeParse({ ...body, contacts: many(MAX_CONTACTS) }).success).toBe(true);
    expect(errorsOf({ ...body, contacts: many(MAX_CONTACTS + 1) }).contacts).toBe(`A client can have at most ${MAX_CONTACTS} contacts`);
  });

  it('refuses a contact id that is not a plain decimal within range', () => {
    for (const id of ['0xc', '1e3', ' 12', -1, 1.5]) {
      expect(clientBodySchema.safeParse({ ...body, contacts: [{ ...contact, id }] }).success).toBe(false);
    }
  });

  it('drops blank contacts and temporary ids before sending', () => {
    const parsed = clientBodySchema.parse({
      ...body,
      contacts: [
        { ...contact, id: '1700000000000' },
        { name: ' ', email: '', phone: '' },
        { ...contact, id: 12, phone: '9000000000', email: 'x@acme.in' },
      ],
    });
    expect(parsed.contacts.map((c) => c.id)).toEqual([undefined, 12]);
  });
});

describe('contact rules', () => {
  it('drops contacts with no name, e-mail or phone', () => {
    expect(dropBlankContacts([{ name: ' ' }, { name: '', email: 'a@b.in' }, { phone: '9' }])).toEqual([
      { name: '', email: 'a@b.in' },
      { phone: '9' },
    ]);
  });

  it('keeps entries that are not contacts, or hold values that are not text, for the schema to refuse', () => {
    const entries = [null, 7, 'x', [], { name: 0 }, { name: null, email: null, phone: null }];
    expect(dropBlankContacts(entries)).toEqual([null, 7, 'x', [], { name: 0 }]);
  });

  it('marks every contact that shares a phone or an e-mail, ignoring blanks, case and separators', () => {
    const contacts = [
      { phone: '98765 43210', email: 'A@x.in' },
      { phone: '9876543210', email: '' },
      { phone: '', email: 'a@x.in ' },
      { phone: '', email: '' },
    ];
    expect(findDuplicateContacts(contacts)).toEqual({ phoneIndexes: [0, 1], emailIndexes: [0, 2] });
  });

  it.each([
    [{ phoneIndexes: [0, 1], emailIndexes: [] }, ['Duplicate Phone Numbers: Each contact must have a unique phone number.']],
    [{ phoneIndexes: [], emailIndexes: [1, 2] }, ['Duplicate Email Addresses: Each contact must have a unique e-mail address.']],
    [{ phoneIndexes: [], emailIndexes: [] }, []],
  ])('titles %j', (duplicates, expected) => {
    expect(duplicateContactProblems(duplicates).map((p) => `${p.title}: ${p.message}`)).toEqual(expected);
  });

  it('collapses identical contacts into the first', () => {
    const a = { id: 1, name: 'Anita', email: 'anita@x.in', phone: '9876543210' };
    const b = { id: 2, name: 'anita ', email: 'ANITA@x.in', phone: '9876543210' };
    const c = { id: 3, name: 'Anita', email: 'anita@x.in', phone: '9000000000' };
    expect(dedupeIdenticalContacts([a, b, c]).map((x) => x.id)).toEqual([1, 3]);
  });

  it.each([
    ['a1b2-c3', true],
    [1732200000000, true],
    ['1732200000000', true],
    [999999999, false],
    [42, false],
    [undefined, false],
  ])('id %j is temporary: %s', (id, expected) => {
    expect(isTemporaryContactId(id)).toBe(expected);
  });
});
