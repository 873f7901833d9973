import { invoiceBalanceOf } from '@firm/shared/domain/invoice';
import type { CreditNotesTestContext, Invoiced } from '../credit-notes/credit-notes.test-support';

// What the excess suites share: a client's sandbox payment up to the checkout, and the check
// that an invoice's answer keeps total + excess = paid + credited + due with every paisa accounted for.

export type Detail = {
  total_paise: number;
  paid_paise: number;
  credited_paise: number;
  outstanding_paise: number;
  excess_paise: number;
  refunded_paise: number;
  payments: { amount_paise: number }[];
  refunds: { amount_paise: number }[];
  credit_notes: { total_paise: number }[];
};

/** Orders what is due and pays it at the sandbox checkout: what verify-payment takes. */
export async function paidAtCheckout(c: CreditNotesTestContext, invoice: Invoiced) {
  const contact = c.org.contacts[0];
  const order = await c.call(contact, 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
  if (order.statusCode !== 200) throw new Error(`create-order: ${order.statusCode} ${order.body}`);
  const paid = await c.call(contact, 'POST', '/api/payments/sandbox/checkout', { order_id: order.json().data.order_id, outcome: 'pay' });
  if (paid.statusCode !== 200) throw new Error(`checkout: ${paid.statusCode} ${paid.body}`);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.json().data;
  return { razorpay_order_id, razorpay_payment_id, razorpay_signature, invoice_number: invoice.invoice_number };
}

export const adminDetail = async (c: CreditNotesTestContext, invoiceId: number): Promise<Detail> => {
  const res = await c.call(c.org.users.admin, 'GET', `/api/invoices/${invoiceId}`);
  if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
  return res.json().data as Detail;
};

/** The invariant, the domain function agreeing with the answer, and the amounts equal to their entries. */
export function expectBalanced(detail: Detail) {
  const sum = (rows: { amount_paise?: number; total_paise?: number }[]) =>
    rows.reduce((total, r) => total + (r.amount_paise ?? r.total_paise ?? 0), 0);
  if (detail.total_paise + detail.excess_paise !== detail.paid_paise + detail.credited_paise + detail.outstanding_paise) {
    throw new Error(`unbalanced: ${JSON.stringify(detail)}`);
  }
  const balance = invoiceBalanceOf({ totalPaise: detail.total_paise, paidPaise: detail.paid_paise, creditedPaise: detail.credited_paise });
  if (balance.duePaise !== detail.outstanding_paise || balance.excessPaise !== detail.excess_paise) throw new Error('balance disagrees');
  if (detail.outstanding_paise < 0 || detail.excess_paise < 0 || (detail.outstanding_paise > 0 && detail.excess_paise > 0)) {
    throw new Error(`due and excess: ${detail.outstanding_paise} / ${detail.excess_paise}`);
  }
  if (sum(detail.payments) - sum(detail.refunds) !== detail.paid_paise) throw new Error('paid is not its entries less its refunds');
  if (sum(detail.refunds) !== detail.refunded_paise) throw new Error('refunded is not its refunds');
  if (sum(detail.credit_notes) !== detail.credited_paise) throw new Error('credited is not its credit notes');
}
