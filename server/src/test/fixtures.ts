import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@firm/shared/domain/auth';
import type { Db } from '../db/database';
import { clientContacts, clients, organizations, users } from '../db/schema';
import type { AuthSubject } from '../platform/auth';
import { listOutbox } from '../platform/mail';
import { startSession } from '../modules/auth/refresh-tokens';

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type ContactRow = typeof clientContacts.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export type SeededOrganization = {
  organization: OrganizationRow;
  /** One active user per staff role. */
  users: Record<StaffRole, UserRow>;
  /** An active client with two active contacts. */
  client: ClientRow;
  contacts: [ContactRow, ContactRow];
  /** Ready-made subjects for tokenFor: one per staff role and `client` (the first contact). */
  subjects: Record<StaffRole | 'client', AuthSubject>;
};

export type SeedOrganizationOptions = {
  name?: string;
  /** E-mails are unique across the platform, so each organisation gets its own domain (random by default). */
  emailDomain?: string;
};

const NAMES: Record<StaffRole, [string, string]> = {
  superadmin: ['Asha', 'Kapoor'],
  admin: ['Rohan', 'Mehta'],
  supervisor: ['Kavya', 'Nair'],
  employee: ['Vikram', 'Rao'],
};

/** An organisation with one user per role and a client with two contacts, for route tests. */
export async function seedOrganization(db: Db, options: SeedOrganizationOptions = {}): Promise<SeededOrganization> {
  const name = options.name ?? 'Test Firm';
  const domain = options.emailDomain ?? `org-${randomBytes(4).toString('hex')}.test`;
  const [organization] = await db.insert(organizations).values({ name }).returning();
  const byRole = {} as Record<StaffRole, UserRow>;
  for (const [index, role] of STAFF_ROLES.entries()) {
    const [first, last] = NAMES[role];
    const [row] = await db
      .insert(users)
      .values({
        organizationId: organization!.id,
        role,
        firstName: first,
        lastName: last,
        email: `${role}@${domain}`,
        phone: `98200000${String(index).padStart(2, '0')}`,
        firmName: name,
        designation: role === 'superadmin' ? 'Managing Partner' : null,
      })
      .returning();
    byRole[role] = row!;
  }
  const [client] = await db
    .insert(clients)
    .values({
      organizationId: organization!.id,
      // Never all digits: a fixture code must not join the CLI_<n> sequence that new clients continue.
      clientCode: `CLI_T${randomBytes(3).toString('hex').toUpperCase()}`,
      clientName: 'Sahyadri Test Foods Private Limited',
      clientType: 'private_limited',
      email: `office@client.${domain}`,
      phone: '2041230000',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    })
    .returning();
  const contacts = await db
    .insert(clientContacts)
    .values([
      {
        organizationId: organization!.id,
        clientId: client!.id,
        name: 'Meera Joshi',
        role: 'Accounts Manager',
        email: `accounts@client.${domain}`,
        phone: '9822000001',
      },
      {
        organizationId: organization!.id,
        clientId: client!.id,
        name: 'Sunil Patil',
        role: 'Director',
        email: `director@client.${domain}`,
        phone: '9822000002',
      },
    ])
    .returning();
  const subjects = Object.fromEntries(STAFF_ROLES.map((role) => [role, subjectOf(byRole[role])])) as Record<StaffRole, AuthSubject>;
  for (const row of [...Object.values(byRole), ...contacts]) await openTestSession(db, row);
  return {
    organization: organization!,
    users: byRole,
    client: client!,
    contacts: [contacts[0]!, contacts[1]!],
    subjects: { ...subjects, client: subjectOf(contacts[0]!) },
  };
}

/** A second client of a firm, Konkan Exports LLP in Mumbai; `values` change any field. */
export async function seedKonkanClient(
  db: Db,
  organizationId: number,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({
      organizationId,
      clientCode: 'CLI_KONKAN',
      clientName: 'Konkan Exports LLP',
      clientType: 'limited_liability_partnership',
      email: 'office@konkan.test',
      phone: '2241230000',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      ...values,
    })
    .returning();
  return row!;
}

/** The subject a user or contact row signs in as. */
export function subjectOf(row: UserRow | ContactRow): AuthSubject {
  if ('clientId' in row) return { kind: 'contact', id: row.id, role: 'client', organizationId: row.organizationId, clientId: row.clientId };
  return { kind: 'user', id: row.id, role: row.role, organizationId: row.organizationId };
}

// Access tokens name a live session. seedOrganization opens one for every row it creates, so
// tokenFor can stay synchronous; a row made elsewhere, or a subject whose sessions were ended,
// needs `await openTestSession(app.db, row)` first.
const sessionsByDb = new WeakMap<Db, Map<string, number>>();
const sessionKey = (subject: AuthSubject) => `${subject.kind}:${subject.id}`;

/** Starts a real session (as a verified code does) for a subject, which tokenFor then uses. */
export async function openTestSession(db: Db, who: AuthSubject | UserRow | ContactRow, now = new Date()): Promise<number> {
  const subject = 'kind' in who ? who : subjectOf(who);
  const { sessionId } = await startSession(db, subject, now);
  let sessions = sessionsByDb.get(db);
  if (!sessions) sessionsByDb.set(db, (sessions = new Map()));
  sessions.set(sessionKey(subject), sessionId);
  return sessionId;
}

/** A signed access token for a subject (or a user or contact row), as verify-otp would issue. */
export function tokenFor(app: FastifyInstance, who: AuthSubject | UserRow | ContactRow): string {
  const subject = 'kind' in who ? who : subjectOf(who);
  const sessionId = sessionsByDb.get(app.db)?.get(sessionKey(subject));
  if (sessionId === undefined) throw new Error(`no session for ${sessionKey(subject)}: await openTestSession(app.db, it) first`);
  return app.signAccessToken(subject, sessionId);
}

/** Headers for app.inject: `{ authorization: 'Bearer …' }`. */
export function bearer(app: FastifyInstance, who: AuthSubject | UserRow | ContactRow): { authorization: string } {
  return { authorization: `Bearer ${tokenFor(app, who)}` };
}

/** The sign-in page's first step, from `remoteAddress`: a code mailed to `email`. */
export function requestSignInCode(app: FastifyInstance, email: string, userType: 'staff' | 'client', remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { email, user_type: userType }, remoteAddress });
}

/** The sign-in code last mailed to `email` (outbox mode), after the mail queue has drained. */
export async function latestCodeFor(app: FastifyInstance, email: string): Promise<string> {
  await app.mailer.idle();
  const messages = await listOutbox(app.db, 50);
  const message = messages.find((m) => m.to === email.toLowerCase());
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code in the outbox for ${email}`);
  return code;
}
