import { and, desc, eq } from 'drizzle-orm';
import type { StaffRole, UserType } from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { clientContacts, clients, organizations, users } from '../../db/schema';
import type { AuthSubject } from '../../platform/auth';

/** The `user` of the verify-otp answer (spec 01 §3). */
export type SignInUser = {
  id: number;
  name: string;
  email: string;
  role: StaffRole | 'client';
  is_active: boolean;
  phone: string | null;
  permissions: string[];
  client_id: number | null;
  client_name: string | null;
  user_type: UserType;
  firm_name: string;
  organization_id: number;
};

export type SignInAccount = { subject: AuthSubject; user: SignInUser };

export const NOT_FOUND_MESSAGES: Record<UserType, string> = {
  staff: 'Staff email not found. Please check if your email is registered in the system.',
  client: 'Client email not found. Please check if your email is registered as a client contact.',
};

// What each role may reach (spec 01 §6); the browser shows or hides links by these, the server
// enforces the same roles on every route.
const PERMISSIONS: Record<StaffRole | 'client', string[]> = {
  superadmin: ['admins:manage', 'profile'],
  admin: ['clients', 'users', 'service_categories', 'sac_codes', 'tasks', 'invoices', 'credit_notes', 'messages', 'reports', 'profile'],
  supervisor: ['tasks', 'reports', 'profile'],
  employee: ['tasks', 'reports', 'profile'],
  client: ['dashboard', 'tasks', 'invoices', 'profile'],
};

export function permissionsOf(role: StaffRole | 'client'): string[] {
  return [...PERMISSIONS[role]];
}

/** An active staff user with this (lower-cased) e-mail. Inactive users count as unknown. */
async function findStaff(db: Db, email: string): Promise<SignInAccount | null> {
  const [row] = await db
    .select({ user: users, orgName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.email, email), eq(users.isActive, true)));
  if (!row) return null;
  const { user } = row;
  return {
    subject: { kind: 'user', id: user.id, role: user.role, organizationId: user.organizationId },
    user: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      role: user.role,
      is_active: user.isActive,
      phone: user.phone,
      permissions: permissionsOf(user.role),
      client_id: null,
      client_name: null,
      user_type: 'staff',
      firm_name: user.firmName ?? row.orgName,
      organization_id: user.organizationId,
    },
  };
}

/**
 * An active contact of an active client with this e-mail. One address may be a contact of several
 * clients (a director of two companies): the most recently updated one signs in, since the session
 * carries a single client_id; to switch, the other contact record must be updated or the first deactivated.
 */
async function findClientContact(db: Db, email: string): Promise<SignInAccount | null> {
  const [row] = await db
    .select({ contact: clientContacts, client: clients, orgName: organizations.name })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .innerJoin(organizations, eq(organizations.id, clientContacts.organizationId))
    .where(and(eq(clientContacts.email, email), eq(clientContacts.isActive, true), eq(clients.isActive, true)))
    .orderBy(desc(clientContacts.updatedAt), desc(clientContacts.id))
    .limit(1);
  if (!row) return null;
  const { contact, client } = row;
  return {
    subject: { kind: 'contact', id: contact.id, role: 'client', organizationId: contact.organizationId, clientId: client.id },
    user: {
      id: contact.id,
      name: contact.name,
      email: contact.email ?? email,
      role: 'client',
      is_active: contact.isActive,
      phone: contact.phone,
      permissions: permissionsOf('client'),
      client_id: client.id,
      client_name: client.clientName,
      user_type: 'client',
      firm_name: row.orgName,
      organization_id: contact.organizationId,
    },
  };
}

/**
 * The tab decides which kind of account is looked up first. An address of the other kind still signs
 * in, and the sign-in page then refuses it with the spec's messages (a client on the Staff tab is told
 * to use the Client Login tab); the session it got is revoked there. The 404 is for addresses that
 * are neither.
 */
export async function findSignInAccount(db: Db, email: string, userType: UserType): Promise<SignInAccount | null> {
  const [first, second] = userType === 'staff' ? [findStaff, findClientContact] : [findClientContact, findStaff];
  return (await first(db, email)) ?? (await second(db, email));
}

/** The subject behind a refresh token as it is now (role, client), or null when no longer active. */
export async function loadActiveSubject(db: Db, subjectType: 'user' | 'contact', id: number): Promise<AuthSubject | null> {
  if (subjectType === 'user') {
    const [user] = await db.select().from(users).where(and(eq(users.id, id), eq(users.isActive, true)));
    return user ? { kind: 'user', id: user.id, role: user.role, organizationId: user.organizationId } : null;
  }
  const [row] = await db
    .select({ contact: clientContacts })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clientContacts.id, id), eq(clientContacts.isActive, true), eq(clients.isActive, true)));
  if (!row) return null;
  const { contact } = row;
  return { kind: 'contact', id: contact.id, role: 'client', organizationId: contact.organizationId, clientId: contact.clientId };
}
