import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DocumentRequest, StaffDocumentRequest } from '@firm/shared/domain/document-request';
import type { Db, Tx } from '../../db/database';
import { clientContacts, documentFiles, documentRequests, tasks } from '../../db/schema';

// Document requests and their files as the database holds them; every query is scoped by the organisation
// (and, for a client's contact, by its client through the request's Project).

export type RequestRow = typeof documentRequests.$inferSelect;
export type FileRow = typeof documentFiles.$inferSelect;
export type NewRequest = typeof documentRequests.$inferInsert;
export type NewFile = typeof documentFiles.$inferInsert;

/** A request of the firm, locked for the transaction when asked; `clientId` limits it to that client's Projects. */
export async function findRequest(
  db: Db | Tx,
  organizationId: number,
  id: number,
  options: { clientId?: number; lock?: boolean } = {},
): Promise<(RequestRow & { clientId: number; taskName: string }) | undefined> {
  const conditions = [eq(documentRequests.id, id), eq(documentRequests.organizationId, organizationId)];
  if (options.clientId !== undefined) conditions.push(eq(tasks.clientId, options.clientId));
  const query = db
    .select({ request: documentRequests, clientId: tasks.clientId, taskName: tasks.taskName })
    .from(documentRequests)
    .innerJoin(tasks, eq(tasks.id, documentRequests.taskId))
    .where(and(...conditions));
  const [row] = options.lock ? await query.for('update', { of: documentRequests }) : await query;
  return row && { ...row.request, clientId: row.clientId, taskName: row.taskName };
}

/** Rows per insert: a generator batch's checklists stay far below the bind-parameter limit. */
const CHUNK = 500;

export async function insertRequests(tx: Tx, rows: NewRequest[]): Promise<RequestRow[]> {
  const out: RequestRow[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    out.push(
      ...(await tx
        .insert(documentRequests)
        .values(rows.slice(i, i + CHUNK))
        .returning()),
    );
  return out;
}

export async function updateRequestRow(tx: Tx, id: number, set: Partial<NewRequest>): Promise<RequestRow> {
  const [row] = await tx.update(documentRequests).set(set).where(eq(documentRequests.id, id)).returning();
  return row!;
}

export async function deleteRequestRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(documentRequests).where(eq(documentRequests.id, id));
}

export async function insertFiles(tx: Tx, rows: NewFile[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(documentFiles).values(rows).returning();
}

/** A request's current (not replaced) file, locked. */
export async function currentFile(tx: Tx, requestId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.id, fileId), eq(documentFiles.requestId, requestId), isNull(documentFiles.replacedAt)))
    .for('update');
  return row;
}

export async function markReplaced(tx: Tx, fileId: number, at: Date): Promise<void> {
  await tx.update(documentFiles).set({ replacedAt: at }).where(eq(documentFiles.id, fileId));
}

export async function countFiles(db: Db | Tx, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documentFiles)
    .where(eq(documentFiles.requestId, requestId));
  return row?.n ?? 0;
}

/** A file of a request of the firm (replaced ones too: the history stays downloadable for staff). */
export async function findFile(db: Db | Tx, organizationId: number, requestId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.id, fileId), eq(documentFiles.requestId, requestId), eq(documentFiles.organizationId, organizationId)));
  return row;
}

const iso = (d: Date) => d.toISOString();
const fileOnWire = (f: FileRow) => ({
  file_id: f.id,
  file_name: f.originalName,
  size: f.sizeBytes,
  content_type: f.contentType,
  uploaded_by: f.uploaderName,
  uploaded_at: iso(f.createdAt),
});

/** The requests' files within the firm: the current ones or the replaced ones (`which`). */
function filesOf(db: Db | Tx, organizationId: number, requests: RequestRow[], which: SQL) {
  const ids = requests.map((r) => r.id);
  return db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.organizationId, organizationId), inArray(documentFiles.requestId, ids), which));
}

/** Requests with their current files, as the wire shows them. */
export async function requestsWithFiles(db: Db | Tx, organizationId: number, requests: RequestRow[]): Promise<DocumentRequest[]> {
  if (requests.length === 0) return [];
  const files = await filesOf(db, organizationId, requests, isNull(documentFiles.replacedAt)).orderBy(asc(documentFiles.id));
  return requests.map((r) => ({
    request_id: r.id,
    task_id: r.taskId,
    title: r.title,
    note: r.note,
    required: r.required,
    due_date: r.dueDate,
    state: r.state,
    change_reason: r.changeReason,
    client_comment: r.clientComment,
    created_at: iso(r.createdAt),
    files: files.filter((f) => f.requestId === r.id).map(fileOnWire),
  }));
}

/** Requests with their current files and, for staff, the files the client replaced (the Project's history). */
export async function requestsWithHistory(db: Db | Tx, organizationId: number, requests: RequestRow[]): Promise<StaffDocumentRequest[]> {
  if (requests.length === 0) return [];
  const [current, replaced] = await Promise.all([
    requestsWithFiles(db, organizationId, requests),
    filesOf(db, organizationId, requests, isNotNull(documentFiles.replacedAt)).orderBy(
      desc(documentFiles.replacedAt),
      desc(documentFiles.id),
    ),
  ]);
  return current.map((r) => ({
    ...r,
    earlier_files: replaced.filter((f) => f.requestId === r.request_id).map((f) => ({ ...fileOnWire(f), replaced_at: iso(f.replacedAt!) })),
  }));
}

export async function requestsOfTask(db: Db | Tx, organizationId: number, taskId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.organizationId, organizationId), eq(documentRequests.taskId, taskId)))
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id));
}

/** The client's Projects that have requests, newest Project first, each with its requests. */
export async function requestsOfClient(db: Db, organizationId: number, clientId: number) {
  const rows = await db
    .select({ request: documentRequests, taskName: tasks.taskName })
    .from(documentRequests)
    .innerJoin(tasks, eq(tasks.id, documentRequests.taskId))
    .where(and(eq(documentRequests.organizationId, organizationId), eq(tasks.clientId, clientId)))
    .orderBy(desc(tasks.id), asc(documentRequests.dueDate), asc(documentRequests.id))
    .limit(1000);
  const requests = await requestsWithFiles(
    db,
    organizationId,
    rows.map((r) => r.request),
  );
  const projects: { task_id: number; task_name: string; requests: DocumentRequest[] }[] = [];
  rows.forEach((row, i) => {
    let project = projects.find((p) => p.task_id === row.request.taskId);
    if (!project) projects.push((project = { task_id: row.request.taskId, task_name: row.taskName, requests: [] }));
    project.requests.push(requests[i]!);
  });
  return projects;
}

/** The client's active contacts with an e-mail address: whom requests are mailed to. */
export async function activeContactsOf(db: Db | Tx, organizationId: number, clientId: number) {
  return db
    .select({ id: clientContacts.id, name: clientContacts.name, email: clientContacts.email })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.organizationId, organizationId),
        eq(clientContacts.clientId, clientId),
        eq(clientContacts.isActive, true),
        sql`${clientContacts.email} is not null`,
      ),
    )
    .orderBy(asc(clientContacts.id)) as Promise<{ id: number; name: string; email: string }[]>;
}

export async function contactName(db: Db | Tx, organizationId: number, contactId: number): Promise<string> {
  const [row] = await db
    .select({ name: clientContacts.name })
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.organizationId, organizationId)));
  return row?.name ?? 'Client';
}

/**
 * Whether the client still owes a required request of the Project `taskId` (the rule of the domain's
 * `waitingOnClient`; the partial index's predicate), for the Projects' lists and record (tasks' hooks).
 */
export const waitingOnClientOf = (taskId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${documentRequests} where ${documentRequests.taskId} = ${taskId} and ${documentRequests.required} and ${documentRequests.state} in ('requested', 'needs_changes'))`;
