import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, deliveryColumns, deliveryIndexes } from './schema-columns';

// What every server process must see alike: mail waiting to leave, the development mailbox and
// uploaded files live in the database, never on one process's disk. None of these tables has an
// organization_id: they are delivery plumbing no answer is built from, so a write to them must not move a
// firm's data number (answer-cache.ts) and throw its remembered lists away.

/** A mail as queued and as the development mailbox keeps it; attachments in base64. */
export type StoredMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; size: number; content: string }[];
};

/**
 * Mail that follows a write (receipts, invoice copies, Project notices, welcome and enquiry mails),
 * inserted in the write's own transaction: a committed write always has its mail queued, a rolled-back one
 * none. The message worker delivers it like a message's recipient rows (same states, same claim).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    message: jsonb('message').$type<StoredMail>().notNull(),
    ...deliveryColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    ...deliveryIndexes('mail_outbox', t),
    index('mail_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** The development mailbox (no SMTP_URL): what would have been sent, read at /dev/mailbox by every process. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey(),
    /** Arrival order across processes: clocks (and a test's frozen clock) can give two mails one instant. */
    seq: serial('seq').notNull(),
    sender: varchar('sender', { length: 320 }).notNull(),
    message: jsonb('message').$type<StoredMail>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mailbox_seq_idx').on(t.seq)],
);

export type StoredFileState = 'staged' | 'stored';

/** An uploaded file: staged while it arrives and is checked, stored once its record commits. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: varchar('key', { length: 32 }).primaryKey(),
    state: varchar('state', { length: 10 }).notNull().default('staged').$type<StoredFileState>(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_staged_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'staged'`),
  ],
);

/** A file's bytes in pieces of at most CHUNK_BYTES, streamed in and out one piece at a time. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: varchar('key', { length: 32 })
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
