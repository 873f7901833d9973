import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/schema';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { FileTooLargeError } from './file-store';
import { CHUNK_BYTES, databaseFileStore, importDiskFiles } from './file-store-db';

describe.each(testDrivers())('the database file store (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());
  const rows = async () => ({ files: await database.db.$count(storedFiles), chunks: await database.db.$count(storedFileChunks) });
  const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 256));
  /** A stream delivering `content` in pieces of `piece` bytes, as an upload arrives. */
  const arriving = (content: Buffer, piece = 10_000) =>
    Readable.from(Array.from({ length: Math.ceil(content.length / piece) }, (_, i) => content.subarray(i * piece, (i + 1) * piece)));

  it('stages a file in chunks, shows it only once put, streams it back whole and removes it', async () => {
    const store = databaseFileStore(database.db);
    const content = bytes(2 * CHUNK_BYTES + 123);
    const staged = await store.stage(arriving(content), 10 * CHUNK_BYTES);
    expect(staged).toMatchObject({ key: expect.stringMatching(/^[a-f0-9]{32}$/), size: content.length });
    expect(staged.head.equals(content.subarray(0, 8 * 1024))).toBe(true);
    expect(await rows()).toEqual({ files: 1, chunks: 3 });
    expect(await store.open(staged.key)).toBeUndefined();
    await store.put(staged.key);
    const opened = await store.open(staged.key);
    expect(opened?.size).toBe(content.length);
    expect((await buffer(opened!.stream)).equals(content)).toBe(true);
    await store.remove(staged.key);
    expect(await store.open(staged.key)).toBeUndefined();
    expect(await rows()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses a file over the limit once it crosses it and leaves nothing behind', async () => {
    const store = databaseFileStore(database.db);
    const source = arriving(bytes(3 * CHUNK_BYTES));
    await expect(store.stage(source, CHUNK_BYTES + 5)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(source.destroyed).toBe(true);
    expect(await rows()).toEqual({ files: 0, chunks: 0 });
  });

  it('opens nothing for a key that is not one of its own, and sweeps what a dead upload left staged', async () => {
    const store = databaseFileStore(database.db);
    for (const key of ['../secrets.json', '..', '', 'ABCDEF', `${'a'.repeat(32)}' or '1'='1`])
      expect(await store.open(key)).toBeUndefined();
    await expect(store.remove('../secrets.json')).rejects.toThrow('invalid file key');
    const left = await store.stage(arriving(bytes(100)), 1000);
    await store.sweep(new Date());
    expect(await rows()).toEqual({ files: 1, chunks: 1 });
    await store.sweep(new Date(Date.now() + 25 * 3_600_000));
    expect(await rows()).toEqual({ files: 0, chunks: 0 });
    await expect(store.put(left.key)).rejects.toThrow('no staged file');
  });

  it('moves the files an older version kept on disk into the database, once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-legacy-files-'));
    const key = 'ab'.padEnd(32, '0');
    const content = bytes(CHUNK_BYTES + 10);
    fs.mkdirSync(path.join(root, 'ab'));
    fs.writeFileSync(path.join(root, 'ab', key), content);
    expect(await importDiskFiles(database.db, root)).toBe(1);
    expect(fs.existsSync(path.join(root, 'ab', key))).toBe(false);
    expect(await importDiskFiles(database.db, root)).toBe(0);
    const opened = await databaseFileStore(database.db).open(key);
    expect((await buffer(opened!.stream)).equals(content)).toBe(true);
    await databaseFileStore(database.db).remove(key);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
