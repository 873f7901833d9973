import type { FieldErrorEntry } from '@firm/shared/domain/errors';
import { digitsOf, messages } from '@firm/shared/domain/validation';
import { fromWireClientType, nextClientCode, type ClientBody } from '@firm/shared/domain/client';
import type { Db, Tx } from '../../db/database';
import type { AuthSubject } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { revokeSessionsOf } from '../auth';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  clearContactKeys,
  clientCodeIsTaken,
  contactsOfClient,
  findClient,
  highestClientNumber,
  insertClient,
  insertContacts,
  updateClientRow,
  updateContact,
  type ClientRow,
  type ContactRow,
  type NewClient,
} from './clients.repo';

export const CLIENT_RULES = {
  codeTaken: 'Client code already exists',
  contactPhoneTaken: 'Contact phone already exists',
  contactEmailTaken: 'Contact email already exists',
  contactNotFound: 'Contact not found',
  notFound: 'Client not found',
} as const;

/** Columns narrower than the shared rules: phones hold 20 characters, the country 100. */
const PHONE_MAX = 20;
const COUNTRY_MAX = 100;

type FieldError = FieldErrorEntry;
const refuse = (errors: FieldError[]) => badRequest(errors.map((e) => e.message).join(', '), errors);

function checkColumnWidths(body: ClientBody) {
  const phoneTooLong = messages.maxLength('Phone number', PHONE_MAX);
  const errors: FieldError[] = [];
  if (body.phone && body.phone.length > PHONE_MAX) errors.push({ field: 'phone', message: phoneTooLong });
  if (body.address.country.length > COUNTRY_MAX)
    errors.push({ field: 'address.country', message: messages.maxLength('Country', COUNTRY_MAX) });
  body.contacts.forEach(
    (c, i) => c.phone && c.phone.length > PHONE_MAX && errors.push({ field: `contacts.${i}.phone`, message: phoneTooLong }),
  );
  if (errors.length) throw refuse(errors);
}

function clientValues(body: ClientBody): Omit<NewClient, 'organizationId' | 'clientCode'> {
  return {
    clientName: body.client_name,
    clientType: fromWireClientType(body.client_type),
    cin: body.cin ?? null,
    gstNumber: body.gst_number || null,
    gstCategory: body.gst_category,
    phone: body.phone ?? null,
    email: body.email ?? null,
    street: body.address.street,
    city: body.address.city ?? null,
    state: body.address.state || null,
    pincode: body.address.pincode ?? null,
    country: body.address.country,
    isActive: body.is_active,
  };
}

const contactValues = (c: ClientBody['contacts'][number]) => ({
  name: c.name,
  role: c.role ?? null,
  email: c.email ?? null,
  phone: c.phone ?? null,
  isActive: c.is_active,
});

/** Writes race each other on the unique indexes; the loser gets the same words as the early checks. */
function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'clients_org_code_uq'))
    throw refuse([{ field: 'client_code', message: CLIENT_RULES.codeTaken, code: 'CLIENT_CODE_TAKEN' }]);
  if (isUniqueViolation(error, 'client_contacts_client_phone_uq'))
    throw refuse([{ field: 'contacts', message: CLIENT_RULES.contactPhoneTaken, code: 'CONTACT_PHONE_TAKEN' }]);
  if (isUniqueViolation(error, 'client_contacts_client_email_uq'))
    throw refuse([{ field: 'contacts', message: CLIENT_RULES.contactEmailTaken, code: 'CONTACT_EMAIL_TAKEN' }]);
  throw error;
}

async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/** Tries before a create without a code gives up; each lost race means another create took the number. */
const CODE_ATTEMPTS = 50;

/**
 * Inserts the client under the code given (refused when taken), else under the next of the firm's
 * sequence. Several processes share the database: two creates may read the same highest number, and
 * the unique index lets one in. The other's insert ran in a savepoint, so it reads the highest again
 * (a new statement sees the winner's commit) and tries the next number, keeping its transaction.
 */
async function insertWithCode(tx: Tx, values: Omit<NewClient, 'clientCode'>, given: string | undefined): Promise<ClientRow> {
  if (given) {
    if (await clientCodeIsTaken(tx, values.organizationId, given))
      throw refuse([{ field: 'client_code', message: CLIENT_RULES.codeTaken, code: 'CLIENT_CODE_TAKEN' }]);
    return insertClient(tx, { ...values, clientCode: given });
  }
  for (let attempt = 1; ; attempt += 1) {
    const clientCode = nextClientCode(await highestClientNumber(tx, values.organizationId));
    try {
      return await tx.transaction((savepoint) => insertClient(savepoint, { ...values, clientCode }));
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error, 'clients_org_code_uq')) throw error;
    }
  }
}

/** A client and its contacts in one transaction: a refusal leaves nothing written. */
export async function createClient(
  db: Db,
  actor: AuthSubject,
  body: ClientBody,
  now: Date,
): Promise<{ client: ClientRow; contacts: ContactRow[] }> {
  checkColumnWidths(body);
  return inTransaction(db, async (tx) => {
    const values = { ...clientValues(body), organizationId: actor.organizationId, createdBy: actor.id, createdAt: now, updatedAt: now };
    const client = await insertWithCode(tx, values, body.client_code);
    await insertContacts(
      tx,
      actor.organizationId,
      client.id,
      body.contacts.map((c) => ({ ...contactValues(c), createdAt: now, updatedAt: now })),
    );
    return { client, contacts: await contactsOfClient(tx, actor.organizationId, client.id) };
  });
}

const phoneKey = (phone: string | null | undefined) => digitsOf(phone ?? '');
const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Contacts sent with an id are updated, those without are added, and stored contacts missing from
 * the list are deactivated (kept for the history of what they did, and their sign-in is cut).
 * A new or changed contact may not take the phone or e-mail of a contact kept that way.
 */
function planContacts(body: ClientBody, existing: ContactRow[]) {
  const byId = new Map(existing.map((c) => [c.id, c]));
  const sentIds = new Set<number>();
  const errors: FieldError[] = [];
  body.contacts.forEach((c, i) => {
    if (c.id === undefined) return;
    if (!byId.has(c.id) || sentIds.has(c.id))
      errors.push({ field: `contacts.${i}.id`, message: CLIENT_RULES.contactNotFound, code: 'CONTACT_NOT_FOUND' });
    sentIds.add(c.id);
  });
  const dropped = existing.filter((c) => !sentIds.has(c.id));
  const droppedPhones = new Set(dropped.map((c) => phoneKey(c.phone)).filter(Boolean));
  const droppedEmails = new Set(dropped.map((c) => emailKey(c.email)).filter(Boolean));
  body.contacts.forEach((c, i) => {
    if (c.phone && droppedPhones.has(phoneKey(c.phone)))
      errors.push({ field: `contacts.${i}.phone`, message: CLIENT_RULES.contactPhoneTaken, code: 'CONTACT_PHONE_TAKEN' });
    if (c.email && droppedEmails.has(emailKey(c.email)))
      errors.push({ field: `contacts.${i}.email`, message: CLIENT_RULES.contactEmailTaken, code: 'CONTACT_EMAIL_TAKEN' });
  });
  if (errors.length) throw refuse(errors);
  return { dropped, kept: [...sentIds] };
}

export async function updateClient(
  db: Db,
  actor: AuthSubject,
  id: number,
  body: ClientBody,
  now: Date,
): Promise<{ client: ClientRow; contacts: ContactRow[] }> {
  checkColumnWidths(body);
  return inTransaction(db, async (tx) => {
    const current = await findClient(tx, actor.organizationId, id, true);
    if (!current) throw notFound(CLIENT_RULES.notFound);
    const clientCode = body.client_code ?? current.clientCode;
    if (clientCode !== current.clientCode && (await clientCodeIsTaken(tx, actor.organizationId, clientCode, id))) {
      throw refuse([{ field: 'client_code', message: CLIENT_RULES.codeTaken, code: 'CLIENT_CODE_TAKEN' }]);
    }
    const org = actor.organizationId;
    const { dropped, kept } = planContacts(body, await contactsOfClient(tx, org, id));
    const client = await updateClientRow(tx, org, id, { ...clientValues(body), clientCode, updatedAt: now });
    if (!client) throw notFound(CLIENT_RULES.notFound);
    await clearContactKeys(tx, org, id, kept);
    for (const c of body.contacts) if (c.id !== undefined) await updateContact(tx, org, id, c.id, { ...contactValues(c), updatedAt: now });
    await insertContacts(
      tx,
      org,
      id,
      body.contacts.filter((c) => c.id === undefined).map((c) => ({ ...contactValues(c), createdAt: now, updatedAt: now })),
    );
    for (const c of dropped) if (c.isActive) await updateContact(tx, org, id, c.id, { isActive: false, updatedAt: now });
    const contacts = await contactsOfClient(tx, org, id);
    // A contact switched off, or every contact of a client switched off, is signed out everywhere.
    for (const c of client.isActive ? contacts.filter((k) => !k.isActive) : contacts) await revokeSessionsOf(tx, 'contact', c.id, now);
    return { client, contacts };
  });
}
