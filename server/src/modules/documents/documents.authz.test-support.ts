import type { RouteRow } from '../../test/authorization-matrix.rows';
import { multipartForm } from '../../test/multipart';
import { PDF } from './documents.test-support';

// Documents from clients: staff who may write the Project (the employee its assigned one) ask,
// edit, review and download; the client's contacts upload and comment on their own client's requests only;
// the admin sets the reminder schedule. Rows of the authorization matrix (authorization-matrix.test.ts).

const TEAM = ['admin', 'supervisor', 'employee'] as const;

export const documentsAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/tasks/:id/document-requests',
    method: 'GET',
    url: (c) => `/api/tasks/${c.firm.taskId}/document-requests`,
    allow: TEAM,
    record: 'role',
  },
  {
    name: 'POST /api/tasks/:id/document-requests',
    method: 'POST',
    url: (c) => `/api/tasks/${c.firm.taskId}/document-requests`,
    body: (c) => ({ requests: [{ title: `Matrix document ${c.world.next()}`, due_date: '2026-12-31' }] }),
    allow: TEAM,
    ok: 201,
    record: 'role',
  },
  {
    name: 'PUT /api/document-requests/:id',
    method: 'PUT',
    url: (c) => `/api/document-requests/${c.firm.documentRequestId}`,
    body: () => ({ note: 'Both parts, please' }),
    allow: TEAM,
    record: 'role',
  },
  {
    name: 'DELETE /api/document-requests/:id (a request with files: 409 for staff)',
    method: 'DELETE',
    url: (c) => `/api/document-requests/${c.firm.documentRequestId}`,
    allow: TEAM,
    ok: 409,
    record: 'role',
  },
  {
    name: 'POST /api/document-requests/:id/accept (nothing uploaded: 409 for staff)',
    method: 'POST',
    url: (c) => `/api/document-requests/${c.firm.emptyDocumentRequestId}/accept`,
    allow: TEAM,
    ok: 409,
    record: 'role',
  },
  {
    name: 'POST /api/document-requests/:id/changes (nothing uploaded: 409 for staff)',
    method: 'POST',
    url: (c) => `/api/document-requests/${c.firm.emptyDocumentRequestId}/changes`,
    body: () => ({ reason: 'Unreadable scan' }),
    allow: TEAM,
    ok: 409,
    record: 'role',
  },
  {
    name: 'GET /api/document-requests/:id/files/:fileId',
    method: 'GET',
    url: (c) => `/api/document-requests/${c.firm.documentRequestId}/files/${c.firm.documentFileId}`,
    allow: TEAM,
    record: 'role',
  },
  { name: 'GET /api/client-portal/documents', method: 'GET', url: () => '/api/client-portal/documents', allow: ['client'] },
  {
    name: 'POST /api/client-portal/document-requests/:id/files (multipart)',
    method: 'POST',
    url: (c) => `/api/client-portal/document-requests/${c.firm.documentRequestId}/files`,
    form: () => multipartForm({ comment: 'From the matrix' }, [{ name: 'matrix.pdf', content: PDF }]),
    allow: ['client'],
    ok: 201,
    record: 'role',
  },
  {
    name: 'POST /api/client-portal/document-requests/:id/comment',
    method: 'POST',
    url: (c) => `/api/client-portal/document-requests/${c.firm.documentRequestId}/comment`,
    body: () => ({ comment: 'Sent today' }),
    allow: ['client'],
    record: 'role',
  },
  {
    name: 'GET /api/client-portal/document-requests/:id/files/:fileId',
    method: 'GET',
    url: (c) => `/api/client-portal/document-requests/${c.firm.documentRequestId}/files/${c.firm.documentFileId}`,
    allow: ['client'],
    record: 'role',
  },
  { name: 'GET /api/document-reminders/settings', method: 'GET', url: () => '/api/document-reminders/settings', allow: ['admin'] },
  {
    name: 'PUT /api/document-reminders/settings',
    method: 'PUT',
    url: () => '/api/document-reminders/settings',
    body: () => ({ enabled: false, on_due_day: true, days_before: [2], repeat_after_days: 7 }),
    allow: ['admin'],
  },
  { name: 'GET /api/document-reminders', method: 'GET', url: () => '/api/document-reminders?page=1&limit=10', allow: ['admin'] },
];
