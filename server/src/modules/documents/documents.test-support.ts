import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { clientContacts, clients, documentFiles, documentRequests, mailOutbox, storedFiles, taskActivity } from '../../db/schema';
import { bearer, openTestSession, type ContactRow, type SeededOrganization, type UserRow } from '../../test/fixtures';
import { multipartForm, type FormFile } from '../../test/multipart';
import type { Who } from '../tasks/tasks.test-support';

// What the document suites, the authorization matrix and the route fuzz share: requests seeded through the
// routes, a client's upload as a browser's form sends it, a second client of the same firm, and a snapshot of
// every table an upload writes (to prove that a refused one wrote nothing).

export const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

export async function requestDocuments(
  app: FastifyInstance,
  who: UserRow,
  taskId: number,
  requests: { title: string; required?: boolean; due_date?: string; note?: string }[],
): Promise<number[]> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/document-requests`,
    headers: bearer(app, who),
    payload: { requests: requests.map((r) => ({ due_date: '2026-11-30', ...r })) },
  });
  if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`);
  return (response.json().data.requests as { request_id: number }[]).map((r) => r.request_id);
}

export function upload(
  app: FastifyInstance,
  who: Who,
  requestId: number,
  files: FormFile[],
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = multipartForm(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/client-portal/document-requests/${requestId}/files`,
    headers: { ...bearer(app, who), ...form.headers },
    payload: form.payload,
  });
}

/** A request on `taskId` with one PDF uploaded by the client's first contact; answers both ids. */
export async function seedDocument(app: FastifyInstance, org: SeededOrganization, taskId: number) {
  const [requestId] = await requestDocuments(app, org.users.admin, taskId, [{ title: 'Seeded Form 16' }]);
  const response = await upload(app, org.contacts[0], requestId!, [{ name: 'form16.pdf', content: PDF }]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return { requestId: requestId!, fileId: response.json().data.files[0].file_id as number };
}

/** Another client of the same firm, with one active contact who may sign in. */
export async function secondClient(db: Db, org: SeededOrganization): Promise<ContactRow> {
  const [client] = await db
    .insert(clients)
    .values({
      organizationId: org.organization.id,
      clientCode: `CLI_${randomBytes(3).toString('hex').toUpperCase()}`,
      clientName: 'Konkan Exports LLP',
      clientType: 'partnership_registered',
      email: `office@konkan-${randomBytes(2).toString('hex')}.test`,
      phone: '2241230000',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
    })
    .returning();
  const [contact] = await db
    .insert(clientContacts)
    .values({
      organizationId: org.organization.id,
      clientId: client!.id,
      name: 'Ravi Kulkarni',
      email: `ravi@konkan-${randomBytes(2).toString('hex')}.test`,
      phone: '9822000009',
    })
    .returning();
  await openTestSession(db, contact!);
  return contact!;
}

export async function documentTables(db: Db) {
  const rows = async (table: typeof documentRequests | typeof documentFiles | typeof taskActivity | typeof mailOutbox) =>
    db.execute(sql`select * from ${table} order by id`).then((r) => JSON.stringify(rowsOf(r)));
  const files = await db.execute(sql`select key, state, size from ${storedFiles} order by key`);
  return {
    requests: await rows(documentRequests),
    files: await rows(documentFiles),
    activity: await rows(taskActivity),
    outbox: await rows(mailOutbox),
    stored: JSON.stringify(rowsOf(files)),
  };
}
