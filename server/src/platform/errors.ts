import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { safeError } from './log-safety';

export const DATABASE_UNAVAILABLE = 'The database is not available at the moment. Please try again shortly.';

/** A refusal a route or service raises on purpose; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required. Please log in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action') => new HttpError(403, message);
export const notFound = (message = 'Resource not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: { field: string; message: string }[]) => new HttpError(409, message, errors);

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
        detail: issues.map((issue) => ({
          loc: [location, ...issue.path.map(String)],
          msg: issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'Field required' : issue.message,
          type: issue.code,
        })),
      },
    };
  }
  const errors = issues.map((issue) => ({ field: fieldOf(issue), message: issue.message }));
  return { statusCode: 400, body: { success: false, message: errors.map((e) => e.message).join(', '), errors } };
}

/** One error handler: the answer shapes of ARCHITECTURE.md, and never internals in a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
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
      if (error.validationContext === 'params') return reply.code(404).send({ success: false, message: 'Resource not found' });
      const { statusCode, body } = validationReply(issues, error.validationContext ?? 'body');
      return reply.code(statusCode).send(body);
    }
    if (error instanceof ZodError) {
      const { statusCode, body } = validationReply(error.issues as Issue[]);
      return reply.code(statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ success: false, message: 'Too many attempts. Please try again later' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, wrong content type: the caller's mistake.
      const code = (error as FastifyError).code;
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/i.test(error.message)) {
        return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Request body must be valid JSON', type: 'json_invalid' }] });
      }
      return reply.code(status).send({ success: false, message: error.message });
    }
    const logged = { error: safeError(error, app.config.env === 'development') };
    if (isDatabaseUnavailable(error)) {
      // The database is away, frozen or full: not the caller's fault, and worth another try soon.
      request.log.warn(logged, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ success: false, message: DATABASE_UNAVAILABLE });
    }
    request.log.error(logged, 'request failed');
    return reply.code(500).send({ success: false, message: 'Internal server error' });
  });
}
