import { creditNotesTestContext } from '../modules/billing/credit-notes/credit-notes.test-support';
import { testDrivers } from './test-database';
import { createDocumentedProject, expectReads } from './spec-calls.test-support';

// Spec 02 §7, row by row (option lists and Projects: spec-calls-02.test.ts): the documented payload as the documented role, the documented fields read.

describe.each(testDrivers())('the calls of spec 02 §7: invoices, credit notes, messages, the client (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const contact = () => c.org.contacts[0];

  const createProject = (amount?: unknown) => createDocumentedProject(c, amount);

  it('POST /api/invoice/generate, GET /api/invoices, PUT /api/invoices/{invoiceNumber}/status with the number as issued', async () => {
    const id = await createProject(1000);
    expectReads(await c.call(admin(), 'PUT', `/api/tasks/${id}`, { workflow_status: 'closed' }), 200, ['success']);
    const generated = expectReads(await c.call(admin(), 'POST', '/api/invoice/generate', { task_id: id }), 201, [
      'success',
      'data.invoice_number',
      'data.total_amount',
      'data.client_name',
      'data.service_name',
    ]);
    const { invoice_number: number, total_amount: total } = generated.data as { invoice_number: string; total_amount: number };
    expect(total).toBe(1180);
    const list = expectReads(await c.call(admin(), 'GET', '/api/invoices'), 200, [
      'success',
      'summary',
      'pagination',
      ...[
        'invoice_number',
        'taskname',
        'customer',
        'invoice_amount',
        'credit_note',
        'amount_due',
        'status',
        'due_date',
        'created_at',
        'invoice_url',
      ].map((f) => `data.invoices[].${f}`),
    ]);
    const row = (list.data as { invoices: Record<string, unknown>[] }).invoices.find((r) => r.invoice_number === number)!;
    expect(row).toMatchObject({ invoice_amount: 1180, credit_note: 0, amount_due: 1180, status: 'unpaid' });
    const partial = await c.call(admin(), 'PUT', `/api/invoices/${number}/status`, { status: 'partially_paid' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/amount \(in rupees\) or amount_paise/);
    expectReads(await c.call(admin(), 'PUT', `/api/invoices/${number}/status`, { status: 'partially_paid', amount: '100.50' }), 200, [
      'success',
    ]);
    expectReads(await c.call(admin(), 'PUT', `/api/invoices/${encodeURIComponent(number)}/status`, { status: 'paid' }), 200, ['success']);
    const paid = (await c.call(admin(), 'GET', '/api/invoices'))
      .json()
      .data.invoices.find((r: { invoice_number: string }) => r.invoice_number === number);
    expect(paid).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('an invoice past its due date says overdue in status', async () => {
    const invoice = await c.invoice();
    // Issued on 21 November, due on the 26th: on the 28th it is overdue.
    c.clock.set(new Date('2026-11-28T10:00:00Z'));
    try {
      const row = (await c.call(admin(), 'GET', '/api/invoices'))
        .json()
        .data.invoices.find((r: { invoice_id: number }) => r.invoice_id === invoice.invoice_id);
      expect(row).toMatchObject({ status: 'overdue', payment_status: 'unpaid', admin_status: 'overdue' });
    } finally {
      c.clock.set(new Date('2026-11-21T10:00:00Z'));
    }
  });

  it('POST /api/credit-note/create with credit_note_amount in rupees; GET /api/credit-notes and /{id}', async () => {
    const invoice = await c.invoice();
    const created = expectReads(
      await c.call(admin(), 'POST', '/api/credit-note/create', {
        invoice_number: invoice.invoice_number,
        credit_note_amount: 118,
        cgst: 9,
        sgst: 9,
        igst: 0,
      }),
      201,
      ['success', 'message', 'data.credit_note_id'],
    );
    const id = (created.data as { credit_note_id: number }).credit_note_id;
    const fields = [
      'credit_note_id',
      'credit_note_number',
      'client_name',
      'invoice_id',
      'invoice_number',
      'amount_before_tax',
      'total_amount',
      'reason',
      'credit_note_date',
      'status',
      'created_at',
      'creditnote_url',
    ];
    const list = expectReads(await c.call(admin(), 'GET', '/api/credit-notes'), 200, [
      'success',
      ...fields.map((f) => `data.credit_notes[].${f}`),
    ]);
    const note = (list.data as { credit_notes: Record<string, unknown>[] }).credit_notes.find((n) => n.credit_note_id === id);
    // The amount typed is the credit before tax (§2.3 shows the tax on it): ₹118 + 9 % + 9 % = ₹139.24.
    expect(note).toMatchObject({ amount_before_tax: 118, taxable_paise: 118_00, total_amount: 139.24, total_paise: 139_24 });
    expectReads(await c.call(admin(), 'GET', `/api/credit-notes/${id}`), 200, ['data.credit_note_id', 'data.total_amount']);
    expect((await c.call(admin(), 'GET', `/api/tasks/${invoice.task_id}`)).json().data).toMatchObject({
      credit_note_id: id,
      invoice_pdf_url: `/api/invoices/${invoice.invoice_id}/pdf`,
    });
  });

  it("the credit note's tax lookup (§7: the invoice id, inv_ → task_, then the task detail) reaches the invoice's own Project", async () => {
    // More Projects than invoices: an invoice's number of its own would name some other Project.
    for (let i = 0; i < 3; i += 1) await createProject();
    const invoice = await c.invoice();
    const created = await c.credit({ invoice_number: invoice.invoice_number, credit_note_amount: 100 });
    expect(created.statusCode).toBe(201);
    const note = (await c.call(admin(), 'GET', '/api/credit-notes'))
      .json()
      .data.credit_notes.find((n: { credit_note_id: number }) => n.credit_note_id === created.json().data.credit_note_id) as {
      invoice_id: number | string;
    };
    for (const invoiceId of [String(note.invoice_id), `inv_${note.invoice_id}`]) {
      const taskId = invoiceId.replace('inv_', 'task_');
      const detail = expectReads(await c.call(admin(), 'GET', `/api/tasks/${taskId}`), 200, ['data.cgst', 'data.sgst', 'data.igst']);
      expect(detail.data).toMatchObject({ task_id: invoice.task_id, invoice_id: invoice.invoice_id });
    }
  });

  it('POST /api/client-portal/send-email', async () => {
    const target = {
      send_to_all: false,
      client_types: [{ type: 'private_limited', select_all: false, clients: [c.org.client.clientName] }],
    };
    expectReads(
      await c.call(admin(), 'POST', '/api/client-portal/send-email', { subject: 'GST due', body: 'File by the 20th.', target }),
      201,
      ['message'],
    );
  });

  it("the client's calls: its Projects, its invoices, an order and its verification", async () => {
    const invoice = await c.invoice();
    const id = c.org.client.id;
    expectReads(await c.call(contact(), 'GET', `/api/client-portal/tasks?client_id=${id}&page=1&limit=10`), 200, [
      'success',
      'data.tasks[].task_id',
      'data.tasks[].task_name',
      'data.tasks[].client_name',
      'data.tasks[].service_description',
      'data.tasks[].workflow_status',
      'data.tasks[].due_date',
      'data.pagination.total',
      'data.pagination.pages',
    ]);
    expectReads(
      await c.call(contact(), 'GET', `/api/client-portal/tasks?client_id=${id}&page=1&limit=10&workflow_status=in_progress`),
      200,
      ['data.tasks', 'data.pagination'],
    );
    const fields = [
      'invoice_id',
      'invoice_number',
      'client_name',
      'task_name',
      'total_amount',
      'credit_note_amount',
      'paid_amount',
      'outstanding_amount',
      'status',
      'invoice_date',
      'due_date',
      'can_pay',
    ];
    const sums = ['total_amount', 'paid_amount', 'credit_note_amount', 'outstanding_amount', 'total_invoices'];
    const invoices = expectReads(
      await c.call(contact(), 'GET', `/api/client-portal/invoices?client_id=${id}&page=1&limit=10&status=unpaid`),
      200,
      [
        ...fields.map((f) => `data.invoices[].${f}`),
        'data.pagination.total',
        'data.pagination.pages',
        ...sums.map((f) => `data.summary.${f}`),
      ],
    );
    const mine = (invoices.data as { invoices: Record<string, unknown>[] }).invoices.find((i) => i.invoice_id === invoice.invoice_id);
    expect(mine).toMatchObject({ total_amount: invoice.total_paise / 100, outstanding_amount: invoice.total_paise / 100, can_pay: true });
    const order = expectReads(
      await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number, client_id: id }),
      200,
      ['data.order_id', 'data.amount', 'data.currency'],
    );
    const orderId = (order.data as { order_id: string }).order_id;
    const paid = (await c.call(contact(), 'POST', '/api/payments/sandbox/checkout', { order_id: orderId, outcome: 'pay' })).json().data;
    const verify = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      invoice_number: invoice.invoice_number,
    };
    const verified = expectReads(await c.call(contact(), 'POST', '/api/payments/verify-payment', verify), 200, [
      'success',
      'status',
      'message',
      'data.payment_verified',
    ]);
    expect(verified.data).toMatchObject({ payment_verified: true });
    await c.t.app.paymentWebhooksIdle();
  });
});
