import { LEGAL_DOCUMENTS, legalDocumentPath } from '@firm/shared/domain/firm';
import type { RouteRow } from '../../test/authorization-matrix.rows';

// The legal documents are public, one route per document.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const legalAuthzRows: RouteRow[] = [
  ...LEGAL_DOCUMENTS.map((document): RouteRow => ({
    name: `GET ${legalDocumentPath(document)}`,
    method: 'GET',
    url: () => legalDocumentPath(document),
    allow: 'public',
  })),
];
