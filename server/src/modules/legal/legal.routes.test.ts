import { LEGAL_DOCUMENTS, legalDocumentPath } from '@firm/shared/domain/firm';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

// The Info dictionary and the page objects are never inside a compressed stream, so the served
// bytes can be read directly: /Title points at an object holding the title string.
function infoTitle(pdf: Buffer): string | undefined {
  const source = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(source)?.[1];
  return ref ? new RegExp(`\\b${ref} 0 obj\\s*\\((.*)\\)\\s*endobj`).exec(source)?.[1] : undefined;
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /legal/*.pdf', () => {
  it.each(LEGAL_DOCUMENTS.map((document) => [legalDocumentPath(document), document] as const))(
    'serves %s as a cacheable PDF download with the right title',
    async (url, document) => {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${document.fileName}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(infoTitle(response.rawPayload)).toBe(document.title);
      expect(pageCount(response.rawPayload)).toBeGreaterThanOrEqual(2);
    },
  );

  it('serves the same bytes on a second request, from the in-memory copy', async () => {
    const url = legalDocumentPath(LEGAL_DOCUMENTS[0]);
    const first = await testApp.app.inject({ method: 'GET', url });
    const second = await testApp.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for a document that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/legal/privacy-policy.pdf' });
    expect(response.statusCode).toBe(404);
  });
});
