import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './clock';
import { safeError } from './log-safety';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** An attachment as the outbox keeps it: its bytes in base64, so the JSON file holds the whole message. */
export type OutboxAttachment = { filename: string; contentType: string; size: number; content: string };

/** A message as the outbox keeps it (one JSON file each) and the dev mailbox shows it. */
export type OutboxMessage = Omit<MailMessage, 'attachments'> & {
  id: string;
  from: string;
  created_at: string;
  attachments?: OutboxAttachment[];
};

const outboxAttachmentOf = (a: MailAttachment): OutboxAttachment => ({
  filename: a.filename,
  contentType: a.contentType,
  size: a.content.length,
  content: a.content.toString('base64'),
});

export type Mailer = {
  /** 'smtp' when SMTP_URL is set; otherwise messages land in DATA_DIR/outbox. */
  kind: 'smtp' | 'outbox';
  /** Delivers now; rejects when delivery fails. */
  send: (message: MailMessage) => Promise<void>;
  /** Queues for delivery off the request path: retried twice, failures logged, never thrown at the caller. */
  enqueue: (message: MailMessage) => void;
  /** Resolves once the queue is empty (tests, shutdown). */
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
  clock?: Clock;
  log?: { error: (obj: object, msg: string) => void };
  /** Pause before each retry; tests shorten it. */
  retryDelaysMs?: number[];
};

export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

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

function outboxTransport(config: AppConfig, clock: Clock): Transport {
  const dir = outboxDir(config);
  return {
    deliver: async (message) => {
      await fs.promises.mkdir(dir, { recursive: true });
      const createdAt = clock.now();
      const { attachments, ...rest } = message;
      const entry: OutboxMessage = {
        id: randomUUID(),
        from: config.mailFrom,
        ...rest,
        ...(attachments?.length ? { attachments: attachments.map(outboxAttachmentOf) } : {}),
        created_at: createdAt.toISOString(),
      };
      const name = `${createdAt.getTime()}-${entry.id}.json`;
      // Write then rename, so the mailbox never reads half a file.
      await fs.promises.writeFile(path.join(dir, `.${name}.tmp`), JSON.stringify(entry, null, 2), { mode: 0o600 });
      await fs.promises.rename(path.join(dir, `.${name}.tmp`), path.join(dir, name));
    },
    close: () => undefined,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SMTP through nodemailer when config.smtpUrl is set, else the outbox; both behind one small queue. */
export function createMailer(config: AppConfig, options: MailerOptions = {}): Mailer {
  const transport = config.smtpUrl ? smtpTransport(config) : outboxTransport(config, options.clock ?? systemClock);
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
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      while (running) await running;
      transport.close();
    },
  };
}

const ID_PATTERN = /^[0-9a-f-]{36}$/;

/** The newest outbox messages first. */
export async function listOutbox(config: Pick<AppConfig, 'dataDir'>, limit = 50): Promise<OutboxMessage[]> {
  const dir = outboxDir(config);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  const files = names
    .filter((name) => /^\d+-[0-9a-f-]{36}\.json$/.test(name))
    .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]) || (a < b ? 1 : -1))
    .slice(0, limit);
  const messages = await Promise.all(files.map((name) => readJson(path.join(dir, name))));
  return messages.filter((m): m is OutboxMessage => m !== null);
}

export async function readOutboxMessage(config: Pick<AppConfig, 'dataDir'>, id: string): Promise<OutboxMessage | null> {
  if (!ID_PATTERN.test(id)) return null;
  const dir = outboxDir(config);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return null;
  }
  const name = names.find((n) => n.endsWith(`-${id}.json`));
  return name ? readJson(path.join(dir, name)) : null;
}

async function readJson(file: string): Promise<OutboxMessage | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as OutboxMessage;
  } catch {
    return null;
  }
}
