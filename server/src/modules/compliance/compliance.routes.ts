import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardAnswerSchema,
  boardQuerySchema,
  bulkSubscriptionAnswerSchema,
  bulkSubscriptionBodySchema,
  checklistBodySchema,
  checklistMessages,
  clientFilingsAnswerSchema,
  complianceAnswerSchema,
  complianceCreateSchema,
  complianceListAnswerSchema,
  complianceMessages as M,
  complianceUpdateSchema,
  generateAnswerSchema,
  overrideBodySchema,
  overrideListAnswerSchema,
  overrideSavedAnswerSchema,
  periodBoardAnswerSchema,
  periodBoardQuerySchema,
  periodFiledAnswerSchema,
  periodFiledBodySchema,
  standardAddedAnswerSchema,
  subscriptionAnswerSchema,
  subscriptionBodySchema,
  subscriptionEndSchema,
  subscriptionListAnswerSchema,
  subscriptionListQuerySchema,
  taskFilingAnswerSchema,
  taskFilingSchema,
} from '@firm/shared/domain/compliance';
import { staffOf } from '../../platform/auth';
import { contactOf } from '../../platform/contacts';
import { clientFilings } from './compliance.client-filings';
import { idParams } from '../../platform/route-params';
import { readBoard } from './compliance.board';
import { readPeriodBoard } from './compliance.period-board';
import { addStandardCompliances } from './compliance.standard';
import { createCompliance, listCompliances, listOverrides, saveChecklist, saveOverride, updateCompliance } from './compliance.catalogue';
import { recordFiling } from './compliance.filing';
import { markPeriodFiled } from './compliance.filed-periods';
import { endSubscription, listSubscriptions, saveSubscription, subscribeInBulk } from './compliance.subscriptions';

// The compliance calendar's calls. The catalogue, subscriptions, overrides and "Generate now"
// are the admin's; the board is the admin's and the supervisor's; a filing is recorded by whoever works
// the Project. Everything is within the caller's firm.

export async function complianceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ['admin'] as const, row: 'own-organization' as const } };
  const boardReaders = { access: { roles: ['admin', 'supervisor'] as const, row: 'own-organization' as const } };
  const workers = { access: { roles: ['admin', 'supervisor', 'employee'] as const, row: 'own-organization' as const } };
  const ok = <T>(message: string, data: T) => ({ success: true as const, message, data });

  r.get('/api/compliances', { config: boardReaders, schema: { response: { 200: complianceListAnswerSchema } } }, async (request) => ({
    success: true as const,
    data: await listCompliances(app.db, request.auth.organizationId),
  }));

  r.post(
    '/api/compliances',
    { config: admins, schema: { body: complianceCreateSchema, response: { 201: complianceAnswerSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok('Compliance created', await createCompliance(app.db, request.auth.organizationId, request.body, app.clock.now()))),
  );

  r.post('/api/compliances/standard', { config: admins, schema: { response: { 200: standardAddedAnswerSchema } } }, async (request) => {
    const added = await addStandardCompliances(app.db, request.auth.organizationId, app.clock.now());
    return ok(M.standardAdded(added), { added });
  });

  r.put(
    '/api/compliances/:id',
    { config: admins, schema: { params: idParams, body: complianceUpdateSchema, response: { 200: complianceAnswerSchema } } },
    async (request) =>
      ok(
        'Compliance updated',
        await updateCompliance(app.db, request.auth.organizationId, request.params.id, request.body, app.clock.now()),
      ),
  );

  r.put(
    '/api/compliances/:id/checklist',
    { config: admins, schema: { params: idParams, body: checklistBodySchema, response: { 200: complianceAnswerSchema } } },
    async (request) =>
      ok(
        checklistMessages.saved,
        await saveChecklist(app.db, request.auth.organizationId, request.params.id, request.body.items, app.clock.now()),
      ),
  );

  r.get(
    '/api/compliances/:id/overrides',
    { config: admins, schema: { params: idParams, response: { 200: overrideListAnswerSchema } } },
    async (request) => ({
      success: true as const,
      data: await listOverrides(app.db, request.auth.organizationId, request.params.id),
    }),
  );

  r.put(
    '/api/compliances/:id/overrides',
    { config: admins, schema: { params: idParams, body: overrideBodySchema, response: { 200: overrideSavedAnswerSchema } } },
    async (request) => {
      const moved = await saveOverride(app.db, staffOf(request.auth), request.params.id, request.body, app.clock.now());
      return ok(moved === 1 ? 'Due date saved; 1 Project moved' : `Due date saved; ${moved} Projects moved`, { moved });
    },
  );

  r.get(
    '/api/compliance-subscriptions',
    { config: admins, schema: { querystring: subscriptionListQuerySchema, response: { 200: subscriptionListAnswerSchema } } },
    async (request) => ({ success: true as const, data: await listSubscriptions(app.db, request.auth.organizationId, request.query) }),
  );

  r.put(
    '/api/compliance-subscriptions',
    { config: admins, schema: { body: subscriptionBodySchema, response: { 200: subscriptionAnswerSchema } } },
    async (request) => ok('Subscription saved', await saveSubscription(app.db, staffOf(request.auth), request.body, app.clock.now())),
  );

  r.post(
    '/api/compliance-subscriptions/bulk',
    { config: admins, schema: { body: bulkSubscriptionBodySchema, response: { 200: bulkSubscriptionAnswerSchema } } },
    async (request) => {
      const counts = await subscribeInBulk(app.db, staffOf(request.auth), request.body, app.clock.now());
      return ok(counts.subscribed === 1 ? '1 client subscribed' : `${counts.subscribed} clients subscribed`, counts);
    },
  );

  r.post(
    '/api/compliance-subscriptions/:id/end',
    { config: admins, schema: { params: idParams, body: subscriptionEndSchema, response: { 200: subscriptionAnswerSchema } } },
    async (request) =>
      ok(
        'Subscription ended',
        await endSubscription(app.db, request.auth.organizationId, request.params.id, request.body.ended_on, app.clock.now()),
      ),
  );

  // A past period filed already (before the firm took the client on): no Project, no document requests.
  r.post(
    '/api/compliance-subscriptions/:id/filed-periods',
    { config: admins, schema: { params: idParams, body: periodFiledBodySchema, response: { 200: periodFiledAnswerSchema } } },
    async (request) => {
      const marked = await markPeriodFiled(app.db, staffOf(request.auth), request.params.id, request.body, app.clock.now());
      return ok(M.periodMarkedFiled(marked.period_label), marked);
    },
  );

  r.post('/api/compliance/generate', { config: admins, schema: { response: { 200: generateAnswerSchema } } }, async (request) => {
    const report = await app.complianceCalendar.runOnce(request.auth.organizationId);
    return ok(M.generated(report.opened), report);
  });

  r.get(
    '/api/compliance/board',
    { config: boardReaders, schema: { querystring: boardQuerySchema, response: { 200: boardAnswerSchema } } },
    async (request) => ({
      success: true as const,
      ...(await readBoard(app.db, request.auth.organizationId, request.query, app.clock.now())),
    }),
  );

  // The board's other view: the compliances across for one month.
  r.get(
    '/api/compliance/period-board',
    { config: boardReaders, schema: { querystring: periodBoardQuerySchema, response: { 200: periodBoardAnswerSchema } } },
    async (request) => ({
      success: true as const,
      ...(await readPeriodBoard(app.db, request.auth.organizationId, request.query, app.clock.now())),
    }),
  );

  r.post(
    '/api/tasks/:id/filing',
    { config: workers, schema: { params: idParams, body: taskFilingSchema, response: { 200: taskFilingAnswerSchema } } },
    async (request) =>
      ok('Filing recorded', await recordFiling(app.db, staffOf(request.auth), request.params.id, request.body, app.clock.now())),
  );

  // The client's upcoming filings, for the contact's own client (from the token) only.
  r.get(
    '/api/client-portal/filings',
    { config: { access: { roles: ['client'], row: 'own-client' } }, schema: { response: { 200: clientFilingsAnswerSchema } } },
    async (request) => {
      const auth = contactOf(request.auth);
      return { success: true as const, data: await clientFilings(app.db, auth.organizationId, auth.clientId, app.clock.now()) };
    },
  );
}
