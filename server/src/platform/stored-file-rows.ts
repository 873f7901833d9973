import { and, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db, Tx } from '../db/database';
import { storedFiles } from '../db/schema-delivery';
import { FileTooLargeError, HEAD_BYTES } from './file-store';

// The stored_files rows both file stores keep alike (file-store-db.ts, file-store-s3.ts): which files
// exist and whether each is staged or stored, whatever holds the bytes.

export const FILE_KEY = /^[a-f0-9]{32}$/;

/** How long a staged file may wait for its record before the sweep removes it. */
export const STAGED_TTL_MS = 24 * 3_600_000;

export const checkedKey = (key: string) => {
  if (!FILE_KEY.test(key)) throw new Error('invalid file key');
  return key;
};

/** Makes a staged file visible, in the transaction that writes its record (or on its own without one). */
export async function markStored(db: Db, key: string, tx?: Tx) {
  const rows = await (tx ?? db)
    .update(storedFiles)
    .set({ state: 'stored' })
    .where(and(eq(storedFiles.key, checkedKey(key)), eq(storedFiles.state, 'staged')))
    .returning({ key: storedFiles.key });
  if (rows.length !== 1) throw new Error('no staged file to put in place');
}

/** A stored file's size; undefined for a key that is not a stored file (staged, removed, or no key at all). */
export async function storedSize(db: Db, key: string): Promise<number | undefined> {
  if (!FILE_KEY.test(key)) return undefined;
  const [file] = await db
    .select({ size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.state, 'stored')));
  return file?.size;
}

/**
 * An upload's pieces as Buffers while it arrives: counts its size, refuses it past `maxBytes`, and keeps
 * its first HEAD_BYTES (what its type is sniffed from).
 */
export function measuredUpload(source: Readable, maxBytes: number) {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  const upload = {
    size: 0,
    head: () => Buffer.concat(kept),
    async *pieces() {
      for await (const piece of source as AsyncIterable<Buffer | string>) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
        upload.size += chunk.length;
        if (upload.size > maxBytes) throw new FileTooLargeError(maxBytes);
        if (keptBytes < HEAD_BYTES) {
          kept.push(chunk.subarray(0, HEAD_BYTES - keptBytes));
          keptBytes += Math.min(chunk.length, HEAD_BYTES - keptBytes);
        }
        yield chunk;
      }
    },
  };
  return upload;
}
