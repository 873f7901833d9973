import { creditNotesTestContext } from '../modules/credit-notes/credit-notes.test-support';
import { bearer } from './fixtures';
import { multipartForm } from './multipart';
import { testDrivers } from './test-database';
import { expectReads, valuesAt } from './spec-calls.test-support';

// Spec 02 §7, row by row: the documented payload as the documented role, the documented fields read.

describe.each(testDrivers())('the calls of spec 02 §7 (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const supervisor = () => c.org.users.supervisor;
  const employee = () => c.org.users.employee;
  const contact = () => c.org.contacts[0];

  /** Spec 02 §3's create payload, as the admin's Create New Project dialog sends it. */
  const createPayload = (amount: unknown) => ({
    client_id: c.org.client.id,
    task_name: 'Statutory audit FY 2025-26',
    service_description: 'Audit under the Companies Act',
    sac_code_id: c.org.sacCodeId,
    service_category_id: c.org.serviceCategoryId,
    due_date: '2026-12-15',
    invoice_amount: amount,
    type_of_delivery: 'domestic',
    assignee_id: `user_${employee().id}`,
    organization_id: c.org.organization.id,
    firm_id: c.org.organization.id,
    created_by: admin().id,
    require_clarification: false,
    clarification_from: null,
    clarification_from_name: null,
    clarification_to: null,
    clarification_to_name: null,
  });
  const createProject = async (amount: unknown = 12345.67) => {
    const body = expectReads(await c.call(admin(), 'POST', '/api/tasks/', createPayload(amount)), 201, ['success', 'message']);
    return (body.data as { task_id: number }).task_id;
  };

  it.each([
    ['admin', '/api/clients/?is_active=true', ['data.clients[].client_id', 'data.clients[].client_name']],
    ['supervisor', '/api/clients/?is_active=true', ['data.clients[].client_id', 'data.clients[].client_name']],
    ['admin', '/api/v1/users/organization/users?role=USERS', ['data.admin', 'data.supervisor', 'data.employee']],
    [
      'admin',
      '/api/master/service-categories?is_active=true',
      ['data.service_categories[].service_category_id', 'data.service_categories[].name', 'data.service_categories[].gst_tax_percentage'],
    ],
    [
      'admin',
      '/api/master/sac-codes?is_active=true',
      [
        'data.sac_codes[].sac_code_id',
        'data.sac_codes[].code',
        'data.sac_codes[].description',
        'data.sac_codes[].is_active',
        'data.sac_codes[].created_at',
      ],
    ],
    ['admin', '/api/v1/users/users', ['data[].id', 'data[].first_name', 'data[].last_name', 'data[].role_name', 'data[].is_active']],
    ['admin', '/api/v1/users/users/supervisors', ['data[].id', 'data[].first_name']],
    ['supervisor', '/api/v1/users/users/supervisors', ['data[].id', 'data[].first_name']],
  ] as const)('GET as %s %s reads the documented fields', async (role, url, reads) => {
    expectReads(await c.call(c.org.users[role], 'GET', url), 200, [...reads]);
  });

  it('POST /api/tasks/ with invoice_amount in rupees invoices that amount, not the ₹10,000 default', async () => {
    const id = await createProject(12345.67);
    const detail = expectReads(await c.call(admin(), 'GET', `/api/tasks/${id}`), 200, [
      'data.cgst',
      'data.sgst',
      'data.igst',
      'data.comments',
      'data.running_log',
      'data.invoice_amount',
      'data.invoice_pdf_url',
      'data.credit_note_id',
    ]);
    expect(detail.data).toMatchObject({ invoice_amount: 12345.67, invoice_amount_paise: 12_345_67, cgst: 9, sgst: 9, igst: 18 });
    expect(
      await createProject('2,500.5')
        .then((t) => c.call(admin(), 'GET', `/api/tasks/${t}`))
        .then((r) => r.json().data.invoice_amount_paise),
    ).toBe(2_500_50);
  });

  it('GET /api/tasks/?page={n}&limit=100 reads data.tasks and data.pagination.total_pages, page after page', async () => {
    await createProject();
    for (const who of [admin(), supervisor(), employee()]) {
      const body = expectReads(await c.call(who, 'GET', '/api/tasks/?page=1&limit=100'), 200, [
        'success',
        'data.tasks[].task_id',
        'data.tasks[].task_name',
        'data.tasks[].invoice_amount',
        'data.tasks[].workflow_status',
        'data.pagination.total_pages',
      ]);
      expect(valuesAt(body, 'data.pagination.total_pages')).toEqual([1]);
    }
  });

  it("PUT /api/tasks/{id} takes the admin's form, the supervisor's clarification form and the employee's form", async () => {
    const id = await createProject();
    const adminForm = {
      task_name: 'Statutory audit FY 2025-26',
      service_description: 'Audit under the Companies Act',
      due_date: '2026-12-20',
      workflow_status: 'in_progress',
      assignee_id: String(employee().id),
      invoice_amount: '15000.25',
      gst_override_percentage: 18,
    };
    expectReads(await c.call(admin(), 'PUT', `/api/tasks/${id}`, adminForm), 200, ['success']);
    expect((await c.call(admin(), 'GET', `/api/tasks/${id}`)).json().data).toMatchObject({
      invoice_amount: 15000.25,
      due_date: '2026-12-20',
    });
    const s = supervisor();
    const clarification = {
      workflow_status: 'in_progress',
      assignee_id: String(employee().id),
      require_clarification: true,
      clarification_from: s.id,
      clarification_from_name: `${s.firstName} ${s.lastName}`,
      clarification_to: null,
      clarification_to_name: `${admin().firstName} ${admin().lastName}`,
    };
    expectReads(await c.call(s, 'PUT', `/api/tasks/${id}`, clarification), 200, ['success']);
    const asked = (await c.call(admin(), 'GET', `/api/tasks/${id}`)).json().data;
    expect(asked).toMatchObject({ require_clarification: true, clarification_to: admin().id, clarification_from: s.id });
    const employeeForm = {
      workflow_status: 'pending_review',
      require_clarification: true,
      clarification_from: null,
      clarification_to: admin().id,
    };
    expectReads(await c.call(employee(), 'PUT', `/api/tasks/${id}`, employeeForm), 200, ['success']);
  });

  it('POST /api/tasks/{id}/comments (multipart) and GET /api/tasks/{id}/files/{fileRef}', async () => {
    const id = await createProject();
    const form = multipartForm({ comment_text: 'Trial balance attached' }, [
      { name: 'tb.pdf', content: '%PDF-1.4 test', type: 'application/pdf' },
    ]);
    const res = await c.t.app.inject({
      method: 'POST',
      url: `/api/tasks/${id}/comments`,
      headers: { ...bearer(c.t.app, admin()), ...form.headers },
      payload: form.payload,
    });
    const body = expectReads(res, 201, [
      'data.comment_id',
      'data.user_name',
      'data.comment_text',
      'data.created_at',
      'data.attached_files[].file_name',
      'data.attached_files[].file_path',
    ]);
    const file = valuesAt(body, 'data.attached_files[].file_path')[0] as string;
    const blob = await c.call(admin(), 'GET', `/api/tasks/${id}/files/${file}`);
    expect(blob.statusCode).toBe(200);
    expect(blob.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

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
