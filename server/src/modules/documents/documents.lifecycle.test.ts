import { eq } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { clientContacts, mailOutbox } from '../../db/schema';
import { PDF, PNG, requestDocuments, upload } from './documents.test-support';

// The life of a document request, as staff and the client see it through the routes.

describe.each(testDrivers())('document requests (%s)', (driver) => {
  const c = tasksTestContext(driver);

  const requestsOf = async (taskId: number) =>
    (await c.call(c.org.users.admin, 'GET', `/api/tasks/${taskId}/document-requests`)).json().data;
  const waitingRow = async (taskId: number) => {
    const rows = (await c.call(c.org.users.admin, 'GET', '/api/tasks/?limit=100')).json().data.tasks as {
      task_id: number;
      waiting_on_client: boolean;
    }[];
    return rows.find((r) => r.task_id === taskId)?.waiting_on_client;
  };

  it('goes from requested to uploaded, needs changes, uploaded again and accepted; the Project waits on the client meanwhile', async () => {
    const taskId = await c.create();
    expect(await waitingRow(taskId)).toBe(false);
    const [form16, bank] = await requestDocuments(c.t.app, c.org.users.employee, taskId, [
      { title: 'Form 16 for FY 2025-26', note: 'From your employer' },
      { title: 'Bank interest certificate', required: false },
    ]);
    expect(await waitingRow(taskId)).toBe(true);
    const waitingList = (await c.call(c.org.users.admin, 'GET', '/api/tasks/?waiting_on_client=true&limit=100')).json().data.tasks;
    expect(waitingList.map((t: { task_id: number }) => t.task_id)).toContain(taskId);
    const notWaiting = (await c.call(c.org.users.admin, 'GET', '/api/tasks/?waiting_on_client=false&limit=100')).json().data.tasks;
    expect(notWaiting.map((t: { task_id: number }) => t.task_id)).not.toContain(taskId);

    const first = await upload(c.t.app, c.org.contacts[0], form16!, [{ name: 'form16.pdf', content: PDF }], { comment: 'Part A and B' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ state: 'uploaded', client_comment: 'Part A and B', files: [{ file_name: 'form16.pdf' }] });
    // Uploaded is the firm's turn: the optional request does not hold the Project.
    expect(await waitingRow(taskId)).toBe(false);

    const mailsBefore = (await c.t.app.db.select().from(mailOutbox)).length;
    const changes = await c.call(c.org.users.employee, 'POST', `/api/document-requests/${form16}/changes`, { reason: 'Part B is missing' });
    expect(changes.statusCode).toBe(200);
    expect(changes.json().data).toMatchObject({ state: 'needs_changes', change_reason: 'Part B is missing' });
    const mails = (await c.t.app.db.select().from(mailOutbox)).slice(mailsBefore);
    expect(mails.map((m) => m.message.to).sort()).toEqual([c.org.contacts[0].email, c.org.contacts[1].email].sort());
    expect(mails[0]!.message.text).toContain('Part B is missing');
    expect(await waitingRow(taskId)).toBe(true);

    // The client sees the reason, and replaces the file.
    const mine = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/documents')).json().data.projects;
    const seen = mine.find((p: { task_id: number }) => p.task_id === taskId).requests;
    expect(seen.map((r: { title: string; state: string }) => [r.title, r.state])).toEqual([
      ['Form 16 for FY 2025-26', 'needs_changes'],
      ['Bank interest certificate', 'requested'],
    ]);
    const fileId = first.json().data.files[0].file_id;
    const replaced = await upload(c.t.app, c.org.contacts[1], form16!, [{ name: 'form16-full.png', content: PNG }], {
      replace_file_id: String(fileId),
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().data).toMatchObject({ state: 'uploaded', change_reason: null, files: [{ file_name: 'form16-full.png' }] });

    const accepted = await c.call(c.org.users.supervisor, 'POST', `/api/document-requests/${form16}/accept`);
    expect(accepted.json().data.state).toBe('accepted');
    expect(await waitingRow(taskId)).toBe(false);
    expect((await requestsOf(taskId)).waiting_on_client).toBe(false);

    // Accepted is final: another upload is refused.
    const late = await upload(c.t.app, c.org.contacts[0], form16!, [{ name: 'again.pdf', content: PDF }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DOCUMENT_ACCEPTED');
    expect(bank).toBeDefined();

    // Every step is in the Project's activity log, with who did it.
    const log = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${taskId}`)).json().data.running_log as {
      event_type: string;
      description: string;
      user_name: string;
      user_id: number | null;
    }[];
    const steps = log.filter((l) => l.event_type === 'document').map((l) => [l.user_name, l.description]);
    expect(steps).toEqual([
      [expect.any(String), 'Document requested: Form 16 for FY 2025-26'],
      [expect.any(String), 'Document requested: Bank interest certificate (optional)'],
      ['Meera Joshi', 'Meera Joshi uploaded form16.pdf for Form 16 for FY 2025-26'],
      [expect.any(String), 'Changes requested on Form 16 for FY 2025-26: Part B is missing'],
      ['Sunil Patil', 'Sunil Patil replaced form16.pdf with form16-full.png on Form 16 for FY 2025-26'],
      [expect.any(String), 'Document accepted: Form 16 for FY 2025-26'],
    ]);
  });

  it('downloads the bytes the client sent, for staff and the client; a replaced file stays downloadable for staff only', async () => {
    const taskId = await c.create();
    const [id] = await requestDocuments(c.t.app, c.org.users.admin, taskId, [{ title: 'Purchase register' }]);
    const first = await upload(c.t.app, c.org.contacts[0], id!, [{ name: 'purchases.pdf', content: PDF }]);
    const oldId = first.json().data.files[0].file_id;
    const staff = await c.call(c.org.users.employee, 'GET', `/api/document-requests/${id}/files/${oldId}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe(PDF);
    expect(staff.headers['content-type']).toBe('application/pdf');
    await upload(c.t.app, c.org.contacts[0], id!, [{ name: 'purchases-v2.pdf', content: PDF }], { replace_file_id: String(oldId) });
    expect((await c.call(c.org.users.admin, 'GET', `/api/document-requests/${id}/files/${oldId}`)).statusCode).toBe(200);
    expect((await c.call(c.org.contacts[0], 'GET', `/api/client-portal/document-requests/${id}/files/${oldId}`)).statusCode).toBe(404);
    // Staff's list shows it under the current file as an earlier version; the client's view does not.
    const [listed] = (await requestsOf(taskId)).requests;
    expect(listed.files.map((f: { file_name: string }) => f.file_name)).toEqual(['purchases-v2.pdf']);
    expect(listed.earlier_files).toEqual([
      expect.objectContaining({ file_id: oldId, file_name: 'purchases.pdf', uploaded_by: first.json().data.files[0].uploaded_by }),
    ]);
    expect(typeof listed.earlier_files[0].replaced_at).toBe('string');
    const mine = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/documents')).json().data.projects;
    const seen = mine
      .flatMap((p: { requests: { request_id: number }[] }) => p.requests)
      .find((r: { request_id: number }) => r.request_id === id);
    expect(seen).not.toHaveProperty('earlier_files');
  });

  it('lets staff edit and delete a request nothing was uploaded to, and keeps one with files', async () => {
    const taskId = await c.create();
    const [empty, used] = await requestDocuments(c.t.app, c.org.users.admin, taskId, [
      { title: 'Trial balance' },
      { title: 'Sales register' },
    ]);
    const edited = await c.call(c.org.users.admin, 'PUT', `/api/document-requests/${empty}`, { due_date: '2026-12-15', required: false });
    expect(edited.json().data).toMatchObject({ due_date: '2026-12-15', required: false, title: 'Trial balance' });
    expect((await c.call(c.org.users.admin, 'DELETE', `/api/document-requests/${empty}`)).statusCode).toBe(200);
    await upload(c.t.app, c.org.contacts[0], used!, [{ name: 'sales.pdf', content: PDF }]);
    const refused = await c.call(c.org.users.admin, 'DELETE', `/api/document-requests/${used}`);
    expect(refused.statusCode).toBe(409);
    expect((await requestsOf(taskId)).requests.map((r: { title: string }) => r.title)).toEqual(['Sales register']);
  });

  it('keeps what a contact uploaded after the contact is deleted', async () => {
    const taskId = await c.create();
    const [id] = await requestDocuments(c.t.app, c.org.users.admin, taskId, [{ title: 'GST challan' }]);
    const contact = c.org.contacts[1];
    await upload(c.t.app, contact, id!, [{ name: 'challan.pdf', content: PDF }]);
    await c.t.app.db.delete(clientContacts).where(eq(clientContacts.id, contact.id));
    const [request] = (await requestsOf(taskId)).requests;
    expect(request.files).toEqual([expect.objectContaining({ file_name: 'challan.pdf', uploaded_by: 'Sunil Patil' })]);
    const download = await c.call(c.org.users.admin, 'GET', `/api/document-requests/${id}/files/${request.files[0].file_id}`);
    expect(download.body).toBe(PDF);
    const log = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${taskId}`)).json().data.running_log;
    expect(log.at(-1)).toMatchObject({
      user_id: null,
      user_name: 'Sunil Patil',
      description: 'Sunil Patil uploaded challan.pdf for GST challan',
    });
  });
});
