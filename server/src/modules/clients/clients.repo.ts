import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type CLIENT_SORT_KEYS, type ListQuery } from '@firm/shared/domain/list';
import { CLIENT_SEQUENCE_PATTERN, type ClientListRow } from '@firm/shared/domain/client';
import type { Db, Tx } from '../../db/database';
import { clientContacts, clients, clientTypeCounts, organizations } from '../../db/schema';
import { containsPattern, orderByOf, PAGE_LIMIT, PAGE_OFFSET, statementsByShape, type SortExpression } from '../../db/list-page';

type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ContactRow = typeof clientContacts.$inferSelect;
export type NewContact = typeof clientContacts.$inferInsert;

export type ClientListFilter = ListQuery<ClientSortKey> & { isActive?: boolean; clientType?: string };

const SORT_COLUMNS: Record<ClientSortKey, SortExpression> = {
  code: clients.clientCode,
  name: clients.clientName,
  type: clients.clientType,
  email: clients.email,
  phone: clients.phone,
  status: { reversed: clients.isActive },
};

/** Status and search: what the table and its counts by type share (the type narrows the table alone). */
function listConditions(filter: { status: boolean; search: boolean }): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    eq(clients.organizationId, sql.placeholder('organizationId')),
    filter.status ? eq(clients.isActive, sql.placeholder('isActive')) : undefined,
    filter.search ? or(ilike(clients.clientName, pattern), ilike(clients.clientCode, pattern)) : undefined,
  );
}

export type ClientList = { items: ClientListRow[]; total: number; countsByType: Map<string, number> };

/**
 * While searching, the name and code sort by a copy of the value: given its index in that order the
 * planner would walk 100,000 rows filtering each with ILIKE (~180 ms measured) instead of taking the
 * few matches from the trigram index and sorting them (~5 ms).
 */
const SEARCH_SORT_COLUMNS: Record<ClientSortKey, SortExpression> = {
  ...SORT_COLUMNS,
  code: sql`(${clients.clientCode} || '')`,
  name: sql`(${clients.clientName} || '')`,
};

type ClientPageShape = Pick<ClientListFilter, 'sort' | 'order'> & { status: boolean; search: boolean; type: boolean };

/**
 * The matches counted by type, as (type, n) rows: from the trigger-kept counts (migration 0005), a
 * handful of rows whatever the organisation's size, or while searching by counting the search's
 * matches (from the trigram index).
 */
function countsByTypeQuery(shape: ClientPageShape): SQL {
  if (shape.search) {
    return sql`select ${clients.clientType} as type, count(*)::int as n from ${clients} where ${listConditions(shape)} group by ${clients.clientType}`;
  }
  const status = shape.status ? eq(clientTypeCounts.isActive, sql.placeholder('isActive')) : undefined;
  const where = and(eq(clientTypeCounts.organizationId, sql.placeholder('organizationId')), status);
  return sql`select ${clientTypeCounts.clientType} as type, sum(${clientTypeCounts.n})::int as n from ${clientTypeCounts} where ${where} group by ${clientTypeCounts.clientType}`;
}

/** The page's rows, each carrying the counts by type as JSON text (one round trip; the same on every row). */
const clientPage = statementsByShape('clients_page', (db, shape: ClientPageShape) =>
  db
    .select({
      client_id: clients.id,
      client_name: clients.clientName,
      client_code: clients.clientCode,
      cin: clients.cin,
      is_active: clients.isActive,
      client_type: clients.clientType,
      phone: clients.phone,
      email: clients.email,
      gst_category: clients.gstCategory,
      counts: sql<string>`(select coalesce(json_agg(json_build_array(c.type, c.n)), '[]')::text from (${countsByTypeQuery(shape)}) c)`,
    })
    .from(clients)
    .where(and(listConditions(shape), shape.type ? eq(clients.clientType, sql.placeholder('clientType')) : undefined))
    .orderBy(...orderByOf(shape.search ? SEARCH_SORT_COLUMNS : SORT_COLUMNS, shape.sort, shape.order, clients.id))
    .limit(PAGE_LIMIT)
    .offset(PAGE_OFFSET),
);

/** The counts alone, for a page without rows to carry them (one row: the caller's organisation). */
const countsByType = statementsByShape('client_counts_by_type', (db, shape: ClientPageShape) =>
  db
    .select({
      counts: sql<string>`(select coalesce(json_agg(json_build_array(c.type, c.n)), '[]')::text from (${countsByTypeQuery(shape)}) c)`,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId'))),
);

/**
 * One page of clients, how many match, and the matches counted by type (the screen's tiles), in one
 * statement. The counts give the total too (the asked type's count, or their sum). The page reads an
 * index in the asked order.
 */
export async function listClientsWithCounts(db: Db, organizationId: number, filter: ClientListFilter): Promise<ClientList> {
  const search = Boolean(filter.search);
  const shape = { sort: filter.sort, order: filter.order, status: filter.isActive !== undefined, search, type: Boolean(filter.clientType) };
  const values = {
    organizationId,
    isActive: filter.isActive,
    pattern: search ? containsPattern(filter.search!) : undefined,
    clientType: filter.clientType,
  };
  const rows = await clientPage(db, shape, !search).execute({ ...values, limit: filter.limit, offset: offsetOf(filter) });
  const counts = rows[0]?.counts ?? (await countsByType(db, shape, !search).execute(values))[0]?.counts ?? '[]';
  const countsByTypeOf = new Map<string, number>();
  for (const [type, n] of JSON.parse(counts) as [string, number][]) if (n > 0) countsByTypeOf.set(type, n);
  const total = filter.clientType
    ? (countsByTypeOf.get(filter.clientType) ?? 0)
    : [...countsByTypeOf.values()].reduce((sum, n) => sum + n, 0);
  const items: ClientListRow[] = rows.map(({ counts: _counts, ...item }) => item);
  return { items, total, countsByType: countsByTypeOf };
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

/** The highest number of the firm's CLI_<n> sequence (`CLIENT_SEQUENCE_PATTERN`), or null before its first. */
export async function highestClientNumber(db: Db | Tx, organizationId: number): Promise<number | null> {
  const [row] = await db
    .select({ highest: sql<string | null>`max(substring(${clients.clientCode} from 5)::bigint)` })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), sql`${clients.clientCode} ~ ${CLIENT_SEQUENCE_PATTERN.source}`));
  return row?.highest == null ? null : Number(row.highest);
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

/** A client's billing office (the offices module assigns it); false when the firm has no such client. */
export async function setClientBillingOffice(
  db: Db,
  organizationId: number,
  id: number,
  officeId: number | null,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(clients)
    .set({ billingOfficeId: officeId, updatedAt: now })
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return row !== undefined;
}

/** A contact's sign-in e-mail, once its own change is confirmed (the users module's e-mail change). */
export async function setContactEmail(tx: Tx, organizationId: number, id: number, email: string, now: Date): Promise<void> {
  await tx
    .update(clientContacts)
    .set({ email, updatedAt: now })
    .where(and(eq(clientContacts.id, id), eq(clientContacts.organizationId, organizationId)));
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
