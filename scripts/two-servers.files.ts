import { startS3Peer } from '../server/src/test/s3-peer';
import { multipartForm } from '../server/src/test/multipart';
import { call, check, expect, startServer, stopServer, type Server } from './two-servers.support';

// The shared file store: a comment attachment uploaded through one process downloads
// through the other, with the files in the database (the processes A and B), then in an S3-compatible
// bucket (FILE_STORE_URL, a fake S3 on loopback that checks every request's signature): two more
// processes, C and D, on the same database.

export type FilesWorld = {
  a: Server;
  b: Server;
  admin: string;
  /** The environment A and B run with. */
  env: Record<string, string>;
  createProject: (server: Server, name: string) => Promise<number>;
};

/** Uploads a PDF through `from` and answers whether `to` downloads the same bytes. */
async function across(w: FilesWorld, from: Server, to: Server, projectId: number) {
  const content = Buffer.from(`%PDF-1.4\n% ${from.name} to ${to.name} ${Date.now()}\n%%EOF\n`);
  const form = multipartForm({ comment_text: 'Signed papers' }, [{ name: 'papers.pdf', content, type: 'application/pdf' }]);
  const posted = await call(from, 'POST', `/api/tasks/${projectId}/comments`, { token: w.admin, raw: form });
  expect(`upload through ${from.name}`, posted.status, 201);
  const file = (posted.json.data as { attached_files: { file_path: string }[] }).attached_files[0]!.file_path;
  const url = file.startsWith('/api/') ? file : `/api/tasks/${projectId}/files/${file}`;
  const got = await call(to, 'GET', url, { token: w.admin });
  expect(`download through ${to.name}`, { status: got.status, same: got.body.equals(content) }, { status: 200, same: true });
}

export async function files(w: FilesWorld) {
  await check('a comment attachment uploaded through A is downloaded through B (files in the database)', async () => {
    await across(w, w.a, w.b, await w.createProject(w.a, 'Audit papers'));
  });

  await check('with FILE_STORE_URL (S3-compatible bucket), an attachment uploaded through C downloads through D and back', async () => {
    const peer = await startS3Peer({ prefix: 'two-servers' });
    const servers: Server[] = [];
    try {
      const starting = ['C', 'D'].map((name) => startServer(name, { ...w.env, FILE_STORE_URL: peer.url }));
      for (const started of await Promise.allSettled(starting)) if (started.status === 'fulfilled') servers.push(started.value);
      for (const started of await Promise.allSettled(starting)) if (started.status === 'rejected') throw started.reason;
      const [c, d] = servers as [Server, Server];
      const id = await w.createProject(c, 'Audit papers in the bucket');
      await across(w, c, d, id);
      await across(w, d, c, id);
      expect('objects in the bucket', peer.objects.size, 2);
      expect('requests the bucket refused', peer.refusals, []);
    } finally {
      await Promise.all(servers.map(stopServer));
      await peer.stop();
    }
  });
}
