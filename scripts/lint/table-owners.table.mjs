// The owner of every table (its SQL name), machine-checked by `firm/table-owner` (table-owners.mjs):
// a table missing here is refused, and scripts/lint-table-owners.test.ts fails on one no module owns.
export const OWNERS = {
  auth: ['otp_codes', 'auth_sessions', 'refresh_tokens', 'sign_in_selections'],
  users: ['users', 'email_changes'],
  clients: ['clients', 'client_type_counts', 'client_contacts'],
  offices: ['offices'],
  'sac-codes': ['sac_codes'],
  'service-categories': ['service_categories'],
  enquiries: ['enquiries'],
  tasks: ['tasks', 'task_activity', 'task_comments', 'task_attachments', 'task_counts', 'task_due_counts'],
  compliance: ['compliances', 'compliance_subscriptions', 'compliance_due_overrides', 'compliance_filed_periods'],
  documents: ['document_requests', 'document_files', 'document_reminder_settings', 'document_reminders'],
  // platform/mail-outbox.ts queues a write's mail (platform code may not call a module); messages delivers it.
  messages: ['messages', 'message_recipients', 'mail_outbox'],
  'billing/invoices': ['invoices', 'invoice_totals', 'document_series', 'invoice_refunds'],
  'billing/credit-notes': ['credit_notes'],
  'billing/payments': ['invoice_payments', 'payment_orders'],
  'billing/reminders': ['reminder_settings', 'invoice_reminders'],
  'billing/pdf': ['issued_documents'],
  // The tenant row and the plumbing every module shares through server/src/platform/.
  platform: ['organizations', 'organization_data_versions', 'dev_mailbox', 'stored_files', 'stored_file_chunks'],
};

// What still crosses, module by module: `reads` another module's table (joins, subqueries), `writes` it.
// The list only shrinks: scripts/lint-table-owners.test.ts fails on an entry nothing needs any more,
// and the rule refuses any crossing not listed here. Each says why it has not moved behind an entry yet.
const ONE_STATEMENT = 'a list page or a document is one statement (docs/CONTRIBUTING.md): it joins the names it shows';
export const CROSSINGS = {
  auth: {
    reads: ['client_contacts', 'clients', 'users'],
    why: 'sign-in finds every account of an e-mail in one statement',
  },
  'client-portal': {
    reads: ['clients', 'credit_notes', 'invoice_payments', 'invoices', 'tasks'],
    why: `the client's views: ${ONE_STATEMENT}`,
  },
  clients: { reads: ['organizations'], why: "the counts' one statement selects from the caller's firm row, one row" },
  compliance: {
    reads: ['clients', 'document_requests', 'sac_codes', 'service_categories', 'tasks', 'users'],
    why: `the board and the generator read the calendar's Projects (tasks) with their waiting documents; ${ONE_STATEMENT}`,
  },
  documents: { reads: ['client_contacts', 'clients', 'tasks'], why: `requests hang on a Project; ${ONE_STATEMENT}` },
  messages: { reads: ['client_contacts', 'clients', 'users'], why: `recipients are chosen by a query over clients; ${ONE_STATEMENT}` },
  reports: {
    reads: ['clients', 'credit_notes', 'invoice_payments', 'invoices', 'offices', 'service_categories', 'tasks', 'users'],
    why: 'a report is a read model over the firm: its sums and exports are single statements',
  },
  tasks: { reads: ['clients', 'sac_codes', 'service_categories', 'users'], why: `the master data a Project shows; ${ONE_STATEMENT}` },
  users: {
    reads: ['client_contacts', 'clients', 'offices'],
    // Its writes go through clients' entry (clients.own-contact.ts).
    why: "a client contact's own profile (its name, phone, the firm and client it shows) is read with its client in one statement",
  },
  'billing/credit-notes': { reads: ['invoices'], why: 'a credit note is read and listed with the columns of its invoice' },
  'billing/einvoice': { reads: ['clients', 'offices'], why: "the IRN payload's parties: the office's and client's addresses" },
  'billing/invoices': {
    reads: ['client_contacts', 'clients', 'offices', 'sac_codes', 'service_categories', 'tasks', 'users'],
    why: `an invoice copies its Project, client, office and GST master data when issued; ${ONE_STATEMENT}`,
  },
  'billing/payments': {
    reads: ['invoices', 'users'],
    why: `an order and a payment lock and read their invoice in the same transaction; an entry names who recorded it (${ONE_STATEMENT})`,
  },
  'billing/reminders': { reads: ['clients', 'invoices'], why: 'the daily job picks overdue invoices in one statement' },
};
