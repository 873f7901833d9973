// Contact rules of the client dialogs (spec 01 §5), shared with the server's check of the body.

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
  return [...byKey.values()]
    .filter((indexes) => indexes.length > 1)
    .flat()
    .sort((a, b) => a - b);
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
