import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/schema-delivery';
import type { SweptFileStore } from './file-store';
import { databaseFileStore } from './file-store-db';
import { s3Client, type S3Target } from './s3-client';
import { checkedKey, markStored, measuredUpload, STAGED_TTL_MS, storedSize } from './stored-file-rows';

// Uploaded files in an S3-compatible object store (FILE_STORE_URL): the bytes are objects,
// the database keeps which files exist, exactly as for the database store (stored_files rows).
//
// Why the row decides, not a copy from a staging prefix: `put(key, tx)` marks the row 'stored' in the
// transaction that writes the record (the comment and its attachment rows), so the record and the
// file's visibility commit or roll back together; a crash at any point leaves them agreeing. The object
// is complete before the row can be marked, and `open` serves only rows marked 'stored'. A copy made
// before the commit would leave a visible file without a record after a crash between the two; made
// after it, a record without a file. What a crash can leave is a 'staged' row (and its object, or an
// unfinished multipart upload): invisible, and swept after a day like the database store's leftovers.
//
// An upload streams: at most one part (PART_BYTES, the smallest S3 allows but for the last) is in
// memory; a file of one part or less is one PUT, a larger one a multipart upload. Downloads stream
// the object's body as it arrives. Files the database store kept (rows with chunks, from before the
// store was switched) are still served from the database.

/** The size of each part of a multipart upload, and the most one upload keeps in memory. */
export const PART_BYTES = 5 * 1024 * 1024;

export type S3FileStoreTarget = S3Target & { /** Objects are `<prefix><key>`; empty or ending with `/`. */ prefix: string };

export function s3FileStore(db: Db, target: S3FileStoreTarget): SweptFileStore {
  const client = s3Client(target);
  const objectOf = (key: string) => `${target.prefix}${key}`;
  const legacy = databaseFileStore(db);

  async function remove(key: string) {
    await client.deleteObject(objectOf(checkedKey(key)));
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  return {
    async stage(source, maxBytes) {
      const key = crypto.randomBytes(16).toString('hex');
      const object = objectOf(key);
      // The row first: whatever happens after, the sweep finds the key.
      await db.insert(storedFiles).values({ key, state: 'staged' });
      const upload = measuredUpload(source, maxBytes);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const etags: string[] = [];
      const sendPart = async () => {
        const part = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        uploadId ??= await client.createMultipartUpload(object);
        etags.push(await client.uploadPart(object, uploadId, etags.length + 1, part));
      };
      try {
        for await (const chunk of upload.pieces()) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        }
        if (uploadId === undefined) await client.putObject(object, Buffer.concat(pending, pendingBytes));
        else {
          if (pendingBytes > 0) await sendPart();
          await client.completeMultipartUpload(object, uploadId, etags);
        }
        await db.update(storedFiles).set({ size: upload.size }).where(eq(storedFiles.key, key));
      } catch (error) {
        if (!source.destroyed) source.destroy();
        if (uploadId !== undefined) await client.abortMultipartUpload(object, uploadId).catch(() => undefined);
        // When the store itself failed this may fail too: the row stays staged and the sweep retries.
        await remove(key).catch(() => undefined);
        throw error;
      }
      return { key, size: upload.size, head: upload.head() };
    },

    put: (key, tx) => markStored(db, key, tx),

    async open(key) {
      const size = await storedSize(db, key);
      if (size === undefined) return undefined;
      const stream = await client.getObject(objectOf(key));
      if (stream) return { stream, size };
      const [chunk] = await db
        .select({ seq: storedFileChunks.seq })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, 0)));
      return chunk ? legacy.open(key) : undefined;
    },

    remove,

    async sweep(now) {
      const before = new Date(now.getTime() - STAGED_TTL_MS);
      const left = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(and(eq(storedFiles.state, 'staged'), lt(storedFiles.createdAt, before)))
        .limit(1000);
      for (const { key } of left) await remove(key);
      const pattern = new RegExp(`^${target.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[a-f0-9]{32}$`);
      for (const upload of await client.listMultipartUploads(target.prefix)) {
        if (pattern.test(upload.key) && upload.initiated < before) await client.abortMultipartUpload(upload.key, upload.uploadId);
      }
    },
  };
}
