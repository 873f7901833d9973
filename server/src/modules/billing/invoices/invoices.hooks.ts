import type { Tx } from '../../../db/database';

// What another billing module adds to an invoice's rules without invoices depending on it: credit notes
// and payments depend on invoices, so their reasons to keep an invoice from being cancelled reach invoices
// as guards they register when their plugin registers, never as invoices reading their tables. One set per app.

/** The invoice being cancelled, under its row lock. */
export type CancelledInvoice = { organizationId: number; id: number };

/** In the cancel's transaction, before anything is written: the refusal's words, or null when it may go. */
export type CancelGuard = (tx: Tx, invoice: CancelledInvoice) => Promise<string | null>;

export type InvoiceHooks = {
  onBeforeCancel(guard: CancelGuard): void;
  /** The first guard's refusal, in registration order, or null. */
  refusalToCancel(tx: Tx, invoice: CancelledInvoice): Promise<string | null>;
};

/** The app's hooks, empty until the modules that extend an invoice register theirs. */
export function createInvoiceHooks(): InvoiceHooks {
  const guards: CancelGuard[] = [];
  return {
    onBeforeCancel: (guard) => void guards.push(guard),
    refusalToCancel: async (tx, invoice) => {
      for (const guard of guards) {
        const refusal = await guard(tx, invoice);
        if (refusal !== null) return refusal;
      }
      return null;
    },
  };
}
