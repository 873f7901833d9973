import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientContacts } from '../../db/schema';

// What a client contact's own profile (served by users) writes of its contact row: clients owns the row.

type ContactRow = typeof clientContacts.$inferSelect;

/** Contact e-mails are unique within their client. */
export async function isContactEmailTaken(
  db: Db,
  organizationId: number,
  clientId: number,
  email: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.organizationId, organizationId),
        eq(clientContacts.clientId, clientId),
        eq(clientContacts.email, email),
        ne(clientContacts.id, exceptId),
      ),
    );
  return !!row;
}

export async function updateOwnContact(
  db: Db,
  id: number,
  organizationId: number,
  patch: Partial<Pick<ContactRow, 'name' | 'email' | 'phone'>>,
  now: Date,
): Promise<ContactRow | null> {
  const [row] = await db
    .update(clientContacts)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(clientContacts.id, id), eq(clientContacts.organizationId, organizationId)))
    .returning();
  return row ?? null;
}
