import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildEinvoicePayload, einvoiceDate, type EinvoicePayload } from '@firm/shared/domain/einvoice';
import { clientContacts, clients, organizations } from '../../../db/schema';
import type { Driver } from '../../../test/test-database';
import { creditNotesTestContext, type CreditNotesTestContext } from '../credit-notes/credit-notes.test-support';
import { rowsOf } from '../../../db/rows';
import { billingPdfText } from '../pdf/pdf-text.test-support';

// What other modules' tests take of e-invoicing: the sandbox IRP and its key, the fake IRP on loopback.

export { sandboxIrp, sandboxIrpKeys, sandboxIrn } from './irp-sandbox';
export { startFakeIrp, type FakeIrp } from './fake-irp.test-support';
export { IrpError, type IrpProvider } from './irp-provider';

export type EinvoiceTestContext = CreditNotesTestContext & {
  /** A Regular client in Mumbai with its GSTIN and full address (B2B, intra-state). */
  registeredClient: (values?: Partial<typeof clients.$inferInsert>) => Promise<number>;
  /** An invoice of a Project for `clientId`, through the generate route: its answer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read a success or a refusal from one answer
  generate: (clientId: number) => Promise<{ statusCode: number; body: Record<string, unknown> & { data: any } }>;
  setEinvoicing: (enabled: boolean) => Promise<void>;
  /** Invoice mail queued with the invoice's number in its subject. */
  mailsOf: (invoiceNumber: string) => Promise<number>;
};

const party = { address: 'Fort', city: 'Mumbai', pincode: '400001', stateCode: '27' };

/** The e-invoice JSON of invoice `number` of 21 Nov 2026: audit fees of ₹1,00,000 at 18 %, Kapoor Iyer & Co. to Reliance (intra-state). */
export function auditFeesPayload(number: string, buyerName = 'Reliance Retail Limited'): EinvoicePayload {
  return buildEinvoicePayload({
    docType: 'INV',
    number,
    date: '2026-11-21',
    category: 'regular',
    supplyType: 'intra_state',
    seller: { ...party, gstin: '27AAHFK4108N1Z3', legalName: 'Kapoor Iyer & Co.' },
    buyer: { ...party, gstin: '27AAACR5055K1Z7', legalName: buyerName },
    placeOfSupplyCode: '27',
    line: {
      sacCode: '998222',
      description: 'Statutory audit',
      taxablePaise: 1_00_000_00,
      rateBp: 1800,
      cgstPaise: 9_000_00,
      sgstPaise: 9_000_00,
      igstPaise: 0,
    },
  });
}

/** A document whose IRN the IRP holds: its kind, number and date, its IRN and its PDF's address. */
export type RegisteredDocument = { docType: 'INV' | 'CRN'; number: string; date: string; irn: string; pdfUrl: string };

/**
 * Cancels `doc` as the admin through `cancelUrl`, and proves its IRN went with it: the answer says so,
 * the IRP no longer finds the document, and its PDF is stamped. Answers the PDF's text.
 */
export async function expectCancelledWithIrn(c: CreditNotesTestContext, cancelUrl: string, reason: string, doc: RegisteredDocument) {
  const admin = c.org.users.admin;
  const res = await c.call(admin, 'POST', cancelUrl, { reason });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ status: 'cancelled', einvoice: { status: 'cancelled', irn: doc.irn } });
  const ref = { sellerGstin: '27AAHFK4108N1Z3', docType: doc.docType, number: doc.number, date: einvoiceDate(doc.date) };
  expect(await c.t.app.irp!.findByDocument(ref)).toBeNull();
  const text = await billingPdfText((await c.call(admin, 'GET', doc.pdfUrl)).rawPayload);
  expect(text).toContain('E-INVOICE (IRN CANCELLED)');
  return text;
}

/** Fails unless `res` is the 409 of a cancellation past the IRP's 24 hours, in these words. */
export function expectCancelWindowClosed(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ success: false, code: 'EINVOICE_CANCEL_WINDOW_CLOSED', message });
}

/** The credit-notes context with e-invoicing on for the firm, and helpers for registered clients. */
export function einvoiceTestContext(driver: Driver, env: Record<string, string> = {}): EinvoiceTestContext {
  const c = creditNotesTestContext(driver, env) as EinvoiceTestContext;
  c.setEinvoicing = async (enabled) => {
    await c.t.app.db.update(organizations).set({ einvoiceEnabled: enabled }).where(eq(organizations.id, c.org.organization.id));
  };
  c.registeredClient = async (values = {}) => {
    const id = await c.clientIn({
      clientName: 'Reliance Retail Limited',
      gstCategory: 'regular',
      gstNumber: '27AAACR5055K1Z7',
      street: 'Maker Chambers IV, Nariman Point',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400021',
      ...values,
    });
    await c.t.app.db
      .insert(clientContacts)
      .values({ organizationId: c.org.organization.id, clientId: id, name: 'Accounts', email: `accounts.${id}@reliance.example` });
    return id;
  };
  c.generate = async (clientId) => {
    const taskId = await c.create({ client_id: clientId });
    const closed = await c.call(c.org.users.admin, 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' });
    if (closed.statusCode !== 200) throw new Error(`close failed: ${closed.body}`);
    const res = await c.call(c.org.users.admin, 'POST', '/api/invoice/generate', { task_id: taskId });
    return { statusCode: res.statusCode, body: res.json() };
  };
  c.mailsOf = async (invoiceNumber) => {
    const result = await c.t.app.db.execute(
      sql`select count(*)::int as n from mail_outbox where message->>'subject' like ${`%Tax Invoice ${invoiceNumber} %`}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]!.n);
  };
  return c;
}
