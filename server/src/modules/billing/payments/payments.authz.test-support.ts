import type { RouteRow } from '../../../test/authorization-matrix.rows';

// Paying online: a sandbox order for the contact's own client's invoice; the webhook answers its signature only.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const paymentsAuthzRows: RouteRow[] = [
  {
    // Invoice numbers are per firm (both firms have INV/2026-27/0001): the contact's own firm's is the one
    // named, so this row has no other-organisation cell; payments.sandbox.test.ts proves another client's 404.
    name: 'POST /api/payments/create-order (a sandbox order for what is due)',
    method: 'POST',
    url: () => '/api/payments/create-order',
    body: (c) => ({ invoice_number: c.firm.invoiceNumber }),
    allow: ['client'],
  },
  {
    name: 'POST /api/payments/verify-payment (an order the contact never made: 404)',
    method: 'POST',
    url: () => '/api/payments/verify-payment',
    body: (c) => ({
      razorpay_order_id: 'order_matrix000001',
      razorpay_payment_id: 'pay_matrix000001',
      razorpay_signature: '0'.repeat(64),
      invoice_number: c.firm.invoiceNumber,
    }),
    allow: ['client'],
    ok: 404,
  },
  {
    name: 'POST /api/payments/sandbox/checkout (an order the contact never made: 404)',
    method: 'POST',
    url: () => '/api/payments/sandbox/checkout',
    body: () => ({ order_id: 'order_matrix000001', outcome: 'pay' }),
    allow: ['client'],
    ok: 404,
  },
  {
    name: 'POST /api/payments/webhook (public, but unsigned: 401 whoever calls)',
    method: 'POST',
    url: () => '/api/payments/webhook',
    body: () => ({ event: 'payment.captured' }),
    allow: 'public',
    ok: 401,
  },
];
