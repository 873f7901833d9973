import { SearchPicker, type PickerProps } from '@firm/shared/ui';
import { projectQueries, type searchClients } from '../api/projects';

/** A client as the server's search answers it. */
export type ClientChoice = Awaited<ReturnType<typeof searchClients>>[number];

export type ClientPickerProps = PickerProps<ClientChoice>;

const labelOf = (c: ClientChoice) => (c.client_code ? `${c.client_name} (${c.client_code})` : c.client_name);

/** Active clients found by name or code as the admin types (the server searches; 20 at a time). */
export function ClientPicker(props: ClientPickerProps) {
  return (
    <SearchPicker
      {...props}
      search={projectQueries.clients}
      optionLabel={labelOf}
      sameOption={(a, b) => a.client_id === b.client_id}
      label="Client"
      emptyText="No clients found"
      failedText="Failed to load clients"
    />
  );
}
