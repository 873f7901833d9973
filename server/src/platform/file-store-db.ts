import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/schema-delivery';
import type { SweptFileStore } from './file-store';
import { checkedKey, FILE_KEY, markStored, measuredUpload, STAGED_TTL_MS, storedSize } from './stored-file-rows';

// Uploaded files in the database: every server process on the database reads the same files,
// and a backup of the database carries them. A file is a row of stored_files and its bytes are rows of
// stored_file_chunks of at most CHUNK_BYTES, written one at a time while the upload arrives (at most one
// chunk in memory; the upload waits for each insert) and read back one at a time as the download is
// sent. Staged rows are not visible to `open`; a refusal deletes them, and what a process that died
// mid-upload left staged is swept after a day.

export const CHUNK_BYTES = 256 * 1024;

export function databaseFileStore(db: Db): SweptFileStore {
  async function remove(key: string, using: Pick<Db, 'delete'> = db) {
    checkedKey(key);
    await using.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  return {
    async stage(source, maxBytes) {
      const key = crypto.randomBytes(16).toString('hex');
      await db.insert(storedFiles).values({ key, state: 'staged' });
      const upload = measuredUpload(source, maxBytes);
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const data = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        await db.insert(storedFileChunks).values({ key, seq: seq++, data });
      };
      try {
        for await (const piece of upload.pieces()) {
          let chunk = piece;
          while (chunk.length > 0) {
            const room = CHUNK_BYTES - pendingBytes;
            pending.push(chunk.subarray(0, room));
            pendingBytes += Math.min(room, chunk.length);
            chunk = chunk.subarray(room);
            if (pendingBytes === CHUNK_BYTES) await flush();
          }
        }
        await flush();
        await db.update(storedFiles).set({ size: upload.size }).where(eq(storedFiles.key, key));
      } catch (error) {
        if (!source.destroyed) source.destroy();
        await remove(key);
        throw error;
      }
      return { key, size: upload.size, head: upload.head() };
    },

    put: (key, tx) => markStored(db, key, tx),

    async open(key) {
      const size = await storedSize(db, key);
      if (size === undefined) return undefined;
      async function* chunks() {
        for (let seq = 0; ; seq += 1) {
          const [row] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
          if (!row) return;
          yield row.data;
        }
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), size };
    },

    remove: (key) => remove(key),

    async sweep(now) {
      await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.state, 'staged'), lt(storedFiles.createdAt, new Date(now.getTime() - STAGED_TTL_MS))));
    },
  };
}

/**
 * Files a disk store (DATA_DIR/files, before files moved into the database) holds, moved into the database at start: each in
 * one transaction (a row already there, imported by another process, is left alone), then deleted from
 * the disk. Answers how many this process moved.
 */
export async function importDiskFiles(db: Db, root: string): Promise<number> {
  let dirs: string[];
  try {
    dirs = (await fsp.readdir(root)).filter((d) => /^[a-f0-9]{2}$/.test(d));
  } catch {
    return 0;
  }
  let moved = 0;
  for (const dir of dirs) {
    for (const key of (await fsp.readdir(path.join(root, dir))).filter((k) => FILE_KEY.test(k) && k.startsWith(dir))) {
      const file = path.join(root, dir, key);
      const { size } = await fsp.stat(file);
      const imported = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storedFiles)
          .values({ key, state: 'stored', size })
          .onConflictDoNothing()
          .returning({ key: storedFiles.key });
        if (!row) return false;
        let seq = 0;
        for await (const data of fs.createReadStream(file, { highWaterMark: CHUNK_BYTES })) {
          await tx.insert(storedFileChunks).values({ key, seq: seq++, data: data as Buffer });
        }
        return true;
      });
      if (imported) moved += 1;
      await fsp.rm(file, { force: true });
    }
  }
  await fsp.rm(path.join(root, 'tmp'), { recursive: true, force: true });
  return moved;
}
