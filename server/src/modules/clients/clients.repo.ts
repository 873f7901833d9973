import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ClientListRow } from '@firm/shared/domain';
import type { Db, Tx } from '../../db/database';
import { clientContacts, clients } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ContactRow = typeof clientContacts.$inferSelect;
export type NewContact = typeof clientContacts.$inferInsert;

export type ClientListFilter = { isActive?: boolean; search?: string; clientType?: string };

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Status and search: what the list and its counts share (the type filter is the list's alone). */
function listConditions(organizationId: number, filter: ClientListFilter): SQL[] {
  const conditions: SQL[] = [eq(clients.organizationId, organizationId)];
  if (filter.isActive !== undefined) conditions.push(eq(clients.isActive, filter.isActive));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(clients.clientName, pattern), ilike(clients.clientCode, pattern))!);
  }
  return conditions;
}

/** A row of the list answer, its client_type still in the database's spelling (see toClientListRow). */
export type ClientListItem = ClientListRow;

export type ClientList = { items: ClientListItem[]; countsByType: Map<string, number> };

/**
 * The list and its counts by type in one statement over one scan: the clients matching status and
 * search are gathered once, those of the asked type aggregated in name order, and all of them
 * counted by type. The database hands both over as JSON text: at 10,000 rows PGlite spends more
 * time passing rows one field at a time than running the query (measured ~120 ms against ~55 ms).
 */
export async function listClientsWithCounts(db: Db, organizationId: number, filter: ClientListFilter): Promise<ClientList> {
  const matched = db
    .select({
      client_id: sql`${clients.id}`.as('client_id'),
      client_name: sql`${clients.clientName}`.as('client_name'),
      client_code: sql`${clients.clientCode}`.as('client_code'),
      cin: sql`${clients.cin}`.as('cin'),
      is_active: sql`${clients.isActive}`.as('is_active'),
      client_type: sql`${clients.clientType}`.as('client_type'),
      phone: sql`${clients.phone}`.as('phone'),
      email: sql`${clients.email}`.as('email'),
    })
    .from(clients)
    .where(and(...listConditions(organizationId, filter)));
  const ofType = filter.clientType ? sql`where m.client_type = ${filter.clientType}` : sql``;
  // Both drivers answer execute() with { rows }; the shared Db type does not say so.
  const result = (await db.execute(sql`
    with matched as (${matched})
    select
      (select coalesce(json_agg(m order by m.client_name, m.client_id), '[]')::text from matched m ${ofType}) as items,
      (select coalesce(json_object_agg(c.client_type, c.n), '{}')::text
         from (select client_type, count(*)::int as n from matched group by client_type) c) as counts`)) as unknown as { rows: { items: string; counts: string }[] };
  const row = result.rows[0]!;
  return {
    items: JSON.parse(row.items) as ClientListItem[],
    countsByType: new Map(Object.entries(JSON.parse(row.counts) as Record<string, number>)),
  };
}

export async function findClient(db: Db | Tx, organizationId: number, id: number, lock = false): Promise<ClientRow | undefined> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A contact row of `clientId` in `organizationId`: every contact query and write is scoped by both. */
const contactOf = (organizationId: number, clientId: number) =>
  and(eq(clientContacts.organizationId, organizationId), eq(clientContacts.clientId, clientId));

export async function contactsOfClient(db: Db | Tx, organizationId: number, clientId: number): Promise<ContactRow[]> {
  return db.select().from(clientContacts).where(contactOf(organizationId, clientId)).orderBy(asc(clientContacts.id));
}

export async function clientCodeIsTaken(db: Db | Tx, organizationId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.clientCode, code)));
  return row !== undefined && row.id !== exceptId;
}

export async function insertClient(tx: Tx, values: NewClient): Promise<ClientRow> {
  const [row] = await tx.insert(clients).values(values).returning();
  return row!;
}

/** Undefined when no client `id` exists in `organizationId`. */
export async function updateClientRow(
  tx: Tx,
  organizationId: number,
  id: number,
  values: Omit<Partial<NewClient>, 'organizationId'>,
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set(values)
    .where(and(eq(clients.id, id), eq(clients.organizationId, organizationId)))
    .returning();
  return row;
}

/** Contacts of `clientId`, stamped with the organisation given here (never one the caller passed in the values). */
export async function insertContacts(
  tx: Tx,
  organizationId: number,
  clientId: number,
  values: Omit<NewContact, 'organizationId' | 'clientId'>[],
): Promise<void> {
  if (values.length) await tx.insert(clientContacts).values(values.map((v) => ({ ...v, organizationId, clientId })));
}

export async function updateContact(
  tx: Tx,
  organizationId: number,
  clientId: number,
  id: number,
  values: Omit<Partial<NewContact>, 'organizationId' | 'clientId'>,
): Promise<void> {
  await tx
    .update(clientContacts)
    .set(values)
    .where(and(eq(clientContacts.id, id), contactOf(organizationId, clientId)));
}

/** Frees the phones and e-mails of contacts about to be rewritten, so two contacts may swap them. */
export async function clearContactKeys(tx: Tx, organizationId: number, clientId: number, ids: number[]): Promise<void> {
  if (ids.length) {
    await tx
      .update(clientContacts)
      .set({ phone: null, email: null })
      .where(and(inArray(clientContacts.id, ids), contactOf(organizationId, clientId)));
  }
}
