import type { RouteRow } from '../../test/authorization-matrix.rows';

// Reports: admin and supervisor the firm's Projects, an employee its own; a client none.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const reportsAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/reports/projects',
    method: 'GET',
    url: () => '/api/reports/projects?status_group=pending',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/reports/projects/export',
    method: 'GET',
    url: () => '/api/reports/projects/export?format=csv&due_from=2026-01-01&due_to=2026-12-31',
    allow: ['admin', 'supervisor', 'employee'],
  },
  // Money reports: the admin of the firm only
  { name: 'GET /api/reports/receivables', method: 'GET', url: () => '/api/reports/receivables?as_of=2026-11-01', allow: ['admin'] },
  {
    name: 'GET /api/reports/receivables/export',
    method: 'GET',
    url: () => '/api/reports/receivables/export?format=csv',
    allow: ['admin'],
  },
  { name: 'GET /api/reports/collections', method: 'GET', url: () => '/api/reports/collections?from=2026-01&to=2026-12', allow: ['admin'] },
  {
    name: 'GET /api/reports/collections/export',
    method: 'GET',
    url: () => '/api/reports/collections/export?format=csv&from=2026-01&to=2026-12',
    allow: ['admin'],
  },
  { name: 'GET /api/reports/gst-summary', method: 'GET', url: () => '/api/reports/gst-summary?month=2026-11', allow: ['admin'] },
  {
    name: 'GET /api/reports/gst-summary/export',
    method: 'GET',
    url: () => '/api/reports/gst-summary/export?month=2026-11&format=csv&section=b2cs',
    allow: ['admin'],
  },
  {
    name: 'GET /api/reports/gstr1/file (the head office’s GSTIN)',
    method: 'GET',
    url: () => '/api/reports/gstr1/file?gstin=27AAHFK4108N1Z3&period=2026-11&format=json',
    allow: ['admin'],
  },
  {
    name: 'GET /api/reports/gstr1/summary (the head office’s GSTIN)',
    method: 'GET',
    url: () => '/api/reports/gstr1/summary?gstin=27AAHFK4108N1Z3&period=2026-11',
    allow: ['admin'],
  },
];
