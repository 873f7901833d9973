import { z } from 'zod';
import { CLIENT_TYPES, fromWireClientType, toWireClientType, type ClientType } from '../client';
import { listAnswerSchema, listQuerySchema, paginationSchema, queryChoice, messageAnswerSchema } from '../list';
import { hasNulCharacter, isValidId } from '../validation';
import { errorCodeOf } from '../errors';
import { serverMessage, type HttpFailure } from '../errors';

// Messages to clients (spec 02 §2.4, §3 'Message', §5 'Send message', §7, §8). The admin writes
// a subject and a plain-text body and names a target: every client, whole client types, or chosen clients
// of a type. The server, never the browser, turns the target into recipients: the active contacts with
// an e-mail address of the targeted active clients of the sender's own firm, one mail per address.
//
// Chosen clients travel as the spec's client names or as client ids: a JSON number is an id, a string is a
// name (matched without regard to case or surrounding spaces, among the firm's active clients of that
// type; a name several such clients share targets each of them). A name or id that matches none is refused
// (400 MESSAGE_CLIENT_UNKNOWN), never silently dropped.

export const messageTexts = {
  // Spec 02 §2.4, §5 and §8, verbatim.
  heading: 'Send Messages',
  compose: 'Compose Message',
  allClients: 'All Clients',
  subject: 'Subject *',
  body: 'Message Body *',
  send: 'Send Message',
  validationTitle: 'Validation Error',
  required: 'Please fill in all required fields and select recipients',
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message. Please try again.',
  clientsFailed: 'Failed to fetch clients',
  // The server's rules and the Sent Messages list.
  sentHeading: 'Sent Messages',
  noMessages: 'No messages sent yet',
  notFound: 'Message not found',
  loadFailed: 'Failed to load sent messages',
  subjectTooLong: `Subject must be no more than 200 characters`,
  bodyTooLong: `Message body must be no more than 20,000 characters`,
  unknownType: 'Choose a client type from the list',
  tooManyClients: 'Choose at most 5,000 clients of a type, or send to the whole type',
  unknownClients: (names: string[]) =>
    `${names.length === 1 ? 'This client was' : 'These clients were'} not found among the active clients of the chosen type: ${names
      .slice(0, 5)
      .join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`,
  noRecipients: 'None of the chosen clients has an active contact with an e-mail address',
  tooManyRecipients: (max: number) => `A message can go to at most ${max.toLocaleString('en-IN')} addresses`,
} as const;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
/** Chosen clients per type: the screen lists a type's clients; a bigger list is the whole type. */
export const MESSAGE_CLIENTS_MAX = 5_000;
/** Addresses per message: one transaction inserts them all, so it stays bounded. */
export const MESSAGE_RECIPIENTS_MAX = 100_000;

/** Recipient states as the calls show them ('sending' on the server reads as queued). */
export const MESSAGE_RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageRecipientStatus = (typeof MESSAGE_RECIPIENT_STATUSES)[number];

/** A client type as the Client Type select shows it (§2.4): underscores replaced, each word capitalised. */
export function messageClientTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The client types a message may target, in the API's spelling (one_person_company for the OPC). */
export const MESSAGE_CLIENT_TYPES = CLIENT_TYPES.map(toWireClientType);

/**
 * A subject as it goes into a mail header: line breaks and other control characters become one space, so
 * nothing typed can add a header (no `\r\nBcc:`).
 */
export function mailSafeSubject(subject: string): string {
  return subject.replace(/[^\S\r\n]*[\u0000-\u001f\u007f]+[^\S\r\n]*/g, ' ').trim();
}

/** Blank after trimming: the §5 rule for subject and body. */
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Absent or null reads as blank, so a missing subject gets the §5 refusal (400), not a shape error. */
const textOf = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: messageTexts.required })
      .refine((value) => !hasNulCharacter(value), { message: 'Text cannot contain NUL characters', abort: true })
      .refine((value) => value.length <= max, { message: tooLong }),
  );

/** A chosen client: a JSON number is an id, a string a name. */
const clientRef = z.union([
  z.number().refine(isValidId, { message: 'Invalid client' }),
  z
    .string()
    .refine((value) => !hasNulCharacter(value), { message: 'Invalid client' })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0 && value.length <= 255, { message: 'Invalid client' }),
]);

const typeTarget = z.object({
  type: z
    .string({ error: messageTexts.unknownType })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => (MESSAGE_CLIENT_TYPES as readonly string[]).includes(value), { message: messageTexts.unknownType }),
  select_all: z.boolean().default(false),
  clients: z.array(clientRef).max(MESSAGE_CLIENTS_MAX, { message: messageTexts.tooManyClients }).default([]),
});

/** Whether a target names anyone (§5): all clients, or a type with select-all or at least one chosen client. */
export function targetHasRecipients(target: {
  send_to_all?: boolean;
  client_types?: { select_all?: boolean; clients?: unknown[] }[];
}): boolean {
  return Boolean(target.send_to_all) || (target.client_types ?? []).some((t) => Boolean(t.select_all) || (t.clients?.length ?? 0) > 0);
}

/** Whether a draft may be sent: the §5 rule the Send Message button follows, and the server refuses by. */
export function messageDraftReady(draft: { subject: string; body: string; target: Parameters<typeof targetHasRecipients>[0] }) {
  return !isBlank(draft.subject) && !isBlank(draft.body) && targetHasRecipients(draft.target);
}

/**
 * POST /api/client-portal/send-email (spec 02 §7). Any part of the §5 rule missing is one refusal with the
 * spec's words, on the first field that misses. The subject is trimmed and loses its line breaks; the body
 * is kept exactly as typed (the mail's text part).
 */
export const messageSendSchema = z
  .object({
    subject: textOf(MESSAGE_SUBJECT_MAX, messageTexts.subjectTooLong),
    body: textOf(MESSAGE_BODY_MAX, messageTexts.bodyTooLong),
    target: z.preprocess(
      (value) => value ?? {},
      z.object({
        send_to_all: z.boolean().default(false),
        client_types: z
          .array(typeTarget)
          .max(CLIENT_TYPES.length * 2, { message: messageTexts.unknownType })
          .default([]),
      }),
    ),
  })
  .superRefine((value, ctx) => {
    const missing = isBlank(value.subject)
      ? 'subject'
      : isBlank(value.body)
        ? 'body'
        : !targetHasRecipients(value.target)
          ? 'target'
          : null;
    if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: messageTexts.required });
  })
  .transform(({ subject, body, target }) => ({
    subject: mailSafeSubject(subject),
    body,
    target: {
      send_to_all: target.send_to_all,
      client_types: target.client_types.map((t) => ({ ...t, type: fromWireClientType(t.type) as ClientType })),
    },
  }));
export type MessageSend = z.output<typeof messageSendSchema>;
/** The body as a screen sends it (the schema's input, spelled out: its preprocessed fields read as unknown). */
export type MessageTargetInput = {
  send_to_all?: boolean;
  client_types?: { type: string; select_all?: boolean; clients?: (number | string)[] }[];
};
export type MessageSendInput = { subject: string; body: string; target: MessageTargetInput };

/** A chosen client as the sent message keeps it: who it was when the message went. */
export const messageTargetClientSchema = z.object({ client_id: z.number(), client_name: z.string(), client_code: z.string() });

/** The target as the server resolved and stored it (types in the API's spelling, chosen clients by id). */
export const messageTargetSchema = z.object({
  send_to_all: z.boolean(),
  client_types: z.array(z.object({ type: z.string(), select_all: z.boolean(), clients: z.array(messageTargetClientSchema) })),
});
export type MessageTarget = z.infer<typeof messageTargetSchema>;

/** 'All Clients', 'Private Limited', 'Private Limited: 3 clients', joined with '; '. */
export function messageTargetSummary(target: MessageTarget): string {
  if (target.send_to_all) return messageTexts.allClients;
  return target.client_types
    .map((t) => {
      const label = messageClientTypeLabel(t.type);
      if (t.select_all || t.clients.length === 0) return label;
      return `${label}: ${t.clients.length === 1 ? t.clients[0]!.client_name : `${t.clients.length} clients`}`;
    })
    .join('; ');
}

export const messageSendAnswerSchema = messageAnswerSchema(z.object({ message_id: z.number(), recipients: z.number() }));
export type MessageSendAnswer = z.infer<typeof messageSendAnswerSchema>;

const messageCounts = { recipients: z.number(), sent: z.number(), failed: z.number(), queued: z.number() };

/** A row of Sent Messages. */
export const sentMessageSchema = z.object({
  message_id: z.number(),
  subject: z.string(),
  created_at: z.string(),
  sender_name: z.string(),
  target: messageTargetSchema,
  target_summary: z.string(),
  ...messageCounts,
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** GET /api/messages: newest first, 10 a page; `search` looks in the subject. */
export const messageListQuerySchema = listQuerySchema({
  sortKeys: ['created'] as const,
  defaultSort: 'created',
  defaultOrder: 'desc',
  defaultLimit: 10,
  filters: {},
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
export const messageListAnswerSchema = listAnswerSchema(z.object({ messages: z.array(sentMessageSchema) }));
export type MessageListAnswer = z.infer<typeof messageListAnswerSchema>;

export const messageRecipientSchema = z.object({
  recipient_id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  client_code: z.string(),
  contact_name: z.string(),
  email: z.string(),
  status: z.enum(MESSAGE_RECIPIENT_STATUSES),
  attempts: z.number(),
  /** Why the last attempt failed (a failed recipient's reason; a queued one's last error before its retry). */
  reason: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/** GET /api/messages/{id}: the recipients a page at a time (limit up to 100), filtered by status. */
export const messageRecipientQuerySchema = listQuerySchema({
  sortKeys: ['recipient'] as const,
  defaultSort: 'recipient',
  defaultLimit: 100,
  filters: { status: queryChoice('Status', MESSAGE_RECIPIENT_STATUSES) },
});
export type MessageRecipientQuery = z.output<typeof messageRecipientQuerySchema>;

export const messageDetailSchema = sentMessageSchema.extend({ body: z.string(), recipient_list: z.array(messageRecipientSchema) });
export type MessageDetail = z.infer<typeof messageDetailSchema>;
export const messageDetailAnswerSchema = z.object({ success: z.literal(true), data: messageDetailSchema, pagination: paginationSchema });
export type MessageDetailAnswer = z.infer<typeof messageDetailAnswerSchema>;

/**
 * The toast of a refused send (§8 'Failed to send message. Please try again.'), decided on the code: a
 * target that reaches nobody or names a client the server does not know says why under the spec's words.
 */
export function messageSendFailure(failure: HttpFailure): { title?: string; message: string } {
  const code = errorCodeOf(failure.data);
  if (code === 'MESSAGE_NO_RECIPIENTS') return { title: messageTexts.sendFailed, message: messageTexts.noRecipients };
  if (code === 'MESSAGE_CLIENT_UNKNOWN' || code === 'MESSAGE_TOO_MANY_RECIPIENTS') {
    return { title: messageTexts.sendFailed, message: serverMessage(failure) ?? messageTexts.sendFailed };
  }
  if (failure.status === 400 && code === 'VALIDATION') return { title: messageTexts.validationTitle, message: messageTexts.required };
  return { message: messageTexts.sendFailed };
}

/** A message of the development mailbox: its attachments' names and sizes only (the bytes stay in the mailbox row). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  from: z.string().optional(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number() })).optional(),
});
