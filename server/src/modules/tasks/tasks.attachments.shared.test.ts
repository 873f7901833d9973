import fs from 'node:fs';
import path from 'node:path';
import { storedFileChunks, storedFiles } from '../../db/schema';
import { bearer, openTestSession } from '../../test/fixtures';
import { multipartForm } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { startS3Peer, type S3Peer } from '../../test/s3-peer';
import { openTwoApps, type TwoApps } from '../../test/two-apps';
import { firm, seedTask, type Firm } from './tasks.test-support';

// Several server processes behind a load balancer share one database; a comment's file uploaded
// through one must download through the other. Two apps, each with a DATA_DIR of its own, on one database,
// with the files in the database (the default) or in an S3-compatible bucket (FILE_STORE_URL, a fake S3).

/** Bytes that look like a PDF and span several of the store's chunks. */
const bigPdf = (size: number) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + 7) % 251;
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
};

const runs = testDrivers().flatMap((driver) => [[driver, 'database'] as const, [driver, 'S3'] as const]);

describe.each(runs)('comment files across two server processes (%s, %s store)', (driver, kind) => {
  let peer: S3Peer | undefined;
  let apps: TwoApps;
  let one: TestApp;
  let two: TestApp;
  let org: Firm;
  let taskId: number;

  beforeAll(async () => {
    if (kind === 'S3') peer = await startS3Peer();
    apps = await openTwoApps(driver, peer ? { FILE_STORE_URL: peer.url } : {});
    ({ one, two } = apps);
    org = await firm(one, 'Kapoor Iyer & Co.');
    taskId = await seedTask(one.app.db, org, org, one.app.clock.now());
    await openTestSession(one.app.db, org.users.admin);
    await openTestSession(two.app.db, org.users.admin);
  });
  afterAll(async () => {
    await apps.close();
    await peer?.stop();
  });

  const upload = (t: TestApp, name: string, content: Buffer) => {
    const form = multipartForm({ comment_text: 'Signed copy' }, [{ name, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: { ...bearer(t.app, org.users.admin), ...form.headers },
      payload: form.payload,
    });
  };
  const download = (t: TestApp, ref: string) =>
    t.app.inject({ method: 'GET', url: `/api/tasks/${taskId}/files/${ref}`, headers: bearer(t.app, org.users.admin) });
  const stored = async () => (await one.app.db.select().from(storedFiles)).map((r) => `${r.key} ${r.state} ${r.size}`).sort();
  /** Where the bytes are: chunks in the database, objects and unfinished uploads in the bucket. */
  const bytesAt = async () => ({
    chunks: await one.app.db.$count(storedFileChunks),
    objects: [...(peer?.objects.keys() ?? [])].sort(),
    uploads: peer?.uploads.size ?? 0,
  });

  it('downloads through one process the file uploaded through the other, byte for byte', async () => {
    const content = bigPdf(700 * 1024);
    const added = await upload(one, 'audit report.pdf', content);
    expect(added.statusCode).toBe(201);
    const ref = added.json().data.attached_files[0].file_path as string;
    const got = await download(two, ref);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-length']).toBe(String(content.length));
    expect(got.rawPayload.equals(content)).toBe(true);
    // And the other way round.
    const back = await upload(two, 'reply.pdf', bigPdf(1234));
    expect((await download(one, back.json().data.attached_files[0].file_path)).rawPayload.equals(bigPdf(1234))).toBe(true);
    if (peer) {
      // The bytes went to the bucket, none to the database; the bucket holds exactly the stored files.
      const keys = (await stored()).map((row) => row.split(' ')[0]);
      expect(await bytesAt()).toEqual({ chunks: 0, objects: keys, uploads: 0 });
      expect(peer.refusals).toEqual([]);
    }
    // Neither process kept anything on its own disk.
    for (const dir of apps.dataDirs) expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('keeps nothing of an upload refused half-way, on either process', async () => {
    const before = await stored();
    const bytesBefore = await bytesAt();
    // Over 10 MB: refused once the limit is crossed, after several chunks were written.
    const tooLarge = await upload(two, 'huge.pdf', bigPdf(10 * 1024 * 1024 + 10));
    expect(tooLarge.statusCode).toBe(400);
    // A second file whose bytes are not what its name says, after a good first one.
    const form = multipartForm({ comment_text: 'Two files' }, [
      { name: 'fine.pdf', content: bigPdf(300 * 1024) },
      { name: 'fake.png', content: bigPdf(1024) },
    ]);
    const badType = await one.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: { ...bearer(one.app, org.users.admin), ...form.headers },
      payload: form.payload,
    });
    expect(badType.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await bytesAt()).toEqual(bytesBefore);
  });

  (kind === 'S3' ? it : it.skip)('answers 503 while the bucket is down, then serves the same file again', async () => {
    const content = bigPdf(2000);
    const ref = (await upload(one, 'kept.pdf', content)).json().data.attached_files[0].file_path as string;
    const before = await stored();
    peer!.setDown(true);
    try {
      for (const answer of [await download(two, ref), await upload(two, 'later.pdf', bigPdf(100))]) {
        expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status: 503, code: 'FILE_STORE_UNAVAILABLE' });
        expect(answer.headers['retry-after']).toBe('5');
      }
    } finally {
      peer!.setDown(false);
    }
    expect((await download(one, ref)).rawPayload.equals(content)).toBe(true);
    // The refused upload's row stays staged (the bucket refused its clean-up too) and is never shown.
    expect((await stored()).filter((row) => !before.includes(row)).map((row) => row.split(' ')[1])).toEqual(['staged']);
  });
});
