import { z } from 'zod';
import type { clientDetailSchema, clientListRowSchema } from '../list';
import { hasValidGstinChecksum, isGstinFormat, normalizeGstin } from '../gst';
import { clientGstIssues, CLIENT_GST_MESSAGES, DEFAULT_GST_CATEGORY, GST_CATEGORIES, isIndiaCountry } from '../gst-category';
import {
  emailField,
  idField,
  messages,
  optionalField,
  phoneField,
  PINCODE_PATTERN,
  plainText,
  POSTCODE_PATTERN,
  textField,
} from '../validation';
import { CONTACT_MESSAGES, dropBlankContacts, findDuplicateContacts, isTemporaryContactId, MAX_CONTACTS } from './client-contacts';

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

/**
 * A client saved without a code takes the next of its firm's one readable sequence (the demo's CLI_1001,
 * CLI_1002...), made by the server. Spec 01 said CLI_ plus a timestamp; those 13-digit codes (and any
 * other past 9 digits) stay as they are but are not part of the sequence, which would jump past them.
 */
export const FIRST_CLIENT_NUMBER = 1001;
export const CLIENT_SEQUENCE_PATTERN = /^CLI_([0-9]{1,9})$/;

/** The number of a code in the sequence ('CLI_1007' → 1007), or null. */
export function clientCodeNumber(code: string): number | null {
  const match = CLIENT_SEQUENCE_PATTERN.exec(code);
  return match ? Number(match[1]) : null;
}

/** The code after the highest number the firm has used (null: none yet). */
export function nextClientCode(highest: number | null): string {
  return `${CLIENT_CODE_PREFIX}${highest === null ? FIRST_CLIENT_NUMBER : highest + 1}`;
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

/**
 * The state is an Indian state, or an overseas client's state or region as text: the body's category
 * decides (`clientGstIssues`). The postcode is a 6-digit PIN in India (spec 01), else the country's own.
 */
export const addressSchema = z
  .object({
    street: textField('Company address', { required: true, max: 500 }),
    city: optionalField(textField('City', { max: 100 })),
    state: z.preprocess((value) => (value === null || value === undefined ? '' : value), textField('State', { max: 100 })),
    pincode: optionalField(plainText('PIN code', messages.pincode, messages.pincode).trim()),
    country: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() ? value : undefined),
      textField('Country').default('India'),
    ),
  })
  .superRefine((address, ctx) => {
    const message = postcodeProblem(address.pincode, address.country);
    if (message) ctx.addIssue({ code: 'custom', path: ['pincode'], message });
  });

/** What is wrong with an address's PIN code or postcode, by its country; null when it may be saved. */
export function postcodeProblem(code: string | undefined, country: string | undefined): string | null {
  if (!code) return null;
  if (isIndiaCountry(country)) return PINCODE_PATTERN.test(code) ? null : messages.pincode;
  return POSTCODE_PATTERN.test(code) ? null : messages.postcode;
}

export const GST_MESSAGES = {
  required: CLIENT_GST_MESSAGES.required,
  format: CLIENT_GST_MESSAGES.format,
  checksum: CLIENT_GST_MESSAGES.checksum,
  state: CLIENT_GST_MESSAGES.state,
} as const;

export const gstCategorySchema = z.enum(GST_CATEGORIES, {
  error: `GST category must be one of: ${GST_CATEGORIES.join(', ')}`,
});

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

/** POST /api/clients/ and PUT /api/clients/{id}. Blank contacts are dropped before the rules apply. */
export const clientBodySchema = z
  .object({
    client_name: textField('Company name', { required: true, max: 255 }),
    client_code: optionalField(textField('Client code', { max: 50 })),
    address: addressSchema,
    phone: optionalField(phoneField()),
    email: optionalField(emailField()),
    /** Checked with the category below: required and of its kind, or left out (Unregistered, Overseas). */
    gst_number: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      plainText('GST number').transform(normalizeGstin),
    ),
    /** Optional in the documented calls, Regular when left out. */
    gst_category: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      gstCategorySchema.default(DEFAULT_GST_CATEGORY),
    ),
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
    const gst = { category: body.gst_category, gstNumber: body.gst_number, state: body.address.state, country: body.address.country };
    for (const issue of clientGstIssues(gst)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
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
export type ClientListRow = z.infer<typeof clientListRowSchema>;

export type ClientAddress = z.infer<typeof clientDetailSchema>['address'];
export type ClientContact = z.infer<typeof clientDetailSchema>['contacts'][number];

export type ClientDetail = ClientListRow & {
  address: ClientAddress;
  /** Empty for a client without one (Unregistered, Overseas). */
  gst_number: string;
  /** The office that bills the client; null or absent: the head office. */
  billing_office_id?: number | null;
  contacts: ClientContact[];
  created_at?: string;
  updated_at?: string;
};
