import { testDrivers } from '../../test/test-database';
import type { ContactRow } from '../../test/fixtures';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { documentTables, PDF, PNG, requestDocuments, secondClient, seedDocument, upload } from './documents.test-support';
import { MAX_ATTACHMENT_BYTES } from '@firm/shared/domain/project';

// Who reaches a request, and what a refused upload leaves: nothing.

describe.each(testDrivers())('document ownership and refusals (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let stranger: ContactRow;
  let taskId: number;
  let requestId: number;
  let fileId: number;
  beforeAll(async () => {
    stranger = await secondClient(c.t.app.db, c.org);
    taskId = await c.create();
    ({ requestId, fileId } = await seedDocument(c.t.app, c.org, taskId));
  });

  it.each([
    ['a contact of another client of the firm', () => stranger],
    ['a contact of another firm', () => c.other.contacts[0]],
  ])('answers %s with the 404 of a missing request, writing nothing', async (_name, who) => {
    const before = await documentTables(c.t.app.db);
    const calls = [
      await upload(c.t.app, who(), requestId, [{ name: 'x.pdf', content: PDF }]),
      await c.call(who(), 'POST', `/api/client-portal/document-requests/${requestId}/comment`, { comment: 'hi' }),
      await c.call(who(), 'GET', `/api/client-portal/document-requests/${requestId}/files/${fileId}`),
    ];
    const missing = await upload(c.t.app, who(), 2_000_000_000, [{ name: 'x.pdf', content: PDF }]);
    for (const response of calls) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await documentTables(c.t.app.db)).toEqual(before);
    const mine = (await c.call(who(), 'GET', '/api/client-portal/documents')).json().data.projects;
    expect(mine.map((p: { task_id: number }) => p.task_id)).not.toContain(taskId);
  });

  it('hides a Project from an employee it is not assigned to, and from another firm', async () => {
    expect((await c.call(c.org.employee2, 'GET', `/api/tasks/${taskId}/document-requests`)).statusCode).toBe(404);
    expect((await c.call(c.org.employee2, 'POST', `/api/document-requests/${requestId}/accept`)).statusCode).toBe(404);
    expect((await c.call(c.other.users.admin, 'GET', `/api/document-requests/${requestId}/files/${fileId}`)).statusCode).toBe(404);
    expect(
      (
        await c.call(c.other.users.admin, 'POST', `/api/tasks/${taskId}/document-requests`, {
          requests: [{ title: 'X', due_date: '2026-12-01' }],
        })
      ).statusCode,
    ).toBe(404);
  });

  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
  it.each([
    ['a PNG named .pdf', [{ name: 'form.pdf', content: PNG }], {}, 'ATTACHMENT_TYPE'],
    ['an executable named .pdf', [{ name: 'form.pdf', content: 'MZ\x90\x00' }], {}, 'ATTACHMENT_TYPE'],
    ['an empty file', [{ name: 'form.pdf', content: '' }], {}, undefined],
    ['a file over 10 MB', [{ name: 'big.pdf', content: big }], {}, 'ATTACHMENT_TOO_LARGE'],
    ['six files', Array.from({ length: 6 }, (_v, i) => ({ name: `f${i}.pdf`, content: PDF })), {}, 'ATTACHMENT_TOO_MANY'],
    [
      'a good file then a bad one',
      [
        { name: 'a.pdf', content: PDF },
        { name: 'b.exe', content: 'MZ' },
      ],
      {},
      'ATTACHMENT_TYPE',
    ],
    ['no file', [], {}, 'DOCUMENT_NO_FILES'],
    [
      'a file to replace that is not on the request',
      [{ name: 'a.pdf', content: PDF }],
      { replace_file_id: '999999' },
      'DOCUMENT_REPLACE_UNKNOWN',
    ],
  ])('refuses %s in plain words and writes nothing: no row, no file', async (_name, files, fields, code) => {
    const [id] = await requestDocuments(c.t.app, c.org.users.admin, taskId, [{ title: 'Bank statement' }]);
    const before = await documentTables(c.t.app.db);
    const response = await upload(c.t.app, c.org.contacts[0], id!, files, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^[A-Z0-9a-z].*[a-z]/);
    if (code) expect(JSON.stringify(body)).toContain(code);
    expect(await documentTables(c.t.app.db)).toEqual(before);
  });

  it('refuses a JSON body on the upload route with a 400', async () => {
    const response = await c.call(c.org.contacts[0], 'POST', `/api/client-portal/document-requests/${requestId}/files`, { files: [] });
    expect(response.statusCode).toBe(400);
  });
});
