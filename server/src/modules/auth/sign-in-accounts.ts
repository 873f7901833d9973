import { and, asc, eq } from 'drizzle-orm';
import type { StaffRole, UserType } from '@firm/shared/domain/auth';
import type { Db } from '../../db/database';
import { clientContacts, clients, users } from '../../db/schema';
import { organizationNameOf } from '../../platform/organizations';
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

type Found = { account: SignInAccount; active: boolean };

/** The staff user with this (lower-cased) e-mail, active or not: staff e-mails are unique platform-wide. */
async function findStaff(db: Db, email: string): Promise<Found[]> {
  const rows = await db
    .select({ user: users, orgName: organizationNameOf(users.organizationId) })
    .from(users)
    .where(eq(users.email, email));
  return rows.map(({ user, orgName }) => ({
    active: user.isActive,
    account: {
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
        firm_name: user.firmName ?? orgName,
        organization_id: user.organizationId,
      },
    },
  }));
}

/** More client accounts than anyone handles; bounds the answer and the chooser. */
export const MAX_CLIENT_ACCOUNTS = 50;

/**
 * Every contact record with this e-mail, in any client of any firm: an accountant may be the contact
 * of several companies, even at different firms. Active only when the contact and its client are.
 */
async function findClientContacts(db: Db, email: string): Promise<Found[]> {
  const rows = await db
    .select({ contact: clientContacts, client: clients, orgName: organizationNameOf(clientContacts.organizationId) })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(eq(clientContacts.email, email))
    .orderBy(asc(organizationNameOf(clientContacts.organizationId)), asc(clients.clientName), asc(clientContacts.id))
    .limit(MAX_CLIENT_ACCOUNTS * 2);
  return rows.map(({ contact, client, orgName }) => ({
    active: contact.isActive && client.isActive,
    account: {
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
        firm_name: orgName,
        organization_id: contact.organizationId,
      },
    },
  }));
}

/** Whom an inactive account should ask, instead of "not found". */
export function inactiveMessage(kind: UserType, firmNames: string[]): string {
  const firms = [...new Set(firmNames)];
  if (kind === 'staff') {
    return `This staff account is inactive. Please ask the administrator of ${firms[0] ?? 'your firm'} to reactivate it.`;
  }
  const whom = firms.length === 1 ? firms[0] : 'the firm that manages your account';
  return `This client account is inactive. Please ask ${whom} to reactivate it.`;
}

export type SignInLookup = { found: 'accounts'; accounts: SignInAccount[] } | { found: 'inactive'; message: string } | { found: 'none' };

/**
 * Every active account this address may sign in to. The tab decides which kind is looked up first;
 * an address of the other kind still signs in, and the sign-in page then refuses it with the spec's
 * messages (a client on the Staff tab is told to use the Client Login tab). An address whose accounts
 * are all inactive is told so; the 404 is for addresses that are neither.
 */
export async function findSignInAccounts(db: Db, email: string, userType: UserType): Promise<SignInLookup> {
  const kinds: UserType[] = userType === 'staff' ? ['staff', 'client'] : ['client', 'staff'];
  const byKind = { staff: await findStaff(db, email), client: await findClientContacts(db, email) };
  for (const kind of kinds) {
    const active = byKind[kind].filter((f) => f.active).map((f) => f.account);
    if (active.length > 0) return { found: 'accounts', accounts: active.slice(0, MAX_CLIENT_ACCOUNTS) };
  }
  for (const kind of kinds) {
    const inactive = byKind[kind];
    if (inactive.length > 0)
      return {
        found: 'inactive',
        message: inactiveMessage(
          kind,
          inactive.map((f) => f.account.user.firm_name),
        ),
      };
  }
  return { found: 'none' };
}

/** The subject behind a refresh token as it is now (role, client), or null when no longer active. */
export async function loadActiveSubject(db: Db, subjectType: 'user' | 'contact', id: number): Promise<AuthSubject | null> {
  if (subjectType === 'user') {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.isActive, true)));
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
