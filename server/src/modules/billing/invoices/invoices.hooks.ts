import type { InvoiceDetail, InvoicePayment } from '@firm/shared/domain/invoice';
import type { Db, Tx } from '../../../db/database';

// What another billing module adds to an invoice's rules without invoices depending on it: credit notes
// and payments depend on invoices, so their reasons to keep an invoice from being cancelled, what the
// detail shows of their rows and the payment entries a status set by hand writes reach invoices as hooks
// they register when their plugin registers, never as invoices reading their tables. One set per app.

/** The invoice being cancelled, under its row lock. */
export type CancelledInvoice = { organizationId: number; id: number };

/** In the cancel's transaction, before anything is written: the refusal's words, or null when it may go. */
export type CancelGuard = (tx: Tx, invoice: CancelledInvoice) => Promise<string | null>;

/** An entry a status set by hand records: money received outside the portal, or the reversal of such an entry. */
export type ManualEntry = {
  amountPaise: number;
  method: 'manual' | 'reversal';
  reversesId?: number;
  note: string | null;
  reference: string | null;
};

/** Payments' ledger of an invoice, as invoices' detail and status change need it. */
export type PaymentLedger = {
  /** Every entry of the invoice, oldest first, with who recorded it and whether it was reversed. */
  entriesOf(db: Db | Tx, organizationId: number, invoiceId: number): Promise<InvoicePayment[]>;
  /** The entries recorded by hand that no reversal points at yet, oldest first. */
  reversibleOf(tx: Tx, organizationId: number, invoiceId: number): Promise<{ id: number; amountPaise: number }[]>;
  /** Writes the entries in the status change's transaction. */
  record(tx: Tx, invoice: CancelledInvoice, entries: ManualEntry[], recordedBy: number, now: Date): Promise<void>;
};

/** The credit notes issued against an invoice, oldest first, as its detail lists them. */
export type CreditNotesReader = (db: Db | Tx, organizationId: number, invoiceId: number) => Promise<InvoiceDetail['credit_notes']>;

export type InvoiceHooks = {
  onBeforeCancel(guard: CancelGuard): void;
  /** The first guard's refusal, in registration order, or null. */
  refusalToCancel(tx: Tx, invoice: CancelledInvoice): Promise<string | null>;
  providePaymentLedger(ledger: PaymentLedger): void;
  provideCreditNotes(reader: CreditNotesReader): void;
  /** Payments' ledger; an invoice's detail and status need it, so its absence is a wiring fault. */
  readonly payments: PaymentLedger;
  readonly creditNotesOf: CreditNotesReader;
};

const unwired = (what: string) => new Error(`${what} has not registered with invoices' hooks`);

/** The app's hooks, empty until the modules that extend an invoice register theirs. */
export function createInvoiceHooks(): InvoiceHooks {
  const guards: CancelGuard[] = [];
  let ledger: PaymentLedger | null = null;
  let creditNotes: CreditNotesReader | null = null;
  return {
    onBeforeCancel: (guard) => void guards.push(guard),
    refusalToCancel: async (tx, invoice) => {
      for (const guard of guards) {
        const refusal = await guard(tx, invoice);
        if (refusal !== null) return refusal;
      }
      return null;
    },
    providePaymentLedger: (next) => void (ledger = next),
    provideCreditNotes: (next) => void (creditNotes = next),
    get payments() {
      if (!ledger) throw unwired('payments');
      return ledger;
    },
    get creditNotesOf() {
      if (!creditNotes) throw unwired('credit-notes');
      return creditNotes;
    },
  };
}
