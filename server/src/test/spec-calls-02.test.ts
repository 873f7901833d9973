import { creditNotesTestContext } from '../modules/billing/credit-notes/credit-notes.test-support';
import { bearer } from './fixtures';
import { multipartForm } from './multipart';
import { testDrivers } from './test-database';
import { createDocumentedProject, expectReads, valuesAt } from './spec-calls.test-support';

// Spec 02 §7, row by row (invoices and the client's calls: spec-calls-02-invoices.test.ts): the documented payload as the documented role, the documented fields read.

describe.each(testDrivers())('the calls of spec 02 §7: option lists and Projects (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const supervisor = () => c.org.users.supervisor;
  const employee = () => c.org.users.employee;

  const createProject = (amount?: unknown) => createDocumentedProject(c, amount);

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

  /** Spec 02 §3's Task, but for what only the detail carries (§7: cgst, sgst, igst, comments, running_log). */
  const LISTED_TASK_FIELDS = [
    'task_id',
    'task_name',
    'service_description',
    'client_name',
    'assignee_id',
    'assignee_name',
    'assignment_status',
    'workflow_status',
    'created_at',
    'due_date',
    'invoice_amount',
    'invoice_id',
    'invoice_pdf_url',
    'credit_note_id',
    'sac_code',
    'service_category_name',
    'require_clarification',
    'clarification_from',
    'clarification_from_name',
    'clarification_to',
    'clarification_to_name',
  ];

  it('GET /api/tasks/?page={n}&limit=100 reads data.tasks with spec 02 §3’s Task fields and data.pagination.total_pages', async () => {
    await createProject();
    for (const who of [admin(), supervisor(), employee()]) {
      const body = expectReads(await c.call(who, 'GET', '/api/tasks/?page=1&limit=100'), 200, [
        'success',
        ...LISTED_TASK_FIELDS.map((field) => `data.tasks[].${field}`),
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
    // The employee's form: its status and the clarification fields as the dialog holds them (unchanged here).
    const employeeForm = { ...clarification, workflow_status: 'pending_review' };
    delete (employeeForm as Partial<typeof employeeForm>).assignee_id;
    expectReads(await c.call(employee(), 'PUT', `/api/tasks/${id}`, employeeForm), 200, ['success']);
    expect((await c.call(admin(), 'GET', `/api/tasks/${id}`)).json().data).toMatchObject({
      workflow_status: 'pending_review',
      clarification_to: admin().id,
    });
    // And on a Project without a clarification, the form's empty clarification fields.
    const plain = await createProject();
    const empty = {
      require_clarification: false,
      clarification_from: null,
      clarification_from_name: null,
      clarification_to: null,
      clarification_to_name: null,
    };
    expectReads(await c.call(employee(), 'PUT', `/api/tasks/${plain}`, { workflow_status: 'in_progress', ...empty }), 200, ['success']);
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
});
