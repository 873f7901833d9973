import type { FastifyInstance } from 'fastify';
import { LEGAL_DOCUMENTS, legalDocumentPath, type LegalDocument } from '@firm/shared/domain/firm';
import { renderLegalPdf } from './legal.pdf';
import { z } from 'zod';

/**
 * The three terms PDFs the public footer links to. Each is rendered on first request and kept in
 * memory: the text only changes with a deploy, and rendering costs tens of milliseconds.
 */
/** A PDF file: never serialised (a Buffer is sent as is), described for the OpenAPI document. */
const pdfAnswer = { description: 'The document as a PDF file', content: { 'application/pdf': { schema: z.string() } } };

export async function legalRoutes(app: FastifyInstance) {
  const cache = new Map<LegalDocument['slug'], Promise<Buffer>>();

  const pdfOf = (document: LegalDocument) => {
    let pending = cache.get(document.slug);
    if (!pending) {
      pending = renderLegalPdf(document);
      // A failed render is not cached, so the next request tries again.
      pending.catch(() => cache.delete(document.slug));
      cache.set(document.slug, pending);
    }
    return pending;
  };

  for (const document of LEGAL_DOCUMENTS) {
    app.get(
      legalDocumentPath(document),
      { config: { access: 'public' }, schema: { response: { 200: pdfAnswer } } },
      async (_request, reply) => {
        const pdf = await pdfOf(document);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
          .header('Cache-Control', 'public, max-age=86400')
          .send(pdf);
      },
    );
  }
}
