import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { fromWireClientType } from '@firm/shared/domain/client';
import type { SubscriptionRow } from '@firm/shared/domain/compliance';
import { formatDate, formatPaise } from '@firm/shared/domain/format';
import { DELIVERY_TYPE_LABELS } from '@firm/shared/domain/project';
import { DataTable, lazyDialog, type DataTableColumn } from '@firm/shared/ui';
import { complianceQueries } from '../api/compliance';
import { subscriptionQueries } from '../api/subscriptions';
import { PERIOD_HINTS } from './subscription-form';

// The compliances the firm files for one client, on the client's page: each with its first
// period, assignee, internal due date's offset, fee and delivery; added, changed and ended here.

const SubscriptionDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './subscription-dialog').then((m) => m.SubscriptionDialog));
const MarkFiledDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './mark-filed-dialog').then((m) => m.MarkFiledDialog));
const EndSubscriptionDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './end-subscription-dialog').then((m) => m.EndSubscriptionDialog),
);

export type ClientCompliancesProps = { clientId: number; clientName: string; clientType: string };

export function ClientCompliances({ clientId, clientName, clientType }: ClientCompliancesProps) {
  const subscriptions = useQuery(subscriptionQueries.ofClient(clientId));
  const catalogue = useQuery(complianceQueries.catalogue());
  const [editing, setEditing] = useState<SubscriptionRow | 'new' | null>(null);
  const [ending, setEnding] = useState<SubscriptionRow | null>(null);
  const [marking, setMarking] = useState<SubscriptionRow | null>(null);
  const frequencyOf = new Map((catalogue.data ?? []).map((c) => [c.id, c.frequency]));
  const type = fromWireClientType(clientType);
  // A deactivated compliance takes no new subscription, and the server refuses changing or restarting one.
  const inactive = new Set((catalogue.data ?? []).filter((c) => !c.is_active).map((c) => c.id));
  const offered = (catalogue.data ?? []).filter(
    (c) => c.is_active && (c.client_types.length === 0 || c.client_types.some((t) => fromWireClientType(t) === type)),
  );
  const columns: DataTableColumn<SubscriptionRow>[] = [
    {
      id: 'compliance',
      label: 'Compliance',
      card: 'title',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {s.compliance_name}
          </Box>
          {s.ended_on ? <Chip size="small" label={`Ended ${formatDate(s.ended_on)}`} /> : null}
          {inactive.has(s.compliance_id) ? <Chip size="small" label="Compliance inactive" /> : null}
        </Stack>
      ),
    },
    {
      id: 'from',
      label: 'From',
      card: 'field',
      figure: true,
      render: (s) => (s.opens_due_from ? `${s.from_label} (due from ${formatDate(s.opens_due_from)})` : s.from_label),
    },
    { id: 'assignee', label: 'Assignee', card: 'field', render: (s) => s.assignee_name },
    { id: 'offset', label: 'Internal due', card: 'field', render: (s) => `${s.internal_offset_days} days before` },
    { id: 'fee', label: 'Fee', card: 'field', figure: true, align: 'right', render: (s) => formatPaise(s.fee_paise) },
    { id: 'delivery', label: 'Delivery', card: 'field', hideOnMobile: true, render: (s) => DELIVERY_TYPE_LABELS[s.type_of_delivery] },
    {
      id: 'actions',
      label: 'Actions',
      card: 'actions',
      align: 'right',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {inactive.has(s.compliance_id) ? null : (
            <Button size="small" onClick={() => setEditing(s)} aria-label={`Change ${s.compliance_name}`}>
              {s.ended_on ? 'Restart' : 'Change'}
            </Button>
          )}
          <Button size="small" onClick={() => setMarking(s)} aria-label={`Mark a period of ${s.compliance_name} filed`}>
            Mark filed
          </Button>
          {s.ended_on ? null : (
            <Button size="small" color="error" onClick={() => setEnding(s)} aria-label={`End ${s.compliance_name}`}>
              End
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="client-compliances-title" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="client-compliances-title" variant="h6" component="h2">
          Compliances
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditing('new')} disabled={!catalogue.data}>
          Add compliance
        </Button>
      </Stack>
      <DataTable
        rows={subscriptions.data ?? []}
        columns={columns}
        getRowId={(s) => s.id}
        ariaLabel={`Compliances of ${clientName}`}
        loading={subscriptions.isPending}
        error={subscriptions.isError ? 'Unable to load the compliances. Please try again.' : null}
        onRetry={() => void subscriptions.refetch()}
        emptyText="The firm files no compliance for this client yet."
      />
      {editing ? (
        <SubscriptionDialog
          clientId={clientId}
          clientName={clientName}
          compliances={offered}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {marking ? (
        <MarkFiledDialog
          subscription={marking}
          hint={PERIOD_HINTS[frequencyOf.get(marking.compliance_id) ?? 'monthly']}
          onClose={() => setMarking(null)}
        />
      ) : null}
      {ending ? <EndSubscriptionDialog subscription={ending} onClose={() => setEnding(null)} /> : null}
    </Box>
  );
}
