import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/schema';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { startS3Peer, type S3Peer } from '../test/s3-peer';
import { diskFileStore, FileTooLargeError, type FileStore } from './file-store';
import { databaseFileStore } from './file-store-db';
import { s3FileStore } from './file-store-s3';
import { parseFileStoreUrl } from './file-store-url';

// One contract for every file store (disk, database, S3-compatible object store): what the routes
// rely on, checked against each alike.

type Subject = {
  store: FileStore;
  /** The size of the large file (the database store on PGlite writes about 300 KB a second). */
  large: number;
  /** Bytes the store has written out so far (staged or stored), wherever it keeps them. */
  written: () => Promise<number>;
  /** How many things (files, rows, objects, unfinished uploads) the store holds. */
  leftovers: () => Promise<number>;
};

const MiB = 1024 * 1024;
const PIECE = 64 * 1024;

/** A deterministic file of `size` bytes made piece by piece as it is read (never whole in memory). */
function generated(size: number, onPiece: (made: number) => Promise<void> = async () => undefined) {
  const digest = crypto.createHash('sha256');
  async function* pieces() {
    for (let made = 0; made < size; made += PIECE) {
      const piece = crypto.createHash('sha512').update(String(made)).digest();
      const chunk = Buffer.alloc(Math.min(PIECE, size - made), piece);
      digest.update(chunk);
      yield chunk;
      await onPiece(made + chunk.length);
    }
  }
  return { source: Readable.from(pieces(), { objectMode: false }), sha256: () => digest.digest('hex') };
}

function fileStoreContract(subject: () => Subject) {
  it('stages a file under a random key, shows it only once put, streams it back, and removes it', async () => {
    const { store, leftovers } = subject();
    const staged = await store.stage(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
    expect(staged).toMatchObject({ key: expect.stringMatching(/^[a-f0-9]{32}$/), size: 11 });
    expect(staged.head.toString()).toBe('hello world');
    expect(await store.open(staged.key)).toBeUndefined();
    await store.put(staged.key);
    const opened = await store.open(staged.key);
    expect(opened?.size).toBe(11);
    expect(await text(opened!.stream)).toBe('hello world');
    await store.remove(staged.key);
    expect(await store.open(staged.key)).toBeUndefined();
    expect(await leftovers()).toBe(0);
  });

  it('refuses a file over the limit once it crosses it and leaves nothing behind', async () => {
    const { store, leftovers, large } = subject();
    const { source } = generated((large * 7) / 12);
    await expect(store.stage(source, large / 2)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(source.destroyed).toBe(true);
    expect(await leftovers()).toBe(0);
  });

  it('opens nothing for an unknown or foreign key, and removing a missing file is no error', async () => {
    const { store } = subject();
    for (const key of ['../secrets.json', '..', '', 'ABCDEF', `${'a'.repeat(32)}/../x`, crypto.randomBytes(16).toString('hex')])
      expect(await store.open(key)).toBeUndefined();
    await expect(store.remove(crypto.randomBytes(16).toString('hex'))).resolves.toBeUndefined();
    await expect(store.remove('../secrets.json')).rejects.toThrow('invalid file key');
  });

  it('writes a large upload out while it arrives and streams it back in pieces', async () => {
    const { store, written, leftovers, large: LARGE } = subject();
    const before = await written();
    let writtenAtThreeQuarters = -1;
    const file = generated(LARGE, async (made) => {
      if (writtenAtThreeQuarters < 0 && made >= 0.75 * LARGE) writtenAtThreeQuarters = (await written()) - before;
    });
    const staged = await store.stage(file.source, 2 * LARGE);
    // With three quarters of the file read, a good part of it is already out of the process.
    expect(writtenAtThreeQuarters).toBeGreaterThanOrEqual(0.4 * LARGE);
    await store.put(staged.key);
    const opened = await store.open(staged.key);
    expect(opened?.size).toBe(LARGE);
    const digest = crypto.createHash('sha256');
    let pieces = 0;
    for await (const chunk of opened!.stream as AsyncIterable<Buffer>) {
      digest.update(chunk);
      pieces += 1;
    }
    expect(digest.digest('hex')).toBe(file.sha256());
    expect(pieces).toBeGreaterThan(8);
    await store.remove(staged.key);
    expect(await leftovers()).toBe(0);
  }, 60_000);
}

describe('the disk file store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-file-store-'));
  const files = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fileStoreContract(() => ({
    store: diskFileStore(root),
    large: 12 * MiB,
    written: async () => files().reduce((sum, p) => sum + fs.statSync(path.join(root, p)).size, 0),
    leftovers: async () => files().length,
  }));
});

describe.each(testDrivers())('the database and S3 file stores (%s)', (driver) => {
  let database: Database;
  let peer: S3Peer;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    peer = await startS3Peer({ prefix: 'portal/files' });
  });
  afterAll(async () => {
    await database.close();
    await peer.stop();
  });
  const rows = () => database.db.$count(storedFiles);
  const chunkBytes = async () => {
    const [row] = await database.db
      .select({ n: sql<string>`coalesce(sum(octet_length(${storedFileChunks.data})), 0)` })
      .from(storedFileChunks);
    return Number(row?.n ?? 0);
  };

  describe('database', () => {
    fileStoreContract(() => ({ store: databaseFileStore(database.db), large: 3 * MiB, written: chunkBytes, leftovers: rows }));
  });

  describe('S3-compatible', () => {
    fileStoreContract(() => {
      const setting = parseFileStoreUrl(peer.url);
      if (setting.kind !== 's3') throw new Error('not an S3 setting');
      return {
        // Above 5 MiB (S3's smallest part): the file goes as a multipart upload.
        store: s3FileStore(database.db, setting),
        large: 12 * MiB,
        written: async () => peer.received(),
        leftovers: async () => (await rows()) + peer.objects.size + peer.uploads.size,
      };
    });
    afterAll(() => expect(peer.refusals.filter((r) => !r.endsWith('NoSuchKey'))).toEqual([]));
  });
});
