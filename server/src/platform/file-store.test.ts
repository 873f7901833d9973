import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { diskFileStore, FileTooLargeError } from './file-store';

describe('the disk file store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-file-store-'));
  const store = diskFileStore(root);
  const files = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stages a file under a random key, puts it in place, opens and removes it', async () => {
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
    expect(files()).toEqual([]);
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    await expect(store.stage(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(files()).toEqual([]);
  });

  it('opens nothing for a key that is not one of its own', async () => {
    for (const key of ['../secrets.json', '..', '', 'ABCDEF', `${'a'.repeat(32)}/../x`]) expect(await store.open(key)).toBeUndefined();
    await expect(store.remove('../secrets.json')).rejects.toThrow('invalid file key');
  });
});
