import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './schema-columns';
import { organizationId } from './schema-tenant';

// Sign-in: one-time codes, sessions, refresh tokens, account choices and e-mail changes.

/** Whom a session, refresh token or e-mail change is for: a staff user or a client's contact, in its firm. */
const subject = () => ({
  subjectType: varchar('subject_type', { length: 10 }).notNull().$type<'user' | 'contact'>(),
  subjectId: integer('subject_id').notNull(),
  organizationId: organizationId(),
});

/** A code mailed to an address (sign-in, a new e-mail), stored hashed: its tries, expiry, sending and use. */
const mailedCode = () => ({
  codeHash: varchar('code_hash', { length: 128 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One live sign-in code per address and kind; a new request replaces it. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull().$type<'staff' | 'client'>(),
    ...mailedCode(),
  },
  (t) => [uniqueIndex('otp_codes_email_type_uq').on(t.email, t.userType)],
);

/**
 * One sign-in: from a verified code until sign-out, revocation or 30 days. Its refresh tokens rotate
 * within it, and every access token names it (`sid`), so ending it ends the access tokens at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    ...subject(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_subject_idx').on(t.subjectType, t.subjectId)],
);

/** Opaque refresh tokens, stored hashed, rotated on use. subject: a staff user or a client contact. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: requiredRef('session_id', () => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    ...subject(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * A verified code whose address has several client accounts: the person picks one with this
 * single-use token (stored hashed). It names the address only; the accounts are looked up again.
 */
export const signInSelections = pgTable(
  'sign_in_selections',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    userType: varchar('user_type', { length: 10 }).notNull().$type<'staff' | 'client'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_selections_hash_uq').on(t.tokenHash)],
);

/** A change of one's own e-mail waiting for the code sent to the new address; one per person. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    ...subject(),
    newEmail: varchar('new_email', { length: 255 }).notNull(),
    ...mailedCode(),
  },
  (t) => [uniqueIndex('email_changes_subject_uq').on(t.subjectType, t.subjectId)],
);
