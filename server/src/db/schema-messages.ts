import { index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { MessageTarget } from '@firm/shared/domain/message';
import { createdAt, deliveryColumns, deliveryIndexes, requiredRef } from './schema-columns';
import { clientContacts, clients } from './schema-clients';
import { users } from './schema-organizations';
import { tenantRow } from './schema-tenant';

// Messages to clients. A message and every recipient row are written in one transaction by the
// send; delivery is the message worker's, off the request path: it claims queued rows, sends each, and
// records sent or failed with the reason, so the admin sees each recipient's status and a restart loses
// nobody (a row is queued until a worker says otherwise).

export const messages = pgTable(
  'messages',
  {
    ...tenantRow(),
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

export const messageRecipients = pgTable(
  'message_recipients',
  {
    ...tenantRow(),
    messageId: requiredRef('message_id', () => messages.id, { onDelete: 'cascade' }),
    clientId: requiredRef('client_id', () => clients.id, { onDelete: 'cascade' }),
    contactId: requiredRef('contact_id', () => clientContacts.id, { onDelete: 'cascade' }),
    /** The address as it was at sending: a later change of the contact does not redirect a queued mail. */
    email: varchar('email', { length: 255 }).notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex('message_recipients_message_contact_uq').on(t.messageId, t.contactId),
    index('message_recipients_message_status_idx').on(t.messageId, t.status),
    ...deliveryIndexes('message_recipients', t),
  ],
);
