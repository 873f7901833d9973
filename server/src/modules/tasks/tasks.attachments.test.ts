import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_ATTACHMENT_BYTES } from '@firm/shared/domain/project';
import { storedFiles as fileRows } from '../../db/schema';
import { bearer } from '../../test/fixtures';
import { multipartForm, type FormFile } from '../../test/multipart';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext, type Who } from './tasks.test-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml'), Buffer.alloc(40)]);
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

describe.each(testDrivers())('attachments on comments (%s)', (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-attachments-'));
  const c = tasksTestContext(driver, { DATA_DIR: dataDir });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Every file of the store (in the database: 'key state'), staged or stored. */
  const storedFiles = async (): Promise<string[]> => (await c.t.app.db.select().from(fileRows)).map((r) => `${r.key} ${r.state}`).sort();
  const comment = (who: Who, id: number, fields: Record<string, string>, files: FormFile[]) => {
    const form = multipartForm(fields, files);
    return c.t.app.inject({
      method: 'POST',
      url: `/api/tasks/${id}/comments`,
      headers: { ...bearer(c.t.app, who), ...form.headers },
      payload: form.payload,
    });
  };
  const download = (who: Who, id: number, ref: string) => c.call(who, 'GET', `/api/tasks/${id}/files/${ref}`);

  /** A refused upload answers 400 with `code` and leaves the tables and the file store as they were. */
  async function refused(call: () => ReturnType<typeof comment>, code?: string) {
    const before = await c.snapshot();
    const files = await storedFiles();
    const response = await call();
    expect(response.statusCode).toBe(400);
    if (code) expect((response.json().errors ?? []).map((e: { code?: string }) => e.code)).toContain(code);
    expect(await c.snapshot()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    return response.json();
  }

  it('attaches a PDF to a comment, lists it on the Project and downloads it under its own name with the same bytes', async () => {
    const id = await c.create();
    const response = await comment(c.org.users.employee, id, { comment_text: 'Signed return attached' }, [
      { name: 'Rapport d’été 2026.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const [file] = response.json().data.attached_files;
    expect(file).toMatchObject({ file_name: 'Rapport d’été 2026.pdf', size: PDF.length, content_type: 'application/pdf' });
    expect(await storedFiles()).toEqual([expect.stringMatching(/^[a-f0-9]{32} stored$/)]);
    // Nothing on this process's disk: every server process reads the database.
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    const detail = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${id}`)).json().data;
    expect(detail.comments.at(-1).attached_files).toEqual([file]);
    expect(detail.running_log.slice(-2).map((l: { event_type: string; description: string }) => [l.event_type, l.description])).toEqual([
      ['comment', 'Comment added'],
      ['attachment', 'File attached: Rapport d’été 2026.pdf'],
    ]);

    for (const who of [c.org.users.admin, c.org.users.supervisor, c.org.users.employee]) {
      const got = await download(who, id, file.file_path);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PDF)).toBe(true);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Rapport d__t_ 2026.pdf"; filename*=UTF-8''Rapport%20d%E2%80%99%C3%A9t%C3%A9%202026.pdf`,
      );
    }
  });

  it('takes office documents, text, CSV and images when their bytes match their names', async () => {
    const id = await c.create();
    const response = await comment(c.org.users.admin, id, { comment_text: 'Working papers' }, [
      { name: 'ledger.xlsx', content: ZIP },
      { name: 'notes.doc', content: OLE2 },
      { name: 'bank.csv', content: 'date,amount\n2026-11-01,1500\n' },
      { name: 'scan.PNG', content: PNG },
      { name: 'photo.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attached_files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword',
      'text/csv; charset=utf-8',
      'image/png',
      'image/jpeg',
    ]);
  });

  it('still takes a comment as JSON, without files', async () => {
    const id = await c.create();
    const response = await c.call(c.org.users.supervisor, 'POST', `/api/tasks/${id}/comments`, { comment_text: 'Reviewed' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ comment_text: 'Reviewed', attached_files: [] });
  });

  it('refuses a file whose bytes are not what its name says, and writes nothing', async () => {
    const id = await c.create();
    const png = await refused(
      () => comment(c.org.users.admin, id, { comment_text: 'Scan' }, [{ name: 'scan.pdf', content: PNG }]),
      'ATTACHMENT_TYPE',
    );
    expect(png.message).toMatch(/^scan\.pdf: Only PDF/);
    await refused(
      () => comment(c.org.users.admin, id, { comment_text: 'Tool' }, [{ name: 'invoice.pdf', content: EXE }]),
      'ATTACHMENT_TYPE',
    );
    await refused(() => comment(c.org.users.admin, id, { comment_text: 'Tool' }, [{ name: 'setup.exe', content: EXE }]), 'ATTACHMENT_TYPE');
    await refused(() => comment(c.org.users.admin, id, { comment_text: 'Text' }, [{ name: 'notes.txt', content: EXE }]), 'ATTACHMENT_TYPE');
    // A good file before a bad one is removed too.
    await refused(
      () =>
        comment(c.org.users.admin, id, { comment_text: 'Mixed' }, [
          { name: 'ok.pdf', content: PDF },
          { name: 'bad.docx', content: PDF },
        ]),
      'ATTACHMENT_TYPE',
    );
  });

  it('refuses a sixth file, a file over 10 MB and more than 25 MB together, and writes nothing', async () => {
    const id = await c.create();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `page-${i}.pdf`, content: PDF }));
    await refused(() => comment(c.org.users.admin, id, { comment_text: 'Pages' }, six), 'ATTACHMENT_TOO_MANY');
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - PDF.length, 0x20)]);
    const json = await refused(
      () => comment(c.org.users.admin, id, { comment_text: 'Big' }, [{ name: 'big.pdf', content: big }]),
      'ATTACHMENT_TOO_LARGE',
    );
    expect(json.message).toBe('Each file must be at most 10 MB');
    const nine = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const together = await refused(
      () =>
        comment(
          c.org.users.admin,
          id,
          { comment_text: 'Three' },
          [1, 2, 3].map((n) => ({ name: `part-${n}.pdf`, content: nine })),
        ),
      'ATTACHMENT_TOO_LARGE',
    );
    expect(together.message).toBe('The files of one comment must be at most 25 MB together');
  });

  it('refuses a blank comment or an empty file even with files, and keeps no file', async () => {
    const id = await c.create();
    const blank = await refused(() => comment(c.org.users.admin, id, { comment_text: '   ' }, [{ name: 'a.pdf', content: PDF }]));
    expect(blank.errors[0].field).toBe('comment_text');
    await refused(() => comment(c.org.users.admin, id, {}, [{ name: 'a.pdf', content: PDF }]));
    await refused(() => comment(c.org.users.admin, id, { comment_text: 'Empty' }, [{ name: 'empty.pdf', content: Buffer.alloc(0) }]));
  });

  it('refuses a file on a Project the caller may not write to, and keeps no file', async () => {
    const id = await c.create({ assignee_id: c.org.employee2.id });
    const before = await storedFiles();
    const response = await comment(c.org.users.employee, id, { comment_text: 'Not mine' }, [{ name: 'a.pdf', content: PDF }]);
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('serves a file only to staff who see the Project, and answers 404 for other firms, other Projects and odd references', async () => {
    const id = await c.create({ assignee_id: c.org.employee2.id });
    const mine = await c.create();
    const added = await comment(c.org.users.admin, id, { comment_text: 'Deed' }, [{ name: 'deed.pdf', content: PDF }]);
    const ref = added.json().data.attached_files[0].file_path;
    expect((await download(c.org.employee2, id, ref)).statusCode).toBe(200);
    expect((await download(c.org.users.employee, id, ref)).statusCode).toBe(404);
    expect((await download(c.org.users.admin, mine, ref)).statusCode).toBe(404);
    expect((await download(c.other.users.admin, id, ref)).statusCode).toBe(404);
    for (const odd of ['..%2F..%2Fsecrets.json', '..', '0', '-1', '1e3', '99999999999', 'abc', `${ref}%00`]) {
      expect([400, 404]).toContain((await download(c.org.users.admin, id, odd)).statusCode);
    }
    const asClient = await c.t.app.inject({
      method: 'GET',
      url: `/api/tasks/${id}/files/${ref}`,
      headers: bearer(c.t.app, c.org.contacts[0]),
    });
    expect(asClient.statusCode).toBe(403);
  });
});
