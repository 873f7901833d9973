import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENQUIRY_TEXT,
  enquiryBodySchema,
  enquiryAnswerSchema,
  enquiryListAnswerSchema,
  enquiryListQuerySchema,
  enquiryStatusBodySchema,
  type Enquiry,
} from '@firm/shared/domain/enquiry';
import { paginationOf } from '@firm/shared/domain/list';
import type { Role } from '@firm/shared/domain/auth';
import { HttpError, notFound } from '../../platform/errors';
import { createRateLimitStore, enforceLimit, type RateLimitStore } from '../../platform/rate-limit';
import { idParams } from '../../platform/route-params';
import { queueMail } from '../../platform/mail-outbox';
import { enquiryMail } from './enquiry-mail';
import { findEnquiry, insertEnquiry, listEnquiries, siteOrganizationId, updateEnquiryStatus, type EnquiryRow } from './enquiries.repo';

/** The firm's admins answer the website's messages. */
export const ENQUIRY_READERS: Role[] = ['admin'];

/** Messages one IP address may send per hour (ENQUIRY_IP_LIMIT, default 5): enough for a person, too few to flood the firm's inbox. */
export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;

const toEnquiry = (row: EnquiryRow): Enquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const oneAnswer = enquiryAnswerSchema;

/** POST /api/enquiries (the public contact form); GET /api/enquiries, GET /:id, PUT /:id/status (admins). */
export async function enquiryRoutes(app: FastifyInstance, options: { rateLimits?: RateLimitStore } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = options.rateLimits ?? createRateLimitStore(app.config, app.clock);
  app.addHook('onClose', () => limits.close());

  r.post(
    '/api/enquiries',
    {
      config: { access: 'public' },
      schema: { body: enquiryBodySchema, response: { 201: z.object({ success: z.literal(true), message: z.string() }) } },
    },
    async (request, reply) => {
      try {
        await enforceLimit(limits, `enquiry:ip:${request.ip}`, { max: app.config.enquiryIpLimit, windowMs: ENQUIRY_WINDOW_MS });
      } catch (error) {
        // The form shows this text: say what happened and what else works.
        if (error instanceof HttpError && error.statusCode === 429)
          throw new HttpError(429, ENQUIRY_TEXT.tooMany, undefined, error.headers, 'RATE_LIMITED');
        throw error;
      }
      const organizationId = await siteOrganizationId(app.db);
      if (organizationId === null) throw notFound(ENQUIRY_TEXT.failed);
      // The firm's mail is queued with the enquiry; a mail server that is down loses nothing either
      // way: the Enquiries screen has it.
      const now = app.clock.now();
      await app.db.transaction(async (tx) => queueMail(tx, enquiryMail(await insertEnquiry(tx, organizationId, request.body, now)), now));
      app.mailer.queued();
      return reply.code(201).send({ success: true as const, message: ENQUIRY_TEXT.sent });
    },
  );

  r.get(
    '/api/enquiries',
    {
      config: { access: { roles: ENQUIRY_READERS, row: 'own-organization' } },
      schema: { querystring: enquiryListQuerySchema, response: { 200: enquiryListAnswerSchema } },
    },
    async (request) => {
      const { rows, total, summary } = await listEnquiries(app.db, request.auth.organizationId, request.query);
      return { success: true as const, data: { enquiries: rows.map(toEnquiry) }, pagination: paginationOf(request.query, total), summary };
    },
  );

  r.get(
    '/api/enquiries/:id',
    { config: { access: { roles: ENQUIRY_READERS, row: 'own-organization' } }, schema: { params: idParams, response: { 200: oneAnswer } } },
    async (request) => {
      const row = await findEnquiry(app.db, request.auth.organizationId, request.params.id);
      if (!row) throw notFound(ENQUIRY_TEXT.notFound);
      return { success: true as const, data: toEnquiry(row) };
    },
  );

  r.put(
    '/api/enquiries/:id/status',
    {
      config: { access: { roles: ENQUIRY_READERS, row: 'own-organization' } },
      schema: { params: idParams, body: enquiryStatusBodySchema, response: { 200: oneAnswer } },
    },
    async (request) => {
      const row = await updateEnquiryStatus(app.db, request.auth.organizationId, request.params.id, request.body.status, app.clock.now());
      if (!row) throw notFound(ENQUIRY_TEXT.notFound);
      return { success: true as const, message: ENQUIRY_TEXT.updated, data: toEnquiry(row) };
    },
  );
}
