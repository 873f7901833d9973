import {
  attachmentMessages,
  attachmentProblem,
  MAX_ATTACHMENT_BYTES,
  adminStatusChoices,
  taskCreateSchema,
  taskListQuerySchema,
  taskUpdateSchema,
  DEFAULT_TASK_AMOUNT_PAISE,
  TASK_STATUS_LABELS,
} from '.';

describe('Projects domain', () => {
  it('offers the admin the current status and every later one (spec 02 §4), labelled as the screens show them', () => {
    expect(adminStatusChoices('open')).toEqual(['open', 'in_progress', 'pending_review', 'ready_for_close', 'closed']);
    expect(adminStatusChoices('pending_review').map((s) => TASK_STATUS_LABELS[s])).toEqual(['Pending Review', 'Ready for Close', 'Closed']);
    expect(adminStatusChoices('closed')).toEqual(['closed']);
  });

  const body = {
    client_id: '3',
    task_name: ' Audit ',
    service_description: 'FY 2025-26',
    sac_code_id: 4,
    service_category_id: 5,
    assignee_id: 'user_12',
  };

  it("reads the create payload of spec 02 §3 with the spec's defaults", () => {
    expect(taskCreateSchema.parse(body)).toEqual({
      client_id: 3,
      task_name: 'Audit',
      service_description: 'FY 2025-26',
      sac_code_id: 4,
      service_category_id: 5,
      assignee_id: 12,
      due_date: undefined,
      invoice_amount_paise: DEFAULT_TASK_AMOUNT_PAISE,
      type_of_delivery: 'domestic',
    });
  });

  it.each(['user_', 'user_x', 'abc', 0, -1, 1.5, '0012', 2147483648])(
    "refuses the assignee %p with 'Invalid assignee selected'",
    (assignee) => {
      const result = taskCreateSchema.safeParse({ ...body, assignee_id: assignee });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['assignee_id'], message: 'Invalid assignee selected' });
    },
  );

  it('takes a partial update, null clearing the due date, assignee and advisor, and refuses unknown fields', () => {
    expect(taskUpdateSchema.parse({ due_date: '', assignee_id: null, clarification_to: null })).toEqual({
      due_date: null,
      assignee_id: null,
      clarification_to: null,
    });
    expect(taskUpdateSchema.parse({ workflow_status: 'in_progress' })).toEqual({ workflow_status: 'in_progress' });
    expect(taskUpdateSchema.safeParse({ created_by: 1 }).success).toBe(false);
    expect(taskUpdateSchema.safeParse({ due_date: '2026-02-29' }).success).toBe(false);
  });

  it('lists 10 a page, newest first, by default', () => {
    expect(taskListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10, sort: 'created', order: 'desc' });
    expect(taskListQuerySchema.parse({ due: '', status: '', company: '  ' })).toMatchObject({
      due: undefined,
      status: undefined,
      company: undefined,
    });
  });
});

describe('files chosen for a comment', () => {
  const file = (name: string, size = 1000) => ({ name, size });
  it('names the first thing the server would refuse, before anything is sent', () => {
    expect(attachmentProblem([])).toBeNull();
    expect(attachmentProblem([file('return.PDF'), file('ledger.xlsx'), file('scan.jpeg')])).toBeNull();
    expect(attachmentProblem([file('setup.exe')])).toBe(attachmentMessages.type);
    expect(attachmentProblem([file('noextension')])).toBe(attachmentMessages.type);
    expect(attachmentProblem([file('empty.pdf', 0)])).toBe(attachmentMessages.empty);
    expect(attachmentProblem([file('big.pdf', MAX_ATTACHMENT_BYTES + 1)])).toBe(attachmentMessages.fileTooLarge);
    expect(attachmentProblem(Array.from({ length: 6 }, (_, i) => file(`f${i}.pdf`)))).toBe(attachmentMessages.tooMany);
    const nine = 9 * 1024 * 1024;
    expect(attachmentProblem([file('a.pdf', nine), file('b.pdf', nine), file('c.pdf', nine)])).toBe(attachmentMessages.commentTooLarge);
  });
});
