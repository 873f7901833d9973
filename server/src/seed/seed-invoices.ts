import { creditNoteCreateSchema } from '@firm/shared/domain/credit-note';
import { indianDay } from '@firm/shared/domain/calendar';
import { invoiceStatusUpdateSchema } from '@firm/shared/domain/invoice';
import type { Db } from '../db/database';
import { createCreditNote, registerCreditNoteHooks } from '../modules/billing/credit-notes';
import { registerPaymentHooks } from '../modules/billing/payments';
import { createTask, demoLookups, updateTask, type DemoWork } from '../modules/tasks';
import { generateInvoice } from '../modules/billing/invoices';
import { createInvoiceHooks, setInvoiceStatus } from '../modules/billing/invoices';

// The demo firm's invoices: finished Projects billed over the past weeks through the same
// services the screens call, so each has its number, PDF, log entries and payment history. Sahyadri
// Foods (the Client Login banner's contact) has one invoice to pay online, one part paid and overdue,
// and one paid; Deccan Ridge (another state: IGST) has one with a credit note; Dr. Kavitha Raman's is new.

type DemoInvoice = DemoWork & {
  /** Days before seeding when the Project was closed and invoiced. */
  daysAgo: number;
  then?: { status: 'paid' | 'partially_paid'; rupees?: number; reference: string } | { credit: number; reason: string };
};

const DEMO_INVOICES: DemoInvoice[] = [
  {
    client: 'CLI_1001',
    name: 'ROC annual filing AOC-4 and MGT-7',
    description: 'Financial statements and annual return filed with the Registrar of Companies for FY 2025-26.',
    category: 'Compliance & ROC',
    sac: '998399',
    rupees: 9_500,
    daysAgo: 40,
    then: { status: 'paid', reference: 'NEFT UTR HDFCN52026101512' },
  },
  {
    client: 'CLI_1002',
    name: 'Tax audit FY 2025-26',
    description: 'Tax audit under section 44AB and Form 3CB-3CD.',
    category: 'Audit & Assurance',
    sac: '998221',
    rupees: 75_000,
    daysAgo: 20,
    then: { credit: 5_000, reason: 'Fee reduced by agreement: Form 3CD clause 44 not applicable' },
  },
  {
    client: 'CLI_1001',
    name: 'Internal audit Q2',
    description: 'Internal audit of purchase and inventory cycles for July to September.',
    category: 'Audit & Assurance',
    sac: '998221',
    rupees: 48_000,
    daysAgo: 12,
    then: { status: 'partially_paid', rupees: 20_000, reference: 'Cheque 004512, HDFC Bank' },
  },
  {
    client: 'CLI_1001',
    name: 'Transfer pricing documentation',
    description: 'Master file and local file for international transactions with the Dubai subsidiary.',
    category: 'Business Advisory',
    sac: '998311',
    rupees: 90_000,
    daysAgo: 2,
  },
  {
    client: 'CLI_1004',
    name: 'Capital gains advisory',
    description: 'Computation and planning of capital gains on the sale of the Mysuru property.',
    category: 'Taxation Services',
    sac: '998232',
    rupees: 25_000,
    daysAgo: 0,
  },
];

/** Issues the demo invoices once, oldest first, so their numbers follow their dates. Returns how many. */
export async function seedDemoInvoices(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const lookups = await demoLookups(db, organizationId);
  if (!lookups) return 0;
  const { admin, userOf, bodyOf } = lookups;
  const employee = userOf('employee') ?? admin;
  // Outside the app: the hooks its billing plugins would register (the payment entries a status writes).
  const invoiceHooks = createInvoiceHooks();
  registerPaymentHooks(invoiceHooks);
  registerCreditNoteHooks(invoiceHooks);
  let issued = 0;
  for (const demo of DEMO_INVOICES) {
    const closedAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    const startedAt = new Date(closedAt.getTime() - 10 * 86_400_000);
    const body = bodyOf(demo, indianDay(closedAt), employee.id);
    if (!body) continue;
    const { id } = await createTask(db, admin, body, startedAt);
    await updateTask(db, admin, id, { workflow_status: 'closed' }, closedAt);
    const { invoice } = await generateInvoice(db, admin, id, new Date(closedAt.getTime() + 3_600_000));
    const later = new Date(closedAt.getTime() + 3 * 86_400_000);
    const then = demo.then;
    if (then && 'status' in then) {
      const update = invoiceStatusUpdateSchema.parse({
        status: then.status,
        amount_paise: then.rupees === undefined ? undefined : then.rupees * 100,
        reference: then.reference,
        note: 'Received by bank transfer',
      });
      await setInvoiceStatus(db, invoiceHooks, admin, { id: invoice.id }, update, later, indianDay(later));
    } else if (then) {
      const credit = creditNoteCreateSchema.parse({
        invoice_id: invoice.id,
        credit_note_amount_paise: then.credit * 100,
        reason: then.reason,
      });
      await createCreditNote(db, admin, credit, later);
    }
    issued += 1;
  }
  return issued;
}
