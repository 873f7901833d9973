import { useState } from 'react';
import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, fromWireClientType, type ClientType } from '@firm/shared/domain/client';
import type { ComplianceRow } from '@firm/shared/domain/compliance';
import { serverFieldErrors, serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormFailure, labelledMenuItems, notify, SubmitActions } from '@firm/shared/ui';
import { subscriptionQueries, useSubscribeInBulk } from '../api/subscriptions';
import { SubscriptionFields } from './subscription-fields';
import {
  blankSubscription,
  subscriptionFieldOf,
  subscriptionTermsOf,
  type SubscriptionErrors,
  type SubscriptionValues,
} from './subscription-form';

// Subscribing in bulk: every active client of a type takes one compliance on the same terms;
// clients already subscribed keep theirs, and the server says how many were subscribed, already were, or
// are of a type the compliance does not apply to.

export function BulkSubscribeDialog({ compliance, onClose }: { compliance: ComplianceRow; onClose: () => void }) {
  const types: readonly ClientType[] = compliance.client_types.length
    ? CLIENT_TYPES.filter((t) => compliance.client_types.some((c) => fromWireClientType(c) === t))
    : CLIENT_TYPES;
  const [clientType, setClientType] = useState<string>(types.length === 1 ? types[0]! : '');
  const [typeError, setTypeError] = useState<string | null>(null);
  const [values, setValues] = useState<SubscriptionValues>({ ...blankSubscription(), compliance_id: String(compliance.id) });
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const assignees = useQuery(subscriptionQueries.assignees());
  const bulk = useSubscribeInBulk();

  const handleSubmit = () => {
    const checked = subscriptionTermsOf(values);
    const noType = clientType === '' ? 'Choose a client type' : null;
    setTypeError(noType);
    if (!checked.ok || noType) {
      setErrors(checked.ok ? {} : checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    bulk.mutate(
      { ...checked.terms, client_type: clientType as ClientType },
      {
        onSuccess: (answer) => {
          const { already, not_applicable } = answer.data;
          const more = [already ? `${already} already subscribed` : '', not_applicable ? `${not_applicable} of another type` : '']
            .filter(Boolean)
            .join(', ');
          notify({ variant: 'success', message: `${compliance.name}: ${answer.message}${more ? ` (${more})` : ''}` });
          onClose();
        },
        onError: (error) => {
          const http = toHttpFailure(error);
          const placed: SubscriptionErrors = {};
          for (const e of serverFieldErrors(http)) {
            const field = subscriptionFieldOf(e.field);
            if (field) placed[field] = e.message;
            if (e.field === 'client_type') setTypeError(e.message);
          }
          setErrors(placed);
          setFailure(serverTextOr(http, 'The clients could not be subscribed. Try again.'));
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title={`Subscribe clients to ${compliance.name}`}
      onClose={onClose}
      preventClose={bulk.isPending}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={bulk.isPending} onCancel={onClose} submitLabel="Subscribe Clients" />}
    >
      <FormFailure>{failure}</FormFailure>
      <TextField
        select
        fullWidth
        label="Client type"
        value={clientType}
        onChange={(event) => setClientType(event.target.value)}
        error={Boolean(typeError)}
        helperText={typeError ?? 'Every active client of this type; those already subscribed keep their terms'}
        sx={{ mb: 2 }}
        disabled={bulk.isPending}
      >
        {labelledMenuItems(types, CLIENT_TYPE_LABELS)}
      </TextField>
      <SubscriptionFields
        values={values}
        onChange={setValues}
        errors={errors}
        frequency={compliance.frequency}
        assignees={assignees.data ?? []}
        disabled={bulk.isPending}
      />
    </FormDialog>
  );
}
