// An invoice's balance, the one rule the server and the screens read it by:
//
//   total + excess = paid + credited + due,   due ≥ 0, excess ≥ 0, never both above 0
//
// `paid` is the money the firm keeps: what was received less what was refunded. Money received beyond
// what was due (an online payment that raced a credit note or a payment entered by hand, a second
// capture of one order) is kept and shows as `excess` until its refund is recorded.

export type InvoiceAmounts = { totalPaise: number; paidPaise: number; creditedPaise: number };
export type InvoiceBalance = { duePaise: number; excessPaise: number };

export function invoiceBalanceOf(amounts: InvoiceAmounts): InvoiceBalance {
  const settled = amounts.paidPaise + amounts.creditedPaise;
  return { duePaise: Math.max(0, amounts.totalPaise - settled), excessPaise: Math.max(0, settled - amounts.totalPaise) };
}

/** What is left to pay, never below zero. */
export const outstandingOf = (amounts: InvoiceAmounts): number => invoiceBalanceOf(amounts).duePaise;

/** Money received beyond the total and not yet refunded: a refund is due while it is above 0. */
export const excessOf = (amounts: InvoiceAmounts): number => invoiceBalanceOf(amounts).excessPaise;
