import { useMemo, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES } from '../clients-errors';
import { clientQueries, useUpdateClient, type ClientRecord } from '../api/clients';
import { RecordDetailsDialog } from '@firm/shared/ui';
import { clientFormFromRecord } from '../hooks/client-form-values';
import { ClientFormDialog } from './client-form-dialog';
import { ClientBillingOffice } from './client-billing-office';
import { ClientSummary } from './client-summary';

type EditClientProps = { client: ClientRecord; onDone: () => void; onClose: () => void };

/** Edit mode: Save only when something changed, the company name is not blank and nothing is saving. */
function EditClient({ client, onDone, onClose }: EditClientProps) {
  const initial = useMemo(() => clientFormFromRecord(client), [client]);
  const update = useUpdateClient();
  return (
    <ClientFormDialog
      title="Edit Client"
      mode="update"
      initial={initial}
      save={(body, handlers) => update.mutate({ id: client.client_id, body }, handlers)}
      saving={update.isPending}
      savedText="Client updated successfully"
      onSaved={onDone}
      onClose={onClose}
      onCancel={onDone}
      submitLabel="Save Changes"
      blockedReasonOf={(form) =>
        form.values.client_name.trim() === '' ? 'Company Name is required' : form.changed ? null : 'No changes to save yet'
      }
    />
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
