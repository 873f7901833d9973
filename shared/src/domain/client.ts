import { z } from 'zod';
import { gstinMatchesState, hasValidGstinChecksum, isGstinFormat, normalizeGstin, stateByName } from './gst';
import { emailField, idField, messages, optionalField, phoneField, pincodeField, textField } from './validation';

// Spec 01 §3 and §5: client types, the client body (create and update) and its contacts.

export const CLIENT_TYPES = [
  'individual',
  'proprietorship',
  'partnership_registered',
  'partnership_unregistered',
  'limited_liability_partnership',
  'private_limited_opc',
  'private_limited',
  'public_limited',
  'trusts',
  'society',
  'association_of_persons',
  'body_of_individuals',
  'banking_companies',
  'huf',
] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const clientTypeSchema = z.enum(CLIENT_TYPES);

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  individual: 'Individual',
  proprietorship: 'Proprietorship',
  partnership_registered: 'Partnership (R)',
  partnership_unregistered: 'Partnership (U)',
  limited_liability_partnership: 'LLP',
  private_limited_opc: 'Private Ltd OPC',
  private_limited: 'Private Limited',
  public_limited: 'Public Limited',
  trusts: 'Trusts',
  society: 'Society',
  association_of_persons: 'Association of Persons',
  body_of_individuals: 'Body of Individuals',
  banking_companies: 'Banking Companies',
  huf: 'HUF',
};

/** The spelling the API uses: private_limited_opc travels as one_person_company. */
export const WIRE_CLIENT_TYPES = CLIENT_TYPES.map((t) => (t === 'private_limited_opc' ? 'one_person_company' : t)) as readonly string[];

export function toWireClientType(type: ClientType): string {
  return type === 'private_limited_opc' ? 'one_person_company' : type;
}

/** Any spelling read from the API (case-insensitive); unknown types fall back to individual. */
export function fromWireClientType(raw: string | null | undefined): ClientType {
  const key = (raw ?? '').trim().toLowerCase();
  if (key === 'one_person_company') return 'private_limited_opc';
  return (CLIENT_TYPES as readonly string[]).includes(key) ? (key as ClientType) : 'individual';
}

export function clientTypeLabel(raw: string | null | undefined): string {
  return CLIENT_TYPE_LABELS[fromWireClientType(raw)];
}

export const CLIENT_CODE_PREFIX = 'CLI_';
export const DEFAULT_COUNTRY = 'India';

/** 'CLI_' plus a timestamp, for a client saved without a code. */
export function generateClientCode(now: number = Date.now()): string {
  return `${CLIENT_CODE_PREFIX}${now}`;
}

export function ensureClientCode(code: string | null | undefined, now: number = Date.now()): string {
  const trimmed = (code ?? '').trim();
  return trimmed || generateClientCode(now);
}

export const contactSchema = z.object({
  // A browser-made id means "new contact": it is dropped, not sent.
  id: z.preprocess(
    (value) => (value === null || value === '' || isTemporaryContactId(value) ? undefined : value),
    idField('Contact not found').optional(),
  ),
  name: textField('Contact name', { required: true, max: 100 }),
  role: optionalField(textField('Role', { max: 100 })),
  email: optionalField(emailField()),
  phone: optionalField(phoneField()),
  is_active: z.boolean().default(true),
});
export type ContactBody = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

export const addressSchema = z.object({
  street: textField('Company address', { required: true, max: 500 }),
  city: optionalField(textField('City', { max: 100 })),
  state: textField('State', { required: true }).refine((value) => stateByName(value) !== undefined, {
    message: messages.invalidFormat('State'),
    abort: true,
  }),
  pincode: optionalField(pincodeField()),
  country: z.preprocess((value) => (typeof value === 'string' && value.trim() ? value : undefined), textField('Country').default('India')),
});

export const GST_MESSAGES = {
  required: messages.required('GST number'),
  format: messages.invalidFormat('GST number'),
  checksum: 'GST number check character is invalid',
  state: 'GST number state code does not match the selected state',
} as const;

export const gstNumberSchema = z
  .string({ error: GST_MESSAGES.required })
  .transform(normalizeGstin)
  .pipe(
    z
      .string()
      .min(1, { message: GST_MESSAGES.required, abort: true })
      .refine(isGstinFormat, { message: GST_MESSAGES.format, abort: true })
      .refine(hasValidGstinChecksum, { message: GST_MESSAGES.checksum, abort: true }),
  );

/** Any spelling of a client type; sent on in the API's spelling. */
export const wireClientTypeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === 'one_person_company' || (CLIENT_TYPES as readonly string[]).includes(value), {
    message: messages.invalidFormat('Client type'),
  })
  .transform((value) => toWireClientType(fromWireClientType(value)));

/**
 * Contacts one client may have: the people at a client who sign in (partners, directors, the
 * accountant), which even a large group does not take past a few dozen. It also bounds the one
 * statement that inserts them: 50 rows of 9 values is 450 bind parameters, far from PostgreSQL's 65,535.
 */
export const MAX_CONTACTS = 50;

export const CONTACT_MESSAGES = {
  atLeastOne: 'At least one contact is required',
  duplicatePhone: 'Duplicate phone',
  duplicateEmail: 'Duplicate email',
  duplicatePhoneTitle: 'Duplicate Phone Numbers',
  duplicatePhoneText: 'Each contact must have a unique phone number.',
  duplicateEmailTitle: 'Duplicate Email Addresses',
  duplicateEmailText: 'Each contact must have a unique e-mail address.',
  tooMany: `A client can have at most ${MAX_CONTACTS} contacts`,
} as const;

/** POST /api/clients/ and PUT /api/clients/{id}. Blank contacts are dropped before the rules apply. */
export const clientBodySchema = z
  .object({
    client_name: textField('Company name', { required: true, max: 255 }),
    client_code: optionalField(textField('Client code', { max: 50 })),
    address: addressSchema,
    phone: optionalField(phoneField()),
    email: optionalField(emailField()),
    gst_number: gstNumberSchema,
    cin: optionalField(textField('CIN', { max: 21 })),
    is_active: z.boolean().default(true),
    client_type: wireClientTypeSchema.default('individual'),
    contacts: z.preprocess(
      (value) => (Array.isArray(value) ? dropBlankContacts(value) : value),
      z
        .array(contactSchema, { error: CONTACT_MESSAGES.atLeastOne })
        .min(1, { message: CONTACT_MESSAGES.atLeastOne })
        .max(MAX_CONTACTS, { message: CONTACT_MESSAGES.tooMany }),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.address.state && !gstinMatchesState(body.gst_number, body.address.state)) {
      ctx.addIssue({ code: 'custom', path: ['gst_number'], message: GST_MESSAGES.state });
    }
    const duplicates = findDuplicateContacts(body.contacts);
    for (const index of duplicates.phoneIndexes) {
      ctx.addIssue({ code: 'custom', path: ['contacts', index, 'phone'], message: CONTACT_MESSAGES.duplicatePhone });
    }
    for (const index of duplicates.emailIndexes) {
      ctx.addIssue({ code: 'custom', path: ['contacts', index, 'email'], message: CONTACT_MESSAGES.duplicateEmail });
    }
  });
export type ClientBody = z.infer<typeof clientBodySchema>;
export type ClientInput = z.input<typeof clientBodySchema>;

/** A row of GET /api/clients/. */
export type ClientListRow = {
  client_id: number;
  client_name: string;
  client_code: string;
  cin: string | null;
  is_active: boolean;
  client_type: string;
  phone: string | null;
  email: string | null;
};

export type ClientAddress = {
  street: string;
  city: string | null;
  state: string;
  pincode: string | null;
  country: string;
};

export type ClientContact = {
  id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
};

export type ClientDetail = ClientListRow & {
  address: ClientAddress;
  gst_number: string;
  contacts: ClientContact[];
  created_at?: string;
  updated_at?: string;
};

// Contact rules of the client dialogs (spec 01 §5), shared with the server's check of the body.

type ContactLike = { id?: unknown; name?: unknown; email?: unknown; phone?: unknown };

// Contacts reach these rules straight from a request body too, where any field may be any JSON value.
const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const phoneKey = (value: unknown) => clean(value).replace(/\D/g, '');
const emailKey = (value: unknown) => clean(value).toLowerCase();

/** Contacts with no name, e-mail or phone are dropped; anything that is not a contact is kept for the schema to refuse. */
export function dropBlankContacts<T>(contacts: readonly T[]): T[] {
  return contacts.filter((c) => {
    if (c === null || typeof c !== 'object' || Array.isArray(c)) return true;
    const { name, email, phone } = c as ContactLike;
    return !(isBlank(name) && isBlank(email) && isBlank(phone));
  });
}

export type ContactDuplicates = {
  /** Indexes of every contact whose non-empty phone another contact shares. */
  phoneIndexes: number[];
  emailIndexes: number[];
};

function sharedIndexes<T>(contacts: readonly T[], key: (contact: T) => string): number[] {
  const byKey = new Map<string, number[]>();
  contacts.forEach((contact, index) => {
    const k = key(contact);
    if (k) byKey.set(k, [...(byKey.get(k) ?? []), index]);
  });
  return [...byKey.values()].filter((indexes) => indexes.length > 1).flat().sort((a, b) => a - b);
}

export function findDuplicateContacts<T extends ContactLike>(contacts: readonly T[]): ContactDuplicates {
  return {
    phoneIndexes: sharedIndexes(contacts, (c) => phoneKey(c.phone)),
    emailIndexes: sharedIndexes(contacts, (c) => emailKey(c.email)),
  };
}

/** The titled messages the dialog shows before it refuses to save. */
export function duplicateContactProblems(duplicates: ContactDuplicates): { title: string; message: string }[] {
  const problems: { title: string; message: string }[] = [];
  if (duplicates.phoneIndexes.length) {
    problems.push({ title: CONTACT_MESSAGES.duplicatePhoneTitle, message: CONTACT_MESSAGES.duplicatePhoneText });
  }
  if (duplicates.emailIndexes.length) {
    problems.push({ title: CONTACT_MESSAGES.duplicateEmailTitle, message: CONTACT_MESSAGES.duplicateEmailText });
  }
  return problems;
}

/** Identical contacts (same name, e-mail and phone) collapse into the first one. */
export function dedupeIdenticalContacts<T extends ContactLike>(contacts: readonly T[]): T[] {
  const seen = new Set<string>();
  return contacts.filter((c) => {
    const key = [clean(c.name).toLowerCase(), emailKey(c.email), phoneKey(c.phone)].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A contact id made in the browser (date-based or with a hyphen), never sent to the server. */
export function isTemporaryContactId(id: unknown): boolean {
  if (id === null || id === undefined || id === '') return false;
  if (typeof id === 'string' && id.includes('-')) return true;
  const n = Number(id);
  return Number.isFinite(n) && n >= 1e9;
}
