import Ajv from 'ajv';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EINVOICE_AJV_OPTIONS,
  EINVOICE_JSON_SCHEMA,
  einvoiceDate,
  einvoiceFieldsToCorrect,
  einvoiceMessages as M,
  type EinvoicePayload,
} from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import { conflict, notFound } from '../../../platform/errors';
import { IRP_ERRORS, IrpError, type IrpProvider, type IrpRegistration } from './irp-provider';

// Registering a document with the IRP, after the document is issued and committed: the IRP is
// outside the database, so its call never holds the series lock or the issuing transaction open. The
// document's row is claimed first (irn_claimed_at), so two retries never send it twice; the JSON is built
// from the row and checked against the schema before it leaves; the IRP's answer is stored with the
// regenerated PDF in one transaction, or its refusal as the reason the admin reads beside Retry. An
// answer lost on the way (stored nowhere) is found again by the document's details when the retry hits
// the IRP's duplicate-IRN refusal. A claim left by a stopped process lapses after two minutes.

const validate = new Ajv(EINVOICE_AJV_OPTIONS).compile(EINVOICE_JSON_SCHEMA);

/** The fields the firm must correct before the JSON can go to the IRP ([] when the schema accepts it). */
export function einvoiceSchemaProblems(payload: EinvoicePayload): string[] {
  return validate(payload) ? [] : einvoiceFieldsToCorrect(validate.errors ?? []);
}

export const CLAIM_LAPSES_MS = 2 * 60_000;

export type EinvoiceTable = typeof invoices | typeof creditNotes;
export type EinvoiceDeps = { db: Db; irp: IrpProvider | null; now: () => Date; log: FastifyBaseLogger };
export type EinvoiceOutcome = { status: 'registered' | 'failed'; failure: string | null };

type Registration = {
  table: EinvoiceTable;
  organizationId: number;
  id: number;
  payloadOf: (db: Db) => Promise<EinvoicePayload>;
  /** Writes what follows from the IRN in the storing transaction: the PDF with it, the mail that waited. */
  stored: (tx: Tx, registration: IrpRegistration) => Promise<void>;
};

async function claim(db: Db, r: Registration, now: Date): Promise<void> {
  const { table } = r;
  const mine = and(eq(table.id, r.id), eq(table.organizationId, r.organizationId));
  const [claimed] = await db
    .update(table)
    .set({ irnClaimedAt: now })
    .where(
      and(
        mine,
        inArray(table.einvoiceStatus, ['pending', 'failed']),
        or(isNull(table.irnClaimedAt), lt(table.irnClaimedAt, new Date(now.getTime() - CLAIM_LAPSES_MS))),
      ),
    )
    .returning({ id: table.id });
  if (claimed) return;
  const [row] = await db.select({ status: table.einvoiceStatus }).from(table).where(mine);
  if (!row) throw notFound();
  if (row.status === null) throw conflict(M.notEinvoiced, undefined, 'EINVOICE_NOT_PENDING');
  if (row.status === 'registered' || row.status === 'cancelled') throw conflict(M.notPending, undefined, 'EINVOICE_NOT_PENDING');
  throw conflict(M.busy, undefined, 'EINVOICE_BUSY');
}

/** The IRP's registration of the document, or why there is none. */
async function askIrp(irp: IrpProvider | null, payload: EinvoicePayload): Promise<IrpRegistration | string> {
  const problems = einvoiceSchemaProblems(payload);
  if (problems.length > 0) return M.incomplete(problems);
  if (!irp) return M.notAvailable;
  try {
    return await irp.register(payload);
  } catch (error) {
    if (!(error instanceof IrpError)) throw error;
    if (error.code === IRP_ERRORS.duplicateIrn) {
      const { SellerDtls, DocDtls } = payload;
      const found = await irp.findByDocument({ sellerGstin: SellerDtls.Gstin, docType: DocDtls.Typ, number: DocDtls.No, date: DocDtls.Dt });
      if (found) return found;
    }
    return M.registrationFailed(error.message);
  }
}

/** Claims, builds, checks, registers and stores; a refusal of the IRP or the schema is stored as 'failed'. */
export async function registerEinvoice(deps: EinvoiceDeps, r: Registration): Promise<EinvoiceOutcome> {
  const { db } = deps;
  const { table } = r;
  await claim(db, r, deps.now());
  const mine = and(eq(table.id, r.id), eq(table.organizationId, r.organizationId));
  let answer: IrpRegistration | string;
  try {
    answer = await askIrp(deps.irp, await r.payloadOf(db));
  } catch (error) {
    deps.log.error({ err: error, documentId: r.id }, 'e-invoice registration failed unexpectedly');
    answer = M.registrationFailed('the server could not complete the registration; try again');
  }
  if (typeof answer === 'string') {
    await db
      .update(table)
      .set({ einvoiceStatus: 'failed', irnFailure: answer.slice(0, 500), irnClaimedAt: null, updatedAt: deps.now() })
      .where(mine);
    return { status: 'failed', failure: answer };
  }
  const registration = answer;
  await db.transaction(async (tx) => {
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
        updatedAt: deps.now(),
      })
      .where(mine);
    await r.stored(tx, registration);
  });
  return { status: 'registered', failure: null };
}

/** The document as the IRP finds it: by the seller's GSTIN, type, number and day. */
export const irpRefOf = (sellerGstin: string, docType: 'INV' | 'CRN', number: string, day: string) => ({
  sellerGstin,
  docType,
  number,
  date: einvoiceDate(day),
});
