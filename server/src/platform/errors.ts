import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorCode, FieldErrorEntry } from '@firm/shared/domain/errors';
import { isDatabaseUnavailable } from '../db/database-errors';
import { safeError } from './log-safety';

export const DATABASE_UNAVAILABLE = 'The database is not available at the moment. Please try again shortly.';

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** The code of a refusal that names no rule of its own. */
const CODE_BY_STATUS: Record<RefusalStatus, ErrorCode> = {
  400: 'VALIDATION',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'INVALID_REQUEST',
  429: 'RATE_LIMITED',
  // A service the server depends on (the payment provider) failed: not the caller's mistake, and retryable.
  502: 'PAYMENT_PROVIDER_UNAVAILABLE',
  // A service this server does not offer in its configuration (online payment without Razorpay's keys in production).
  503: 'PAYMENT_NOT_AVAILABLE',
};

/**
 * A refusal a route or service raises on purpose; its message is shown to the user as is, its code
 * (ERROR_CODES of @firm/shared/domain) is what screens decide on.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: RefusalStatus,
    message: string,
    readonly errors?: FieldErrorEntry[],
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? CODE_BY_STATUS[statusCode];
  }
}

/** A 400; `code` defaults to the first field error's code, else VALIDATION. */
export const badRequest = (message: string, errors?: FieldErrorEntry[], code?: ErrorCode) =>
  new HttpError(400, message, errors, undefined, code ?? errors?.find((e) => e.code)?.code);
export const unauthorized = (message = 'Authentication required. Please log in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action', code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, message, undefined, undefined, code);
export const notFound = (message = 'Resource not found', code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, message, undefined, undefined, code);
export const conflict = (message: string, errors?: FieldErrorEntry[], code?: ErrorCode) =>
  new HttpError(409, message, errors, undefined, code);

/** `{ success: false, message, code }`: the shape of every refusal but a 422. */
export const errorBody = (message: string, code: ErrorCode) => ({ success: false as const, message, code });

// Issues that mean the body is not the shape the call takes (422), as opposed to a value that breaks
// a rule the user can fix (400 with the rule's message).
const SHAPE_ISSUES = new Set(['invalid_type', 'unrecognized_keys', 'invalid_union', 'invalid_key', 'invalid_element']);

type Issue = { path: PropertyKey[]; message: string; code: string };

// A body of 10,000 bad entries would otherwise be answered with 10,000 messages.
const MAX_REPORTED_ISSUES = 20;

function fieldOf(issue: Issue): string {
  return issue.path.map(String).join('.') || 'body';
}

/** zod issues → 422 {detail} when the shape is wrong, else 400 {success, message, errors}. */
export function validationReply(allIssues: Issue[], location = 'body') {
  const issues = allIssues.slice(0, MAX_REPORTED_ISSUES);
  if (issues.some((issue) => SHAPE_ISSUES.has(issue.code))) {
    return {
      statusCode: 422,
      body: {
        code: 'INVALID_REQUEST' as ErrorCode,
        detail: issues.map((issue) => ({
          loc: [location, ...issue.path.map(String)],
          msg: issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'Field required' : issue.message,
          type: issue.code,
        })),
      },
    };
  }
  const errors = issues.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
  return {
    statusCode: 400,
    body: { success: false, message: errors.map((e) => e.message).join(', '), code: 'VALIDATION' as ErrorCode, errors },
  };
}

/** Fastify's own 4xx refusals (size, timeout, method) by status. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
};

/** One error handler: the answer shapes of docs/architecture.md, and never internals in a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ ...errorBody(error.message, error.code), ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod 7 spreads each zod issue into params, minus code, path and message.
      const issues: Issue[] = error.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
      }));
      // A path that is not a valid id (or other key) names nothing: the same answer as an unknown record.
      if (error.validationContext === 'params') return reply.code(404).send(errorBody('Resource not found', 'NOT_FOUND'));
      const { statusCode, body } = validationReply(issues, error.validationContext ?? 'body');
      return reply.code(statusCode).send(body);
    }
    if (error instanceof ZodError) {
      const { statusCode, body } = validationReply(error.issues as Issue[]);
      return reply.code(statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(errorBody('Too many attempts. Please try again later', 'RATE_LIMITED'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, wrong content type: the caller's mistake.
      const code = (error as FastifyError).code;
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/i.test(error.message)) {
        return reply
          .code(422)
          .send({ code: 'INVALID_JSON', detail: [{ loc: ['body'], msg: 'Request body must be valid JSON', type: 'json_invalid' }] });
      }
      return reply.code(status).send(errorBody(error.message, CLIENT_ERROR_CODES[status] ?? 'INVALID_REQUEST'));
    }
    const logged = { error: safeError(error, app.config.env === 'development') };
    if (isDatabaseUnavailable(error)) {
      // The database is away, frozen or full: not the caller's fault, and worth another try soon.
      request.log.warn(logged, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send(errorBody(DATABASE_UNAVAILABLE, 'DATABASE_UNAVAILABLE'));
    }
    request.log.error(logged, 'request failed');
    return reply.code(500).send(errorBody('Internal server error', 'INTERNAL'));
  });
}
