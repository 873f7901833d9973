import type { ReactNode } from 'react';

// PLACEHOLDER so the client portal's My Invoices compiles on its own branch: the payments helper builds
// the real hook (create-order, checkout, verify, then invalidating ['client-portal'] queries). The merge
// takes that file instead of this one; the signature below is the agreed one.

export type PayableInvoice = { invoice_number: string; can_pay: boolean };

export type PayInvoice = {
  /** Starts paying the invoice online. */
  pay: (invoice: PayableInvoice) => void;
  /** The number of the invoice being paid, or null. */
  paying: string | null;
  /** The checkout and result dialogs, rendered by the screen. */
  dialog: ReactNode;
};

export function usePayInvoice(): PayInvoice {
  return { pay: () => undefined, paying: null, dialog: null };
}
