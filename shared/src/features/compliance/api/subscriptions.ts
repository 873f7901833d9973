import { queryOptions } from '@tanstack/react-query';
import {
  bulkSubscriptionAnswerSchema,
  overrideListAnswerSchema,
  periodFiledAnswerSchema,
  subscriptionAnswerSchema,
  subscriptionListAnswerSchema,
  type BulkSubscriptionBody,
  type PeriodFiledBody,
  type SubscriptionBody,
} from '@firm/shared/domain/compliance';
import { taskOptionsAnswerSchema } from '@firm/shared/domain/project';
import { http } from '@firm/shared/runtime';
import { useCacheWrite } from '@firm/shared/ui';
import { complianceQueries } from './compliance';

// Subscriptions: which compliances the firm files for a client, from which period, for whom
// and at what fee; set per client, in bulk for a client type, and ended. Also a compliance's overrides
// and the staff a subscription may be assigned to.

export const subscriptionQueries = {
  all: () => [...complianceQueries.all(), 'subscriptions'] as const,
  ofClient: (clientId: number) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), { client_id: clientId }] as const,
      queryFn: async () =>
        subscriptionListAnswerSchema.parse((await http.get('/api/compliance-subscriptions', { params: { client_id: clientId } })).data)
          .data,
    }),
  overrides: (complianceId: number) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'overrides', complianceId] as const,
      queryFn: async () => overrideListAnswerSchema.parse((await http.get(`/api/compliances/${complianceId}/overrides`)).data).data,
    }),
  /** Whom the admin may assign: the Projects screens' option list (active admins, supervisors, employees). */
  assignees: () =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'assignees'] as const,
      queryFn: async () => taskOptionsAnswerSchema.parse((await http.get('/api/tasks/options')).data).data.assignees,
      staleTime: 60_000,
    }),
};

function useSubscriptionWrite<T, B>(call: (body: B) => Promise<T>) {
  // The catalogue counts subscribers and the board lists them: the whole calendar is stale.
  return useCacheWrite(call, (client) => client.invalidateQueries({ queryKey: complianceQueries.all() }));
}

export const useSaveSubscription = () =>
  useSubscriptionWrite(async (body: SubscriptionBody) =>
    subscriptionAnswerSchema.parse((await http.put('/api/compliance-subscriptions', body)).data),
  );

export const useSubscribeInBulk = () =>
  useSubscriptionWrite(async (body: BulkSubscriptionBody) =>
    bulkSubscriptionAnswerSchema.parse((await http.post('/api/compliance-subscriptions/bulk', body)).data),
  );

export const useEndSubscription = () =>
  useSubscriptionWrite(async ({ id, ended_on }: { id: number; ended_on: string }) =>
    subscriptionAnswerSchema.parse((await http.post(`/api/compliance-subscriptions/${id}/end`, { ended_on })).data),
  );

/** A past period filed already: no Project opens for it, so the client is asked for nothing. */
export const useMarkPeriodFiled = () =>
  useSubscriptionWrite(async ({ id, body }: { id: number; body: PeriodFiledBody }) =>
    periodFiledAnswerSchema.parse((await http.post(`/api/compliance-subscriptions/${id}/filed-periods`, body)).data),
  );
