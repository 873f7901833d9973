import { and, eq } from 'drizzle-orm';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import type { Db } from '../../db/database';
import { clientContacts, clients, users } from '../../db/schema';
import { organizationNameOf } from '../../platform/organizations';
import { listedUser } from './users.wire';

type UserRow = typeof users.$inferSelect;
type ContactRow = typeof clientContacts.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

/** The profile answer (spec 01 §3 organisation user), for a staff user and for a client contact alike. */
export type ProfileData = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  role_name: string;
  role_id: number | null;
  firm_name: string | null;
  designation: string | null;
  organization_id: number;
  address: string | null;
  client_id: number | null;
  client_name: string | null;
  created_at: string;
  updated_at: string;
};

export function toUserProfile(user: UserRow, orgName: string): ProfileData {
  return {
    ...listedUser(user),
    firm_name: user.firmName ?? orgName,
    designation: user.designation,
    organization_id: user.organizationId,
    client_id: null,
    client_name: null,
  };
}

export type UserPatch = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'designation' | 'isActive'>>;

export async function updateUser(db: Db, id: number, organizationId: number, patch: UserPatch, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
    .returning();
  return row ?? null;
}

export async function findContactInOrganization(db: Db, id: number, organizationId: number) {
  const [row] = await db
    .select({ contact: clientContacts, client: clients, orgName: organizationNameOf(clientContacts.organizationId) })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clientContacts.id, id), eq(clientContacts.organizationId, organizationId)));
  return row ?? null;
}

/** A contact's single name as first and last: the first word, then the rest (spec 01 §3). */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

function clientAddress(client: ClientRow): string | null {
  const parts = [client.street, client.city, client.state, client.pincode].filter((p) => p && p.trim());
  return parts.length ? parts.join(', ') : null;
}

export function toContactProfile(contact: ContactRow, client: ClientRow, orgName: string): ProfileData {
  const { first, last } = splitName(contact.name);
  return {
    id: contact.id,
    first_name: first,
    last_name: last,
    email: contact.email ?? '',
    phone: contact.phone,
    is_active: contact.isActive,
    role_name: ROLE_LABELS.client,
    role_id: null,
    firm_name: orgName,
    designation: contact.role,
    organization_id: contact.organizationId,
    address: clientAddress(client),
    client_id: client.id,
    client_name: client.clientName,
    created_at: contact.createdAt.toISOString(),
    updated_at: contact.updatedAt.toISOString(),
  };
}
