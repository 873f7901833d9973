import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Tx } from '../db/database';

// The file store's interface, and the disk store (tests of the interface; the server keeps files in the
// database, file-store-db.ts, or in an S3-compatible object store, file-store-s3.ts).
// A file is first written to `tmp/` while it arrives, checked by the caller, then moved into place: a
// refused upload never leaves a file where downloads look. Keys are random ids: a user's file name is
// never part of a path.

/** How many of a file's first bytes `stage` keeps for content checks (magic bytes, text). */
export const HEAD_BYTES = 8 * 1024;

/** A file written to the temporary area; `key` is its id once it is put in place. */
export type StagedFile = { key: string; size: number; head: Buffer };

export class FileTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file larger than ${limit} bytes`);
  }
}

export type FileStore = {
  /** Writes `source` to a temporary file; more than `maxBytes` throws FileTooLargeError (nothing is left behind). */
  stage(source: Readable, maxBytes: number): Promise<StagedFile>;
  /** Moves a staged file where `open` finds it; inside `tx` when given (a database store commits it with the record). */
  put(key: string, tx?: Tx): Promise<void>;
  /** A stored file's bytes and size, or undefined. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes a file, staged or stored; a missing one is no error. */
  remove(key: string): Promise<void>;
};

/** A store shared by several processes: `sweep` removes what an upload that never finished left staged. */
export type SweptFileStore = FileStore & { sweep: (now: Date) => Promise<void> };

const KEY = /^[a-f0-9]{32}$/;

export function diskFileStore(root: string): FileStore {
  const tmp = path.join(root, 'tmp');
  const stored = (key: string) => path.join(root, key.slice(0, 2), key);
  const staged = (key: string) => path.join(tmp, key);
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid file key');
    return key;
  };

  return {
    async stage(source, maxBytes) {
      await fsp.mkdir(tmp, { recursive: true });
      const key = crypto.randomBytes(16).toString('hex');
      const head: Buffer[] = [];
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
          const kept = head.reduce((n, b) => n + b.length, 0);
          if (kept < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - kept));
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, fs.createWriteStream(staged(key), { flags: 'wx' }));
      } catch (error) {
        await fsp.rm(staged(key), { force: true });
        throw error;
      }
      return { key, size, head: Buffer.concat(head) };
    },

    async put(key) {
      const target = stored(checked(key));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(staged(key), target);
    },

    async open(key) {
      if (!KEY.test(key)) return undefined;
      try {
        const handle = await fsp.open(stored(key), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(key) {
      checked(key);
      await Promise.all([fsp.rm(staged(key), { force: true }), fsp.rm(stored(key), { force: true })]);
    },
  };
}
