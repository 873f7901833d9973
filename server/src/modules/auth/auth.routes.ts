import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_CHOICE_TEXT,
  accountChoiceAnswerSchema,
  requestOtpBodySchema,
  selectAccountBodySchema,
  signedInAnswerSchema,
  verifyOtpBodySchema,
  type UserType,
} from '@firm/shared/domain/auth';
import { forbidden, HttpError, notFound, unauthorized } from '../../platform/errors';
import { createRateLimitStore, enforceLimit, tooManyAttempts, type RateLimitStore } from '../../platform/rate-limit';
import { checkCode, cooldownRemaining, generateCode, hashCode, storeCode } from './otp-codes';
import { findSignInAccounts, loadActiveSubject, NOT_FOUND_MESSAGES, type SignInAccount, type SignInLookup } from './sign-in-accounts';
import { consumeSelection, createSelection } from './account-selections';
import { signInCodeMail } from './sign-in-mail';
import { REFRESH_TOKEN_LIFETIME_MS, revokeRefreshToken, revokeSession, rotateRefreshToken, startSession } from './refresh-tokens';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

/** Abuse limits; the per-code limits (5 tries, 60 s cooldown, 10 minutes) live in otp-codes.ts. */
export const SIGN_IN_LIMITS = {
  /** Codes sent to one address; `max` is AUTH_ADDRESS_LIMIT (default 5). */
  perAddress: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Calls from one IP address, counted per endpoint; `max` is AUTH_IP_LIMIT (default 20). */
  perIp: { max: 20, windowMs: 10 * 60 * 1000 },
} as const;

export type AuthRoutesOptions = { otpSecret: string; rateLimits?: RateLimitStore };

// The refresh token travels only in its HttpOnly cookie, never in a JSON body (either way).
const emptyBodySchema = z.object({}).nullish();

const messageSchema = z.object({ success: z.literal(true), message: z.string() });

const toChoice = ({ user }: SignInAccount) => ({
  account_id: user.id,
  name: user.name,
  role: user.role,
  user_type: user.user_type,
  client_name: user.client_name,
  firm_name: user.firm_name,
});

/** POST /api/auth/request-otp, verify-otp, select-account, refresh, logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = options.rateLimits ?? createRateLimitStore(app.config, app.clock);
  app.addHook('onClose', () => limits.close());

  const cookieOptions = { secure: app.config.env === 'production' };
  const cookieMaxAge = Math.floor(REFRESH_TOKEN_LIFETIME_MS / 1000);

  /** The session named by a valid bearer token, expired or not: signing out must work after 15 minutes too. */
  async function sessionOfBearer(request: FastifyRequest): Promise<number | null> {
    if (!request.headers.authorization) return null;
    try {
      const payload = await request.jwtVerify<{ sid?: unknown }>({ ignoreExpiration: true });
      return Number.isSafeInteger(payload.sid) ? (payload.sid as number) : null;
    } catch {
      return null;
    }
  }

  function accountsOrRefuse(lookup: SignInLookup, userType: UserType): SignInAccount[] {
    if (lookup.found === 'none') throw notFound(NOT_FOUND_MESSAGES[userType], 'ACCOUNT_NOT_FOUND');
    if (lookup.found === 'inactive') throw forbidden(lookup.message, 'ACCOUNT_INACTIVE');
    return lookup.accounts;
  }

  async function signIn(reply: FastifyReply, account: SignInAccount, now: Date) {
    const session = await startSession(app.db, account.subject, now);
    setRefreshCookie(reply, session.refreshToken, cookieMaxAge, cookieOptions);
    return {
      success: true as const,
      message: 'Login successful',
      data: { access_token: app.signAccessToken(account.subject, session.sessionId), user: account.user },
    };
  }

  r.post(
    '/api/auth/request-otp',
    { config: { access: 'public' }, schema: { body: requestOtpBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await enforceLimit(limits, `ip:request-otp:${request.ip}`, { ...SIGN_IN_LIMITS.perIp, max: app.config.authIpLimit });
      const email = request.body.email.toLowerCase();
      const userType = request.body.user_type;
      // The spec's sign-in page needs the 404 to tell the user which tab to use; this reveals whether
      // an address is registered (the per-IP limit bounds how fast anyone can ask).
      const account = accountsOrRefuse(await findSignInAccounts(app.db, email, userType), userType)[0]!;

      const now = app.clock.now();
      const cooldownMs = app.config.otpResendSeconds * 1000;
      const wait = await cooldownRemaining(app.db, email, userType, now, cooldownMs);
      if (wait > 0) throw tooManyAttempts(wait);
      // Counted after the cooldown, so clicking Resend too early does not use up the hour's sends.
      await enforceLimit(limits, `address:${userType}:${email}`, { ...SIGN_IN_LIMITS.perAddress, max: app.config.authAddressLimit });
      const code = generateCode();
      const stored = await storeCode(app.db, {
        email,
        userType,
        codeHash: hashCode(options.otpSecret, email, userType, code),
        now,
        cooldownMs,
      });
      if (!stored.stored) throw tooManyAttempts(stored.retryInMs);

      // Queued: the answer never waits for SMTP, so a slow mail server neither stalls sign-in nor
      // widens the timing difference between known and unknown addresses.
      app.mailer.enqueue(signInCodeMail({ to: email, name: account.user.name, code }));
      return { success: true as const, message: 'OTP sent to your email. It is valid for 10 minutes.' };
    },
  );

  r.post(
    '/api/auth/verify-otp',
    {
      config: { access: 'public' },
      schema: {
        body: verifyOtpBodySchema,
        response: {
          200: z.union([signedInAnswerSchema, accountChoiceAnswerSchema]),
        },
      },
    },
    async (request, reply) => {
      await enforceLimit(limits, `ip:verify-otp:${request.ip}`, { ...SIGN_IN_LIMITS.perIp, max: app.config.authIpLimit });
      const email = request.body.email.toLowerCase();
      const userType = request.body.user_type;
      const now = app.clock.now();
      const checked = await checkCode(app.db, { email, userType, code: request.body.otp, secret: options.otpSecret, now });
      if (!checked.ok) throw new HttpError(400, checked.message, undefined, undefined, 'OTP_INVALID');
      // Looked up again: an account may have been deactivated while the code was in the inbox.
      const accounts = accountsOrRefuse(await findSignInAccounts(app.db, email, userType), userType);
      if (accounts.length === 1) return signIn(reply, accounts[0]!, now);
      // Several accounts: no session until the person picks one of them.
      const selectionToken = await createSelection(app.db, email, accounts[0]!.user.user_type, now);
      return {
        success: true as const,
        message: ACCOUNT_CHOICE_TEXT.prompt,
        data: { selection_token: selectionToken, accounts: accounts.map(toChoice) },
      };
    },
  );

  r.post(
    '/api/auth/select-account',
    { config: { access: 'public' }, schema: { body: selectAccountBodySchema, response: { 200: signedInAnswerSchema } } },
    async (request, reply) => {
      await enforceLimit(limits, `ip:select-account:${request.ip}`, { ...SIGN_IN_LIMITS.perIp, max: app.config.authIpLimit });
      const now = app.clock.now();
      const selection = await consumeSelection(app.db, request.body.selection_token, now);
      if (!selection) throw new HttpError(400, ACCOUNT_CHOICE_TEXT.expired, undefined, undefined, 'ACCOUNT_CHOICE_EXPIRED');
      // The id is only a pointer into the address's own accounts as they are now; any other is refused.
      const lookup = await findSignInAccounts(app.db, selection.email, selection.userType);
      const chosen =
        lookup.found === 'accounts' &&
        lookup.accounts.find((a) => a.user.user_type === selection.userType && a.user.id === request.body.account_id);
      if (!chosen) throw notFound(ACCOUNT_CHOICE_TEXT.unavailable, 'ACCOUNT_UNAVAILABLE');
      return signIn(reply, chosen, now);
    },
  );

  r.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        body: emptyBodySchema,
        response: { 200: z.object({ success: z.literal(true), data: z.object({ access_token: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (!token) throw unauthorized();
      const now = app.clock.now();
      const rotated = await rotateRefreshToken(app.db, token, now);
      if (!rotated.ok) {
        clearRefreshCookie(reply, cookieOptions);
        throw unauthorized();
      }
      const subject = await loadActiveSubject(app.db, rotated.subjectType, rotated.subjectId);
      if (!subject) {
        clearRefreshCookie(reply, cookieOptions);
        throw unauthorized();
      }
      if (rotated.token) setRefreshCookie(reply, rotated.token, cookieMaxAge, cookieOptions);
      return { success: true as const, data: { access_token: app.signAccessToken(subject, rotated.sessionId) } };
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const now = app.clock.now();
      const token = readRefreshCookie(request);
      if (token) await revokeRefreshToken(app.db, token, now);
      // A caller without the cookie (another origin, an API client) ends the session its access token names.
      const sessionId = await sessionOfBearer(request);
      if (sessionId !== null) await revokeSession(app.db, sessionId, now);
      clearRefreshCookie(reply, cookieOptions);
      return { success: true as const, message: 'Signed out' };
    },
  );
}
