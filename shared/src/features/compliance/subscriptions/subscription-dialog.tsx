import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ComplianceRow, SubscriptionRow } from '@firm/shared/domain/compliance';
import { FormDialog, FormFailure, SubmitActions } from '@firm/shared/ui';
import { useFormSave } from '../hooks/use-form-save';
import { subscriptionQueries, useSaveSubscription } from '../api/subscriptions';
import { SubscriptionFields } from './subscription-fields';
import {
  blankSubscription,
  subscriptionFieldOf,
  subscriptionTermsOf,
  subscriptionValuesOf,
  type SubscriptionValues,
} from './subscription-form';

// One client's subscription to a compliance: added from the client's page, or its terms changed
// (which restarts an ended one). The compliances offered are the active ones that apply to the client's type.

export type SubscriptionDialogProps = {
  clientId: number;
  clientName: string;
  /** The compliances the client may take (active, applying to its type); the edited one is fixed. */
  compliances: readonly ComplianceRow[];
  editing: SubscriptionRow | null;
  onClose: () => void;
};

export function SubscriptionDialog({ clientId, clientName, compliances, editing, onClose }: SubscriptionDialogProps) {
  const [values, setValues] = useState<SubscriptionValues>(editing ? subscriptionValuesOf(editing) : blankSubscription());
  const { errors, failure, refuse, send } = useFormSave(subscriptionFieldOf, 'The subscription could not be saved. Try again.', onClose);
  const assignees = useQuery(subscriptionQueries.assignees());
  const save = useSaveSubscription();
  const chosen = compliances.find((c) => String(c.id) === values.compliance_id) ?? null;

  const handleSubmit = () => {
    const checked = subscriptionTermsOf(values);
    if (!checked.ok) return refuse(checked.errors);
    send(save, { client_id: clientId, ...checked.terms }, (answer) => `${answer.data.compliance_name}: ${answer.message}`);
  };

  return (
    <FormDialog
      open
      title={editing ? `${editing.compliance_name} for ${clientName}` : `Add a compliance for ${clientName}`}
      onClose={onClose}
      preventClose={save.isPending}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={save.isPending} onCancel={onClose} submitLabel={editing ? 'Save Changes' : 'Subscribe'} />}
    >
      <FormFailure>{failure}</FormFailure>
      <SubscriptionFields
        values={values}
        onChange={setValues}
        errors={errors}
        compliances={editing ? undefined : compliances}
        frequency={chosen?.frequency ?? null}
        assignees={assignees.data ?? []}
        disabled={save.isPending}
      />
    </FormDialog>
  );
}
