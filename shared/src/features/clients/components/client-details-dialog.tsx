import { useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES } from '../clients-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { clientQueries, useUpdateClient, type ClientRecord } from '../api/clients';
import { FormDialog, FormFailure, notify, RecordDetailsDialog, SubmitActions } from '@firm/shared/ui';
import { clientFormFromRecord } from '../hooks/client-form-values';
import { useClientForm } from '../hooks/use-client-form';
import { useClientSaveFailure } from '../hooks/use-client-save-failure';
import { ClientFormFields } from './client-form-fields';
import { ClientBillingOffice } from './client-billing-office';
import { ClientSummary } from './client-summary';

type EditClientProps = { client: ClientRecord; onDone: () => void; onClose: () => void };

/** Edit mode: Save only when something changed, the company name is not blank and nothing is saving. */
function EditClient({ client, onDone, onClose }: EditClientProps) {
  const initial = useMemo(() => clientFormFromRecord(client), [client]);
  const form = useClientForm(initial);
  const update = useUpdateClient();
  const { failure, clear: clearFailure, report: reportFailure } = useClientSaveFailure('update');
  const saving = update.isPending;
  const canSave = form.changed && form.values.client_name.trim() !== '' && !saving;
  const blockedReason = form.values.client_name.trim() === '' ? 'Company Name is required' : form.changed ? null : 'No changes to save yet';

  const handleSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: client.client_id, body },
      {
        onSuccess: (answer) => {
          notify({ variant: 'success', title: 'Success', message: answer.message || 'Client updated successfully' });
          onDone();
        },
        onError: (error) => {
          reportFailure(error);
          form.placeServerErrors(toHttpFailure(error));
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      title="Edit Client"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => {
        clearFailure();
        handleSubmit();
      }}
      maxWidth="md"
      actions={
        <SubmitActions saving={saving} onCancel={onDone} submitLabel="Save Changes" disabled={!canSave} blockedReason={blockedReason} />
      }
    >
      <FormFailure>{failure}</FormFailure>
      <ClientFormFields form={form} disabled={saving} />
    </FormDialog>
  );
}

/** What another capability shows on the client's page (the admin's compliances), given by the remote. */
export type ClientExtraProps = { clientId: number; clientName: string; clientType: string };
export type ClientDetailsDialogProps = { clientId: number; onClose: () => void; ClientExtra?: ComponentType<ClientExtraProps> };

export function ClientDetailsDialog({ clientId, onClose, ClientExtra }: ClientDetailsDialogProps) {
  const query = useQuery(clientQueries.detail(clientId));
  return (
    <RecordDetailsDialog
      title="Client Details"
      query={query}
      onClose={onClose}
      loadError={CLIENT_MESSAGES.fetchDetail}
      loadingLabel="Loading client"
      editLabel="Edit Client"
      renderEdit={(client, done) => <EditClient client={client} onDone={done} onClose={onClose} />}
    >
      {(client) => (
        <>
          <ClientSummary client={client} />
          <ClientBillingOffice clientId={client.client_id} officeId={client.billing_office_id ?? null} />
          {ClientExtra ? <ClientExtra clientId={client.client_id} clientName={client.client_name} clientType={client.client_type} /> : null}
        </>
      )}
    </RecordDetailsDialog>
  );
}
