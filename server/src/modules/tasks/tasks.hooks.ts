import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';

// What another capability adds to a Project without tasks depending on it: compliance depends on tasks
// (the calendar opens Projects), so its rules about a Project reach tasks as hooks it registers when its
// plugin is registered, never as tasks reading the compliance tables. One set per app: no module state.

/** The compliance facts of a Project a hook may need. */
export type ProjectFacts = { organizationId: number; complianceId: number | null; ackNumber: string | null };

/** Runs in the closing write's transaction, before anything is written; throws to refuse the close. */
export type CloseGuard = (tx: Tx, project: ProjectFacts) => Promise<void>;

/** Whether a compliance Project's filing must be recorded before it closes; null on other Projects. */
export type AckRequiredReader = (db: Db, project: Omit<ProjectFacts, 'ackNumber'>) => Promise<boolean | null>;

/**
 * What a Project's list row and record show of another module's tables, as SQL on the Project's columns, so
 * a page stays one statement: documents answers whether the client owes a required document, compliance the
 * compliance's name. Until one registers (a write outside the app), nobody is waited on and no name shows.
 */
export type ProjectColumns = {
  waitingOnClient: (taskId: AnyColumn) => SQL<boolean>;
  complianceName: (complianceId: AnyColumn) => SQL<string | null>;
};

/** What a Project's answers show of its invoice, read by billing's modules (which depend on tasks). */
export type InvoiceReaders = {
  /** The latest credit note issued against each of these invoices (spec 02 §3 `credit_note_id`): invoice id → note id. */
  latestCreditNotes(db: Db, organizationId: number, invoiceIds: number[]): Promise<Map<number, number>>;
  /** The Project an invoice of the firm was issued from, if the id names one. */
  projectOfInvoice(db: Db, organizationId: number, invoiceId: number): Promise<number | undefined>;
};

const NO_INVOICES: InvoiceReaders = {
  latestCreditNotes: async () => new Map(),
  projectOfInvoice: async () => undefined,
};

const NO_COLUMNS: ProjectColumns = {
  waitingOnClient: () => sql<boolean>`false`,
  complianceName: () => sql<string | null>`null::text`,
};

export type TaskHooks = {
  onBeforeClose(guard: CloseGuard): void;
  readAckRequiredWith(reader: AckRequiredReader): void;
  provideColumns(part: Partial<ProjectColumns>): void;
  provideInvoiceReaders(part: Partial<InvoiceReaders>): void;
  beforeClose(tx: Tx, project: ProjectFacts): Promise<void>;
  ackRequired(db: Db, project: Omit<ProjectFacts, 'ackNumber'>): Promise<boolean | null>;
  readonly columns: ProjectColumns;
  readonly invoices: InvoiceReaders;
};

/** The app's hooks, empty until the modules that extend a Project register theirs (tasks' plugin decorates the app with them). */
export function createTaskHooks(): TaskHooks {
  const guards: CloseGuard[] = [];
  let reader: AckRequiredReader | null = null;
  const columns: ProjectColumns = { ...NO_COLUMNS };
  const invoices: InvoiceReaders = { ...NO_INVOICES };
  return {
    columns,
    invoices,
    provideColumns: (part) => void Object.assign(columns, part),
    provideInvoiceReaders: (part) => void Object.assign(invoices, part),
    onBeforeClose: (guard) => void guards.push(guard),
    readAckRequiredWith: (next) => {
      if (reader) throw new Error('A Project has one reader of its filing requirement');
      reader = next;
    },
    beforeClose: async (tx, project) => {
      for (const guard of guards) await guard(tx, project);
    },
    ackRequired: async (db, project) => (reader ? reader(db, project) : null),
  };
}
