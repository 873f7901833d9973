import type { RouteRow } from '../../test/authorization-matrix.rows';

// The firm's GST settings: the admin's alone.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const gstSettingsAuthzRows: RouteRow[] = [
  { name: 'GET /api/settings/gst', method: 'GET', url: () => '/api/settings/gst', allow: ['admin'] },
  {
    name: 'PUT /api/settings/gst (the default again: exports under LUT)',
    method: 'PUT',
    url: () => '/api/settings/gst',
    body: () => ({ export_tax_mode: 'lut' }),
    allow: ['admin'],
  },
];
