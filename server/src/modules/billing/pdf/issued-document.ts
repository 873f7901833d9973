import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/database';
import { issuedDocuments } from '../../../db/schema-invoices';
import { notFound } from '../../../platform/errors';

// The stored PDF of an issued invoice, credit note or receipt: the same bytes every time, shown inline,
// never kept by a shared cache. One answer for the admin's and the client's document routes.

/** The OpenAPI answer of a document route. */
export const issuedPdfAnswer = { description: 'The issued document as a PDF file', content: { 'application/pdf': { schema: z.string() } } };

/** Stores an issued PDF (in the caller's transaction) under its document number, and answers its id. */
export async function storeIssuedPdf(db: Db | Tx, organizationId: number, fileName: string, content: Buffer, createdAt: Date) {
  const [document] = await db
    .insert(issuedDocuments)
    .values({ organizationId, fileName, contentType: 'application/pdf', content, createdAt })
    .returning({ id: issuedDocuments.id });
  return document!;
}

/**
 * Stores the stamped copy of an invoice or credit note cancelled by `by` and answers the columns its row is
 * written with: cancelled, when, by whom, why, and the stamped copy as its document.
 */
export async function cancelledDocument(
  tx: Tx,
  by: { id: number; organizationId: number },
  number: string,
  pdf: Buffer,
  reason: string,
  now: Date,
) {
  const document = await storeIssuedPdf(tx, by.organizationId, `${number.replace(/\//g, '-')}-CANCELLED.pdf`, pdf, now);
  return {
    status: 'cancelled' as const,
    cancelledAt: now,
    cancelledBy: by.id,
    cancelReason: reason,
    documentId: document.id,
    updatedAt: now,
  };
}

export async function sendIssuedDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  organizationId: number,
  documentId: number,
  missing: string,
) {
  const [document] = await app.db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.id, documentId), eq(issuedDocuments.organizationId, organizationId)));
  if (!document) throw notFound(missing);
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .header('x-content-type-options', 'nosniff')
    .send(document.content);
}
