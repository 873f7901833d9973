import { testDrivers } from '../../test/test-database';
import { bearer } from '../../test/fixtures';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { documentTables, PDF, requestDocuments, upload } from './documents.test-support';

// The upload route under hostile multipart bodies: the route fuzz attacks JSON bodies, this one
// the form. Whatever the bytes, the answer is a 4xx or a success, never a 5xx, and a refusal writes nothing.

const B = 'fuzzboundary';
const part = (headers: string, body: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${B}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
const end = Buffer.from(`--${B}--\r\n`);
const file = (name: string, body: string | Buffer = PDF, field = 'files') =>
  part(`Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf`, body);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);

const HOSTILE: [string, Buffer, string | null][] = [
  ['no parts at all', end, null],
  ['no closing boundary', file('a.pdf'), null],
  ['garbage instead of a form', Buffer.from('\u0000\u0001\u0002garbage'), null],
  ['a boundary that never appears', Buffer.concat([file('a.pdf'), end]), 'multipart/form-data; boundary=other'],
  ['no boundary in the content type', Buffer.concat([file('a.pdf'), end]), 'multipart/form-data'],
  ['an empty boundary', Buffer.concat([file('a.pdf'), end]), 'multipart/form-data; boundary='],
  ['a file name with a path', Buffer.concat([file('../../etc/passwd.pdf'), end]), null],
  ['a file name with NUL and control characters', Buffer.concat([file('a\u0000b\u0007.pdf'), end]), null],
  ['a file name of 2,000 characters', Buffer.concat([file(`${'x'.repeat(2000)}.pdf`), end]), null],
  ['an empty file name', Buffer.concat([file(''), end]), null],
  ['a file name without an extension', Buffer.concat([file('form16'), end]), null],
  ['a file in an unexpected field', Buffer.concat([file('a.pdf', PDF, 'other'), end]), null],
  ['a comment with NUL', Buffer.concat([field('comment', 'a\u0000b'), file('a.pdf'), end]), null],
  ['a comment of 100 KB', Buffer.concat([field('comment', 'x'.repeat(100_000)), file('a.pdf'), end]), null],
  ['a replace_file_id of text', Buffer.concat([field('replace_file_id', 'DROP TABLE'), file('a.pdf'), end]), null],
  ['a replace_file_id past int4', Buffer.concat([field('replace_file_id', '99999999999'), file('a.pdf'), end]), null],
  ['a negative replace_file_id', Buffer.concat([field('replace_file_id', '-1'), file('a.pdf'), end]), null],
  ['twenty fields', Buffer.concat([...Array.from({ length: 20 }, (_v, i) => field(`f${i}`, 'v')), file('a.pdf'), end]), null],
  ['a part without Content-Disposition', Buffer.concat([part('Content-Type: text/plain', 'x'), end]), null],
  [
    'a truncated part header',
    Buffer.concat([Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"`)]),
    null,
  ],
];

describe.each(testDrivers())('the upload route under hostile forms (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let requestId: number;
  beforeAll(async () => {
    const taskId = await c.create();
    [requestId] = (await requestDocuments(c.t.app, c.org.users.admin, taskId, [{ title: 'Fuzzed' }])) as [number];
    // One good upload first, so a hostile one meets a request that already holds a file.
    expect((await upload(c.t.app, c.org.contacts[0], requestId, [{ name: 'good.pdf', content: PDF }])).statusCode).toBe(201);
  });

  it.each(HOSTILE)(
    'answers %s without a 5xx; a refusal writes nothing',
    async (_name, payload, contentType) => {
      const before = await documentTables(c.t.app.db);
      const response = await c.t.app.inject({
        method: 'POST',
        url: `/api/client-portal/document-requests/${requestId}/files`,
        headers: { ...bearer(c.t.app, c.org.contacts[0]), 'content-type': contentType ?? `multipart/form-data; boundary=${B}` },
        payload,
      });
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(await documentTables(c.t.app.db)).toEqual(before);
      } else {
        // What was accepted is stored under a clean name.
        const names = response.json().data.files.map((f: { file_name: string }) => f.file_name);
        for (const name of names) expect(name).not.toMatch(/[\u0000-\u001f/\\]/);
      }
    },
    15_000,
  );
});
