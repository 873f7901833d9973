import type { Db, Tx } from '../db/database';
import { mailOutbox, type StoredMail } from '../db/schema-delivery';
import { outboxAttachmentOf, type MailMessage } from './mail';

// Mail that follows a write is queued in the write's own transaction: the row commits with the
// payment, invoice or Project it tells about, or rolls back with it. A retry after a lost COMMIT answer
// finds the payment recorded and its receipt already queued; a refused write queues nothing. The message
// worker delivers the table (message-worker.ts), woken by `mailer.queued()` once the transaction committed
// and otherwise at its next poll, so a queued mail waits at most a poll even when nobody woke it.
//
// Sign-in and address-change codes are not queued here: they follow no write a user waits on (the code's
// hash is stored, and a lost mail costs a Resend), and the outbox would keep the code itself in the
// database in clear, where only its hash belongs. They leave through `mailer.enqueue`.

export function storedMailOf(message: MailMessage): StoredMail {
  const { attachments, ...rest } = message;
  return { ...rest, ...(attachments?.length ? { attachments: attachments.map(outboxAttachmentOf) } : {}) };
}

export function mailOfStored(stored: StoredMail): MailMessage {
  const { attachments, ...rest } = stored;
  return {
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        }
      : {}),
  };
}

/**
 * Queues mails in the caller's transaction, due at `now` (the app's clock, which the worker's claim reads);
 * call `app.mailer.queued()` after the transaction commits.
 */
export async function queueMail(tx: Tx | Db, messages: MailMessage | readonly MailMessage[], now: Date): Promise<void> {
  const list: readonly MailMessage[] = Array.isArray(messages) ? messages : [messages as MailMessage];
  if (list.length === 0) return;
  await tx.insert(mailOutbox).values(list.map((m) => ({ message: storedMailOf(m), nextAttemptAt: now, createdAt: now })));
}
