import {
  categoryBody,
  clientBody,
  officeBody,
  sacBody,
  staffBody,
  staffSample,
  subscriptionBody,
  taskBody,
  type Caller,
  type FuzzWorld,
  type Sample,
} from './sample-bodies';
import { complianceBody } from '../../modules/compliance/compliance.test-support';

// Well-formed calls the battery starts from, so that a hostile value in one field meets a body that
// is otherwise valid and travels as far as the database. A route missing here is still fuzzed, from
// a skeleton of its schema; add it here so its mutations reach past validation too.

const SAMPLES: Record<string, (w: FuzzWorld, caller: Caller) => Sample> = {
  'POST /api/auth/request-otp': (w, caller) => ({
    body:
      caller === 'client' ? { email: w.contacts[0].email!, user_type: 'client' } : { email: w.users.employee.email, user_type: 'staff' },
  }),
  'POST /api/auth/verify-otp': (w) => ({ body: { email: w.users.employee.email, otp: '123456', user_type: 'staff' } }),
  'POST /api/auth/select-account': (w) => ({ body: { selection_token: 'A'.repeat(43), account_id: w.contacts[0].id } }),
  'POST /api/auth/refresh': () => ({ body: {} }),
  'POST /api/auth/logout': () => ({ body: {} }),
  'POST /api/auth/register/admin': staffSample,
  'POST /api/auth/register/supervisor': staffSample,
  'POST /api/auth/register/employee': staffSample,
  'POST /api/auth/register/:type': (w, caller) => ({ params: { type: 'auditor' }, body: staffBody(w, caller) }),
  'POST /api/auth/toggle-user-status': (w) => ({ body: { user_id: w.users.employee.id, is_active: true } }),
  'GET /api/v1/users/users/:id': (w, caller) => ({ params: { id: String(caller === 'client' ? w.contacts[0].id : w.users.employee.id) } }),
  'PUT /api/v1/users/users/:id': (w, caller): Sample =>
    caller === 'client'
      ? {
          params: { id: String(w.contacts[0].id) },
          body: { first_name: 'Meera', last_name: 'Joshi', email: w.contacts[0].email!, phone: w.contacts[0].phone!, is_active: true },
        }
      : {
          params: { id: String(w.users.employee.id) },
          body: {
            first_name: 'Vikram',
            last_name: 'Rao',
            email: w.users.employee.email,
            phone: '9820000003',
            designation: 'Article Assistant',
            is_active: true,
          },
        },
  'POST /api/v1/users/users/:id/email-change/verify': (w, caller) => ({
    params: { id: String(caller === 'client' ? w.contacts[0].id : w.users[caller === 'superadmin' ? 'superadmin' : 'admin'].id) },
    body: { otp: '123456' },
  }),
  'POST /api/enquiries': () => ({
    body: {
      name: 'Fuzz Visitor',
      email: 'visitor@fuzz.test',
      phone: '9876543210',
      company: 'Fuzz Ltd',
      service: 'Other Services',
      message: 'Hello',
    },
  }),
  'GET /api/enquiries/:id': (w) => ({ params: { id: String(w.enquiryId) } }),
  'PUT /api/enquiries/:id/status': (w) => ({ params: { id: String(w.enquiryId) }, body: { status: 'replied' } }),
  'GET /api/clients/:id': (w) => ({ params: { id: String(w.client.id) } }),
  'POST /api/clients/': (w) => ({ body: clientBody(w) }),
  'PUT /api/clients/:id': (w) => ({ params: { id: String(w.client.id) }, body: clientBody(w) }),
  'GET /api/master/service-categories/:id': (w) => ({ params: { id: String(w.serviceCategoryId) } }),
  'POST /api/master/service-categories': (w) => ({ body: categoryBody(w) }),
  'PUT /api/master/service-categories/:id': (w) => ({ params: { id: String(w.serviceCategoryId) }, body: categoryBody(w) }),
  'GET /api/master/sac-codes/:id': (w) => ({ params: { id: String(w.sacCodeId) } }),
  'POST /api/master/sac-codes': (w) => ({ body: sacBody(w) }),
  'PUT /api/master/sac-codes/:id': (w) => ({ params: { id: String(w.sacCodeId) }, body: sacBody(w) }),
  'POST /api/tasks/': (w) => ({ body: taskBody(w) }),
  'GET /api/tasks/:id': (w) => ({ params: { id: String(w.taskId) } }),
  // Every field the admin may change, each to a value it accepts from the seeded Project's state.
  'PUT /api/tasks/:id': (w) => ({
    params: { id: String(w.taskId) },
    body: {
      task_name: `Fuzz Project ${w.next()}`,
      service_description: 'Monthly GST returns',
      due_date: '2026-12-31',
      invoice_amount_paise: 2_500_00,
      type_of_delivery: 'domestic',
      assignee_id: String(w.users.employee.id),
      workflow_status: 'in_progress',
      require_clarification: true,
      clarification_to: w.users.supervisor.id,
    },
  }),
  'POST /api/tasks/:id/comments': (w) => ({ params: { id: String(w.taskId) }, body: { comment_text: 'Fuzz comment' } }),
  'GET /api/tasks/:id/files/:fileRef': (w) => ({ params: { id: String(w.taskId), fileRef: w.fileRef } }),
  // ₹1 a time: the seeded invoice (₹2,950) has room for every mutation the battery lets through.
  'POST /api/credit-note/create': (w) => ({ body: { invoice_id: w.invoiceId, credit_note_amount_paise: 1_00, reason: 'Fuzz credit' } }),
  'GET /api/credit-notes/:id': (w) => ({ params: { id: String(w.creditNoteId) } }),
  'PUT /api/credit-notes/:id': (w) => ({ params: { id: String(w.creditNoteId) }, body: { reason: 'Fuzz reason' } }),
  'GET /api/credit-notes/:id/pdf': (w) => ({ params: { id: String(w.creditNoteId) } }),
  'GET /api/invoices/:id': (w) => ({ params: { id: String(w.invoiceId) } }),
  'GET /api/invoices/:id/pdf': (w) => ({ params: { id: String(w.invoiceId) } }),
  // One rupee at a time, so the invoice keeps an amount due for the whole battery.
  'PUT /api/invoices/:ref/status': (w) => ({
    params: { ref: String(w.invoiceId) },
    body: { status: 'partially_paid', amount_paise: 1_00, note: 'Fuzz payment', reference: 'UTR-FUZZ' },
  }),
  // ₹1 of the overpaid invoice's ₹10,000 excess; the same body again is the same refund.
  'POST /api/invoices/:ref/refunds': (w) => ({
    params: { ref: String(w.overpaidInvoiceId) },
    body: { amount_paise: 1_00, refund_date: '2026-01-01', reference: 'UTR-FUZZ-REFUND' },
  }),
  // The invoice has a credit note: every cancel is refused (409) and the battery keeps its invoice.
  'POST /api/invoices/:ref/cancel': (w) => ({ params: { ref: String(w.invoiceId) }, body: { reason: 'Fuzz cancel' } }),
  'PUT /api/settings/gst': () => ({ body: { export_tax_mode: 'lut' } }),
  // Off: the battery's invoices are issued as before.
  'PUT /api/settings/einvoice': () => ({ body: { enabled: false } }),
  // Neither is e-invoiced: every retry is refused (409) and nothing changes.
  'POST /api/invoices/:ref/einvoice/retry': (w) => ({ params: { ref: String(w.invoiceId) } }),
  'POST /api/credit-notes/:id/einvoice/retry': (w) => ({ params: { id: String(w.creditNoteId) } }),
  // Already cancelled: every cancel is refused (409) and the invoice keeps its issued credit note.
  'POST /api/credit-notes/:id/cancel': (w) => ({ params: { id: String(w.cancelledCreditNoteId) }, body: { reason: 'Fuzz cancel' } }),
  'POST /api/client-portal/send-email': (w) => ({
    body: {
      subject: 'Fuzz message',
      body: 'Hello',
      target: { send_to_all: false, client_types: [{ type: 'private_limited', select_all: false, clients: [w.client.id] }] },
    },
  }),
  'GET /api/messages/:id': (w) => ({ params: { id: String(w.messageId) } }),
  // Off, so that whatever the battery saves never starts sending reminders during the run.
  'PUT /api/reminders/settings': () => ({ body: { enabled: false, cadence: [1, 7, 15] } }),
  // Documents from clients: staff's calls (the client's upload has its own multipart battery,
  // documents.multipart-fuzz.test.ts).
  'GET /api/tasks/:id/document-requests': (w) => ({ params: { id: String(w.taskId) } }),
  'POST /api/tasks/:id/document-requests': (w) => ({
    params: { id: String(w.taskId) },
    body: { requests: [{ title: `Fuzz document ${w.next()}`, note: 'Both pages', required: true, due_date: '2026-12-31' }] },
  }),
  'PUT /api/document-requests/:id': (w) => ({
    params: { id: String(w.documentRequestId) },
    body: { title: 'Fuzz Form 16', note: 'All parts' },
  }),
  'GET /api/document-requests/:id/files/:fileId': (w) => ({
    params: { id: String(w.documentRequestId), fileId: String(w.documentFileId) },
  }),
  'PUT /api/document-reminders/settings': () => ({ body: { enabled: false, on_due_day: true, days_before: [2], repeat_after_days: 7 } }),
  // Reports take no path or body: their query keys are attacked from the schema; these calls prove they answer.
  'GET /api/reports/projects': () => ({}),
  'GET /api/reports/projects/export': () => ({}),
  'GET /api/reports/receivables': () => ({}),
  'GET /api/reports/receivables/export': () => ({}),
  'GET /api/reports/collections': () => ({}),
  'GET /api/reports/collections/export': () => ({}),
  'GET /api/reports/gst-summary': () => ({}),
  'GET /api/reports/gst-summary/export': () => ({}),
  // The compliance calendar.
  'POST /api/compliances': (w) => ({ body: { ...complianceBody(w), code: `FUZZ${w.next()}` } }),
  'PUT /api/compliances/:id': (w) => ({ params: { id: String(w.complianceId) }, body: complianceBody(w) }),
  'PUT /api/compliances/:id/checklist': (w) => ({
    params: { id: String(w.complianceId) },
    body: { items: [{ title: 'Sales register', required: true }] },
  }),
  'PUT /api/compliances/:id/overrides': (w) => ({
    params: { id: String(w.complianceId) },
    body: { period_key: '2026-10', due_date: '2026-11-20', note: 'Fuzz notification' },
  }),
  'GET /api/compliances/:id/overrides': (w) => ({ params: { id: String(w.complianceId) } }),
  'PUT /api/compliance-subscriptions': (w) => ({ body: subscriptionBody(w) }),
  'POST /api/compliance-subscriptions/bulk': (w) => ({ body: { ...subscriptionBody(w), client_ids: [w.client.id] } }),
  'POST /api/compliance-subscriptions/:id/end': (w) => ({ params: { id: String(w.subscriptionId) }, body: { ended_on: '2030-03-31' } }),
  'POST /api/compliance-subscriptions/:id/filed-periods': (w) => ({
    params: { id: String(w.subscriptionId) },
    body: { period_key: '2026-11', filed_on: '2026-11-05', ack_number: 'AA2711260001234' },
  }),
  'GET /api/compliance/board': (w) => ({ query: `?compliance_id=${w.complianceId}&from=2026-09&periods=3` }),
  'GET /api/compliance/period-board': () => ({ query: '?month=2026-10&waiting_on_client=false' }),
  'POST /api/tasks/:id/filing': (w) => ({
    params: { id: String(w.complianceTaskId) },
    body: { ack_number: 'AA0000000000001', filed_on: '2026-10-15' },
  }),
  // The fuzz firm's head office GSTIN (seedBillingOffice) and a month: the file answers 200.
  'GET /api/reports/gstr1/file': () => ({ query: '?gstin=27AAHFK4108N1Z3&period=2026-04&format=json' }),
  'GET /api/reports/gstr1/summary': () => ({ query: '?gstin=27AAHFK4108N1Z3&period=2026-04' }),
  'POST /api/master/offices': (w) => ({ body: officeBody(w, '33AAHFK4108N1ZA', 'Tamil Nadu') }),
  'PUT /api/master/offices/:id': (w) => ({
    params: { id: String(w.officeId) },
    body: {
      ...officeBody(w, '27AAHFK4108N1Z3', 'Maharashtra'),
      kind: 'head_office',
      series_prefix: null,
      lut_arn: 'AD270326001234X',
      lut_financial_year: '2026-27',
    },
  }),
  'PUT /api/clients/:id/billing-office': (w) => ({ params: { id: String(w.client.id) }, body: { office_id: w.officeId } }),
  'PUT /api/tasks/:id/billing-office': (w) => ({ params: { id: String(w.taskId) }, body: { office_id: w.officeId } }),
};

/** The sample of a route for a caller, or undefined when the route has none. */
export function sampleFor(name: string, world: FuzzWorld, caller: Caller): Sample | undefined {
  return SAMPLES[name]?.(world, caller);
}

export const SAMPLED_ROUTES = Object.keys(SAMPLES);
