import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';
import { startS3Peer, type S3Peer } from '../test/s3-peer';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { CHUNK_BYTES, databaseFileStore } from './file-store-db';
import { PART_BYTES, s3FileStore } from './file-store-s3';
import { parseFileStoreUrl } from './file-store-url';
import { FILE_STORE_UNAVAILABLE, s3Client } from './s3-client';

// What is particular to the S3-compatible store (the contract common to every store is in
// file-store.contract.test.ts): its calls, its failures, its leftovers and the files the database kept.

describe.each(testDrivers())('the S3-compatible file store (%s)', (driver) => {
  let database: Database;
  let peer: S3Peer;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    peer = await startS3Peer();
  });
  afterAll(async () => {
    await database.close();
    await peer.stop();
  });
  beforeEach(() => {
    peer.calls.length = 0;
    peer.refusals.length = 0;
  });
  const storeFor = (url: string) => {
    const setting = parseFileStoreUrl(url);
    if (setting.kind !== 's3') throw new Error('not an S3 setting');
    return s3FileStore(database.db, setting);
  };
  const rows = () => database.db.select({ key: storedFiles.key, state: storedFiles.state }).from(storedFiles);
  const bytes = (size: number) => Buffer.alloc(size, Buffer.from(Array.from({ length: 251 }, (_, i) => (i * 13) % 251)));

  it('sends a small file as one PUT and a larger one as a multipart upload of 5 MiB parts', async () => {
    const store = storeFor(peer.url);
    const small = await store.stage(Readable.from([bytes(1000)]), PART_BYTES * 3);
    expect(peer.calls).toEqual(['PUT PutObject']);
    peer.calls.length = 0;
    const content = bytes(2 * PART_BYTES + 17);
    const pieces = Array.from({ length: 11 }, (_, i) => content.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const large = await store.stage(Readable.from(pieces), PART_BYTES * 3);
    expect(peer.calls).toEqual([
      'POST CreateMultipartUpload',
      ...pieces.slice(0, 3).map(() => 'PUT UploadPart'),
      'POST CompleteMultipartUpload',
    ]);
    await store.put(large.key);
    expect((await buffer((await store.open(large.key))!.stream)).equals(content)).toBe(true);
    await Promise.all([store.remove(small.key), store.remove(large.key)]);
    expect(peer.objects.size).toBe(0);
  });

  it('refuses requests signed with a wrong secret or access key: the upload fails and nothing is visible', async () => {
    const right = parseFileStoreUrl(peer.url);
    if (right.kind !== 's3') throw new Error('not an S3 setting');
    for (const [wrong, code] of [
      [peer.url.replace(encodeURIComponent(right.secretAccessKey), 'not-the-secret'), 'SignatureDoesNotMatch'],
      [peer.url.replace(right.accessKeyId, 'SOMEONEELSE'), 'InvalidAccessKeyId'],
    ] as const) {
      peer.refusals.length = 0;
      const failed = storeFor(wrong).stage(Readable.from([bytes(100)]), 1000);
      await expect(failed).rejects.toMatchObject({ statusCode: 503, message: FILE_STORE_UNAVAILABLE, code: 'FILE_STORE_UNAVAILABLE' });
      expect(peer.refusals[0]).toContain(code);
    }
    expect(peer.objects.size).toBe(0);
    // The rows the failed uploads left staged (the store refused the clean-up too) are swept later.
    expect((await rows()).every((r) => r.state === 'staged')).toBe(true);
    await storeFor(peer.url).sweep(new Date(Date.now() + 25 * 3_600_000));
    expect(await rows()).toEqual([]);
  });

  it('answers 503 while the store is down, then serves again', async () => {
    const store = storeFor(peer.url);
    const staged = await store.stage(Readable.from([bytes(10)]), 100);
    await store.put(staged.key);
    peer.setDown(true);
    await expect(store.open(staged.key)).rejects.toMatchObject({ statusCode: 503 });
    await expect(store.stage(Readable.from([bytes(10)]), 100)).rejects.toMatchObject({ statusCode: 503 });
    peer.setDown(false);
    expect((await buffer((await store.open(staged.key))!.stream)).equals(bytes(10))).toBe(true);
    await store.remove(staged.key);
    await store.sweep(new Date(Date.now() + 25 * 3_600_000));
    expect(await rows()).toEqual([]);
  });

  it('sweeps staged objects and unfinished multipart uploads a dead process left after a day', async () => {
    const store = storeFor(peer.url);
    const left = await store.stage(Readable.from([bytes(100)]), 1000);
    const key = `${'c'.repeat(32)}`;
    await database.db.insert(storedFiles).values({ key, state: 'staged' });
    const setting = parseFileStoreUrl(peer.url);
    if (setting.kind !== 's3') throw new Error('not an S3 setting');
    await s3Client(setting).createMultipartUpload(key);
    await store.sweep(new Date());
    expect({ rows: (await rows()).length, objects: peer.objects.size, uploads: peer.uploads.size }).toEqual({
      rows: 2,
      objects: 1,
      uploads: 1,
    });
    await store.sweep(new Date(Date.now() + 25 * 3_600_000));
    expect({ rows: (await rows()).length, objects: peer.objects.size, uploads: peer.uploads.size }).toEqual({
      rows: 0,
      objects: 0,
      uploads: 0,
    });
    await expect(store.put(left.key)).rejects.toThrow('no staged file');
  });

  it('still serves the files the database store kept before the switch', async () => {
    const kept = databaseFileStore(database.db);
    const content = bytes(CHUNK_BYTES + 5);
    const staged = await kept.stage(Readable.from([content]), 10 * CHUNK_BYTES);
    await kept.put(staged.key);
    const store = storeFor(peer.url);
    expect((await buffer((await store.open(staged.key))!.stream)).equals(content)).toBe(true);
    await store.remove(staged.key);
    expect(await store.open(staged.key)).toBeUndefined();
    expect(await rows()).toEqual([]);
  });
});
