import { and, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { creditNotes, invoices } from './schema-invoices';

// The e-invoice columns (`einvoiceColumns` of schema-columns.ts) as registering an IRN claims and writes
// them, for either table that carries them. Each owner hands its own table and row condition; the IRN
// registration in billing/einvoice sees only this store, never a table.

type EinvoiceTable = typeof invoices | typeof creditNotes;
type Registered = { irn: string; ackNo: string; ackAt: Date; signedQr: string };

export function einvoiceRowStore(table: EinvoiceTable, mine: SQL | undefined) {
  return {
    /** Marks the row claimed at `now` if it is pending or failed and unclaimed or claimed before `lapsedBefore`. */
    claim: async (db: Db, now: Date, lapsedBefore: Date) => {
      const claimed = await db
        .update(table)
        .set({ irnClaimedAt: now })
        .where(
          and(
            mine,
            inArray(table.einvoiceStatus, ['pending', 'failed']),
            or(isNull(table.irnClaimedAt), lt(table.irnClaimedAt, lapsedBefore)),
          ),
        )
        .returning({ id: table.id });
      return claimed.length > 0;
    },
    statusOf: async (db: Db) => (await db.select({ status: table.einvoiceStatus }).from(table).where(mine))[0]?.status,
    fail: async (db: Db, failure: string, now: Date) => {
      await db.update(table).set({ einvoiceStatus: 'failed', irnFailure: failure, irnClaimedAt: null, updatedAt: now }).where(mine);
    },
    register: async (tx: Tx, registration: Registered, now: Date) => {
      await tx
        .update(table)
        .set({
          einvoiceStatus: 'registered',
          irn: registration.irn,
          irnAckNo: registration.ackNo,
          irnAckAt: registration.ackAt,
          irnSignedQr: registration.signedQr,
          irnFailure: null,
          irnClaimedAt: null,
          updatedAt: now,
        })
        .where(mine);
    },
  };
}
