import Ajv from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import {
  EINVOICE_AJV_OPTIONS,
  EINVOICE_JSON_SCHEMA,
  einvoiceDate,
  einvoiceFieldsToCorrect,
  einvoiceMessages as M,
  type EinvoicePayload,
  type EinvoiceStatus,
} from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
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

/**
 * The e-invoice columns of one document's row, written by the module that owns its table (invoices, credit
 * notes: they depend on einvoice, which names no table of theirs).
 */
export type EinvoiceRowStore = {
  /** Marks the row claimed at `now` if it is pending or failed and unclaimed or claimed before `lapsedBefore`. */
  claim(db: Db, now: Date, lapsedBefore: Date): Promise<boolean>;
  /** The row's e-invoice status; undefined when there is no such row. */
  statusOf(db: Db): Promise<EinvoiceStatus | null | undefined>;
  /** Stores the refusal as the reason the admin reads, and releases the claim. */
  fail(db: Db, failure: string, now: Date): Promise<void>;
  /** Stores the IRP's registration and releases the claim, in the storing transaction. */
  register(tx: Tx, registration: IrpRegistration, now: Date): Promise<void>;
};
export type EinvoiceDeps = { db: Db; irp: IrpProvider | null; now: () => Date; log: FastifyBaseLogger };
export type EinvoiceOutcome = { status: 'registered' | 'failed'; failure: string | null };

type Registration = {
  row: EinvoiceRowStore;
  /** For the log. */
  id: number;
  payloadOf: (db: Db) => Promise<EinvoicePayload>;
  /** Writes what follows from the IRN in the storing transaction: the PDF with it, the mail that waited. */
  stored: (tx: Tx, registration: IrpRegistration) => Promise<void>;
};

async function claim(db: Db, r: Registration, now: Date): Promise<void> {
  if (await r.row.claim(db, now, new Date(now.getTime() - CLAIM_LAPSES_MS))) return;
  const status = await r.row.statusOf(db);
  if (status === undefined) throw notFound();
  if (status === null) throw conflict(M.notEinvoiced, undefined, 'EINVOICE_NOT_PENDING');
  if (status === 'registered' || status === 'cancelled') throw conflict(M.notPending, undefined, 'EINVOICE_NOT_PENDING');
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
  await claim(db, r, deps.now());
  let answer: IrpRegistration | string;
  try {
    answer = await askIrp(deps.irp, await r.payloadOf(db));
  } catch (error) {
    deps.log.error({ err: error, documentId: r.id }, 'e-invoice registration failed unexpectedly');
    answer = M.registrationFailed('the server could not complete the registration; try again');
  }
  if (typeof answer === 'string') {
    await r.row.fail(db, answer.slice(0, 500), deps.now());
    return { status: 'failed', failure: answer };
  }
  const registration = answer;
  await db.transaction(async (tx) => {
    await r.row.register(tx, registration, deps.now());
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
