import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@firm/shared/domain/errors';
import type { AppConfig } from './config';

// The OpenAPI document is generated from the route schemas, so it cannot drift from what the
// server validates and serialises. Served at /api/openapi.json outside production (it maps the
// whole API for anyone who asks); `npm run openapi` writes it to a file for teams that build a
// role's remote on their own.

const fieldError = z.object({ field: z.string(), message: z.string(), code: z.enum(ERROR_CODES).optional() });

/** `{ success: false, message, code }` (400 adds `errors`): every refusal but a 422. Loose: a route may add a field (health's `database`). */
export const errorAnswerSchema = z
  .looseObject({
    success: z.literal(false),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    errors: z.array(fieldError).optional(),
  })
  .meta({ id: 'ErrorAnswer' });

/** 422: the body is not the shape the call takes. */
export const shapeErrorAnswerSchema = z
  .looseObject({
    code: z.enum(ERROR_CODES),
    detail: z.array(z.object({ loc: z.array(z.string()), msg: z.string(), type: z.string() })),
  })
  .meta({ id: 'ShapeErrorAnswer' });

const SIGNED_IN_ERRORS = [401, 403] as const;
const EVERY_ROUTE_ERRORS = [400, 404, 429, 500, 503] as const;

/**
 * onRoute: gives each documented route the shared error shapes for the statuses it can answer with
 * (401/403 only where a token is needed), beside the success schemas the route declares itself.
 */
export function addErrorAnswers(route: RouteOptions) {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const statuses = [...EVERY_ROUTE_ERRORS, ...(route.config?.access === 'public' ? [] : SIGNED_IN_ERRORS)];
  for (const status of statuses) response[status] ??= errorAnswerSchema;
  if (schema.body || schema.querystring) response[422] ??= shapeErrorAnswerSchema;
  route.schema = { ...schema, response };
}

export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Practice portal API',
        description:
          'Every error answer carries `code` (ERROR_CODES of @firm/shared/domain) beside the message the screens show. ' +
          'Money is integer paise (`*_paise`) and rates basis points (`*_bp`); the calls of spec 01 §7 and spec 02 §7 also take and ' +
          "answer the spec's names and units (rupees with at most two decimals, percent), as each route's description lists. " +
          'A request sending both names with different values is refused (400).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Schemas with a registry id (the error shapes) are written once under components, then referenced.
    transformObject: jsonSchemaTransformObject,
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      if (access && access !== 'public') {
        const roles = access.roles.join(', ');
        const own = (transformed.schema as { description?: string }).description;
        Object.assign(transformed.schema as object, {
          security: [{ bearer: [] }],
          description: [`Roles: ${roles}${access.row ? ` (rows: ${access.row})` : ''}.`, own].filter(Boolean).join(' '),
        });
      }
      return transformed;
    },
  });
  app.addHook('onRoute', addErrorAnswers);
  if (config.env === 'production') return;
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
