import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { devMailbox } from '../db/schema-delivery';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './clock';
import { safeError } from './log-safety';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** An attachment as the mailbox and the outbox keep it: its bytes in base64, so the JSON holds the whole message. */
export type OutboxAttachment = { filename: string; contentType: string; size: number; content: string };

/** A message as the development mailbox keeps it (a row of dev_mailbox) and shows it. */
export type OutboxMessage = Omit<MailMessage, 'attachments'> & {
  id: string;
  from: string;
  created_at: string;
  attachments?: OutboxAttachment[];
};

export const outboxAttachmentOf = (a: MailAttachment): OutboxAttachment => ({
  filename: a.filename,
  contentType: a.contentType,
  size: a.content.length,
  content: a.content.toString('base64'),
});

export type Mailer = {
  /** 'smtp' when SMTP_URL is set; otherwise messages land in the development mailbox (dev_mailbox). */
  kind: 'smtp' | 'outbox';
  /** Delivers now; rejects when delivery fails. */
  send: (message: MailMessage) => Promise<void>;
  /**
   * Queues in this process's memory for delivery off the request path: retried twice, failures logged,
   * never thrown at the caller. Only for sign-in and address-change codes (see mail-outbox.ts for why);
   * mail that follows a write goes through the outbox table in the write's transaction.
   */
  enqueue: (message: MailMessage) => void;
  /** A committed transaction queued mail in the outbox table: deliver it now rather than at the next poll. */
  queued: () => void;
  /** Who delivers the outbox table (the message worker): `queued` wakes it, `idle` waits for it. */
  attachOutbox: (worker: { wake: () => void; drain: () => Promise<void> }) => void;
  /** Resolves once the memory queue and the outbox table are delivered (tests, shutdown). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailerOptions = {
  /** Where the development mailbox lives (required without SMTP_URL): one table every process reads. */
  db?: Db;
  clock?: Clock;
  log?: { error: (obj: object, msg: string) => void };
  /** Pause before each retry; tests shorten it. */
  retryDelaysMs?: number[];
};

type Transport = { deliver: (message: MailMessage) => Promise<void>; close: () => void };

function smtpTransport(config: AppConfig): Transport {
  const transporter = nodemailer.createTransport(config.smtpUrl!);
  return {
    deliver: async (message) => {
      await transporter.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}

/** The development mailbox: a row per message in dev_mailbox, so every process on the database shows the same mail. */
function outboxTransport(config: AppConfig, db: Db, clock: Clock): Transport {
  return {
    deliver: async (message) => {
      const { attachments, ...rest } = message;
      await db.insert(devMailbox).values({
        id: randomUUID(),
        sender: config.mailFrom,
        message: { ...rest, ...(attachments?.length ? { attachments: attachments.map(outboxAttachmentOf) } : {}) },
        createdAt: clock.now(),
      });
    },
    close: () => undefined,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SMTP through nodemailer when config.smtpUrl is set, else the outbox; both behind one small queue. */
export function createMailer(config: AppConfig, options: MailerOptions = {}): Mailer {
  if (!config.smtpUrl && !options.db) throw new Error('the development mailbox needs the database');
  const transport = config.smtpUrl ? smtpTransport(config) : outboxTransport(config, options.db!, options.clock ?? systemClock);
  let outbox: { wake: () => void; drain: () => Promise<void> } | null = null;
  const retryDelays = options.retryDelaysMs ?? [1000, 5000];
  const log = options.log ?? { error: (obj: object, msg: string) => console.error(msg, obj) };
  const queue: MailMessage[] = [];
  let running: Promise<void> | null = null;

  async function deliverWithRetry(message: MailMessage) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport.deliver(message);
        return;
      } catch (error) {
        if (attempt >= retryDelays.length) {
          // Never the recipient: an address is personal data, and the error says what went wrong.
          log.error({ error: safeError(error, config.env === 'development'), subject: message.subject }, 'mail delivery failed');
          return;
        }
        await sleep(retryDelays[attempt]!);
      }
    }
  }

  async function drain() {
    while (queue.length > 0) await deliverWithRetry(queue.shift()!);
    running = null;
  }

  return {
    kind: config.smtpUrl ? 'smtp' : 'outbox',
    send: (message) => transport.deliver(message),
    enqueue: (message) => {
      queue.push(message);
      running ??= drain();
    },
    queued: () => outbox?.wake(),
    attachOutbox: (worker) => {
      outbox = worker;
    },
    idle: async () => {
      while (running) await running;
      await outbox?.drain();
    },
    close: async () => {
      while (running) await running;
      transport.close();
    },
  };
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const shownOf = (row: typeof devMailbox.$inferSelect): OutboxMessage => ({
  id: row.id,
  from: row.sender,
  ...row.message,
  created_at: row.createdAt.toISOString(),
});

/** The development mailbox's newest messages first. */
export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.seq)).limit(limit);
  return rows.map(shownOf);
}

export async function readOutboxMessage(db: Db, id: string): Promise<OutboxMessage | null> {
  if (!ID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id));
  return row ? shownOf(row) : null;
}
