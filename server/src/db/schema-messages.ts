import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { MessageTarget } from '@firm/shared/domain/message';
import { createdAt, requiredRef } from './schema-columns';
import { clientContacts, clients } from './schema-clients';
import { organizations, users } from './schema-organizations';

// Messages to clients. A message and every recipient row are written in one transaction by the
// send; delivery is the message worker's, off the request path: it claims queued rows, sends each, and
// records sent or failed with the reason, so the admin sees each recipient's status and a restart loses
// nobody (a row is queued until a worker says otherwise).

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    senderId: requiredRef('sender_id', () => users.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Plain text as typed; the mail's HTML part escapes it. */
    body: text('body').notNull(),
    /** The target as resolved at sending (chosen clients with their names and codes of that day). */
    target: jsonb('target').$type<MessageTarget>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_org_created_idx').on(t.organizationId, t.createdAt, t.id)],
);

export type MessageRecipientState = 'queued' | 'claimed' | 'sending' | 'sent' | 'failed';

export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    messageId: requiredRef('message_id', () => messages.id, { onDelete: 'cascade' }),
    clientId: requiredRef('client_id', () => clients.id, { onDelete: 'cascade' }),
    contactId: requiredRef('contact_id', () => clientContacts.id, { onDelete: 'cascade' }),
    /** The address as it was at sending: a later change of the contact does not redirect a queued mail. */
    email: varchar('email', { length: 255 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued').$type<MessageRecipientState>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued row may be claimed (now, or after a failed attempt's backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed it: a row 'sending' for over a minute was left by a process that stopped. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The claim's own token: only the worker holding it marks the row 'sending' or 'sent'. */
    claimToken: uuid('claim_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_recipients_message_contact_uq').on(t.messageId, t.contactId),
    index('message_recipients_message_status_idx').on(t.messageId, t.status),
    // The worker's claim reads only the rows waiting for it; sent and failed rows stay out of this index.
    index('message_recipients_queued_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('message_recipients_claimed_idx')
      .on(t.claimedAt)
      .where(sql`${t.status} in ('claimed', 'sending')`),
  ],
);
