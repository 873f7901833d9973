import type { RouteRow } from '../../../test/authorization-matrix.rows';

// Credit notes: the admin's alone, like invoices.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const creditNotesAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/credit-note/create',
    method: 'POST',
    url: () => '/api/credit-note/create',
    body: (c) => ({ invoice_id: c.firm.invoiceId, credit_note_amount_paise: 1_00, reason: 'Matrix' }),
    allow: ['admin'],
    ok: 201,
    record: 'role',
  },
  { name: 'GET /api/credit-notes', method: 'GET', url: () => '/api/credit-notes', allow: ['admin'] },
  {
    name: 'GET /api/credit-notes/:id',
    method: 'GET',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}`,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/credit-notes/:id',
    method: 'PUT',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}`,
    body: () => ({ reason: 'Matrix reason' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'POST /api/credit-notes/:id/einvoice/retry (a credit note not e-invoiced: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}/einvoice/retry`,
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'POST /api/credit-notes/:id/cancel (a credit note already cancelled: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: (c) => `/api/credit-notes/${c.firm.cancelledCreditNoteId}/cancel`,
    body: () => ({ reason: 'Matrix cancel' }),
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'GET /api/credit-notes/:id/pdf',
    method: 'GET',
    url: (c) => `/api/credit-notes/${c.firm.creditNoteId}/pdf`,
    allow: ['admin'],
    record: 'role',
  },
];
