import type { TestApp } from './test-app';
import type { SeededOrganization } from './fixtures';
import { seedMasterData } from './master-data';
import { insertEnquiry } from '../modules/enquiries/enquiries.repo';
import { seedBillingOffice, seedInvoice } from '../modules/billing/invoices/invoices.test-support';
import { seedCreditNote } from '../modules/billing/credit-notes/credit-notes.test-support';
import { seedAttachment, seedTask } from '../modules/tasks/tasks.test-support';
import { seedMessage } from '../modules/messages/messages.test-support';
import { seedCompliance } from '../modules/compliance/compliance.test-support';
import { seedDocument } from '../modules/documents/documents.test-support';

/** One of each record a route may name, in one firm: what the suites that call every route (matrix, fuzz) call with. */
export type SeededRecords = {
  serviceCategoryId: number;
  sacCodeId: number;
  enquiryId: number;
  taskId: number;
  /** The head office. */
  officeId: number;
  /** An issued invoice and a credit note against it. */
  invoiceId: number;
  creditNoteId: number;
  /** A second credit note on the invoice, already cancelled. */
  cancelledCreditNoteId: number;
  /** A message sent to all the firm's clients. */
  messageId: number;
  /** A file attached to a comment on the seeded Project. */
  fileRef: string;
  /** A compliance (GSTR-1), the client's subscription to it and its Project. */
  complianceId: number;
  subscriptionId: number;
  complianceTaskId: number;
  /** A document request on the seeded Project with one file the client uploaded. */
  documentRequestId: number;
  documentFileId: number;
};

/** Seeds one of each record in `seeded`'s firm; the enquiry comes from `visitorEmail`. */
export async function seedRecords(t: TestApp, seeded: SeededOrganization, visitorEmail: string): Promise<SeededRecords> {
  const db = t.app.db;
  const now = t.app.clock.now();
  const organizationId = seeded.organization.id;
  const ids = await seedMasterData(db, organizationId, now);
  const visitor = { name: 'Visitor', email: visitorEmail, phone: null, company: null, service: null, message: 'Hello' };
  const enquiry = await insertEnquiry(db, organizationId, visitor, now);
  const taskId = await seedTask(db, seeded, ids, now);
  const fileRef = await seedAttachment(t.app, seeded.users.admin, taskId);
  const invoiceId = await seedInvoice(db, seeded, ids, now);
  const creditNoteId = await seedCreditNote(db, seeded, invoiceId, now);
  const cancelledCreditNoteId = await seedCreditNote(db, seeded, invoiceId, now, { cancelled: true });
  const messageId = await seedMessage(db, seeded, now);
  const compliance = await seedCompliance(db, seeded, ids, now);
  const document = await seedDocument(t.app, seeded, taskId);
  return {
    ...ids,
    enquiryId: enquiry.id,
    taskId,
    officeId: await seedBillingOffice(db, organizationId),
    invoiceId,
    creditNoteId,
    cancelledCreditNoteId,
    messageId,
    fileRef,
    ...compliance,
    documentRequestId: document.requestId,
    documentFileId: document.fileId,
  };
}
