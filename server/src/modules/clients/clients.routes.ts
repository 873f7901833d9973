import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientBodySchema, fromWireClientType, WIRE_CLIENT_TYPES, wireClientTypeSchema, type Role } from '@firm/shared/domain';
import { notFound } from '../../platform/errors';
import { booleanText, idParams, searchText } from '../master-data/route-params';
import { contactsOfClient, findClient, listClientsWithCounts } from './clients.repo';
import { createClient, CLIENT_RULES, updateClient } from './clients.service';
import { clientDetailSchema, clientListRowSchema, toClientDetail, toClientListRow, wireType } from './clients.wire';

/** Spec 01 §6: clients are the admin's. Spec 02 widens the reads for Projects later. */
export const CLIENT_READERS: Role[] = ['admin'];
export const CLIENT_WRITERS: Role[] = ['admin'];

const listQuery = z.object({
  is_active: booleanText.optional(),
  search: searchText.optional(),
  client_type: z.preprocess((value) => (value === '' ? undefined : value), wireClientTypeSchema.optional()),
});

const detailAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: clientDetailSchema });

/**
 * GET/POST /api/clients/ and GET/PUT /api/clients/{id} (spec 01 §7). Access is declared in each
 * route's config and enforced at onRequest: a caller without the role is refused before the body is read.
 */
export async function clientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients/',
    {
      config: { access: { roles: CLIENT_READERS, row: 'own-organization' } },
      schema: {
        querystring: listQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ clients: z.array(clientListRowSchema), counts_by_type: z.record(z.string(), z.number()), total: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const { is_active, search, client_type } = request.query;
      const { items, countsByType } = await listClientsWithCounts(app.db, request.auth.organizationId, {
        isActive: is_active,
        search: search || undefined,
        clientType: client_type ? fromWireClientType(client_type) : undefined,
      });
      const counts = Object.fromEntries(WIRE_CLIENT_TYPES.map((t) => [t, 0]));
      for (const [stored, n] of countsByType) counts[wireType(stored)]! += n;
      return { success: true as const, data: { clients: items.map(toClientListRow), counts_by_type: counts, total: items.length } };
    },
  );

  r.get(
    '/api/clients/:id',
    { config: { access: { roles: CLIENT_READERS, row: 'own-organization' } }, schema: { params: idParams, response: { 200: detailAnswer } } },
    async (request) => {
      const client = await findClient(app.db, request.auth.organizationId, request.params.id);
      if (!client) throw notFound(CLIENT_RULES.notFound);
      return { success: true as const, data: toClientDetail(client, await contactsOfClient(app.db, request.auth.organizationId, client.id)) };
    },
  );

  r.post(
    '/api/clients/',
    { config: { access: { roles: CLIENT_WRITERS, row: 'own-organization' } }, schema: { body: clientBodySchema, response: { 201: detailAnswer } } },
    async (request, reply) => {
      const { client, contacts } = await createClient(app.db, request.auth, request.body, app.clock.now());
      return reply.code(201).send({ success: true as const, message: 'Client created successfully', data: toClientDetail(client, contacts) });
    },
  );

  r.put(
    '/api/clients/:id',
    { config: { access: { roles: CLIENT_WRITERS, row: 'own-organization' } }, schema: { params: idParams, body: clientBodySchema, response: { 200: detailAnswer } } },
    async (request) => {
      const { client, contacts } = await updateClient(app.db, request.auth, request.params.id, request.body, app.clock.now());
      return { success: true as const, message: 'Client updated successfully', data: toClientDetail(client, contacts) };
    },
  );
}
