import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientBodySchema, fromWireClientType, WIRE_CLIENT_TYPES } from '@firm/shared/domain/client';
import {
  clientDetailSchema,
  clientListAnswerSchema,
  clientListQuerySchema,
  paginationOf,
  recordAnswerSchema,
} from '@firm/shared/domain/list';
import type { Role } from '@firm/shared/domain/auth';
import { notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { contactsOfClient, findClient, listClientsWithCounts } from './clients.repo';
import { createClient, CLIENT_RULES, updateClient } from './clients.service';
import { toClientDetail, toClientListRow, wireType } from './clients.wire';

/** Spec 01 §6: clients are the admin's. Spec 02 widens the reads for Projects later. */
export const CLIENT_READERS: Role[] = ['admin'];
/** Spec 02 §2.5, §7: the supervisor's Projects screen filters by client from `GET /api/clients/?is_active=true`. */
export const CLIENT_LISTERS: Role[] = ['admin', 'supervisor'];
export const CLIENT_WRITERS: Role[] = ['admin'];

const detailAnswer = recordAnswerSchema(clientDetailSchema);

/**
 * GET/POST /api/clients/ and GET/PUT /api/clients/{id} (spec 01 §7). Access is declared in each
 * route's config and enforced at onRequest: a caller without the role is refused before the body is read.
 */
export async function clientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients/',
    {
      config: { access: { roles: CLIENT_LISTERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { querystring: clientListQuerySchema, response: { 200: clientListAnswerSchema } },
    },
    async (request) => {
      const { query } = request;
      const { items, total, countsByType } = await listClientsWithCounts(app.db, request.auth.organizationId, {
        ...query,
        isActive: query.is_active,
        clientType: query.client_type ? fromWireClientType(query.client_type) : undefined,
      });
      const counts = Object.fromEntries(WIRE_CLIENT_TYPES.map((t) => [t, 0]));
      let all = 0;
      for (const [stored, n] of countsByType) {
        counts[wireType(stored)]! += n;
        all += n;
      }
      return {
        success: true as const,
        data: { clients: items.map(toClientListRow) },
        pagination: paginationOf(query, total),
        summary: { counts_by_type: counts, total: all },
      };
    },
  );

  r.get(
    '/api/clients/:id',
    {
      config: { access: { roles: CLIENT_READERS, row: 'own-organization' } },
      schema: { params: idParams, response: { 200: detailAnswer } },
    },
    async (request) => {
      const client = await findClient(app.db, request.auth.organizationId, request.params.id);
      if (!client) throw notFound(CLIENT_RULES.notFound);
      return {
        success: true as const,
        data: toClientDetail(client, await contactsOfClient(app.db, request.auth.organizationId, client.id)),
      };
    },
  );

  r.post(
    '/api/clients/',
    {
      config: { access: { roles: CLIENT_WRITERS, row: 'own-organization' } },
      schema: { body: clientBodySchema, response: { 201: detailAnswer } },
    },
    async (request, reply) => {
      const { client, contacts } = await createClient(app.db, request.auth, request.body, app.clock.now());
      return reply
        .code(201)
        .send({ success: true as const, message: 'Client created successfully', data: toClientDetail(client, contacts) });
    },
  );

  r.put(
    '/api/clients/:id',
    {
      config: { access: { roles: CLIENT_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body: clientBodySchema, response: { 200: detailAnswer } },
    },
    async (request) => {
      const { client, contacts } = await updateClient(app.db, request.auth, request.params.id, request.body, app.clock.now());
      return { success: true as const, message: 'Client updated successfully', data: toClientDetail(client, contacts) };
    },
  );
}
