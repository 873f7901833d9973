import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { clientQueries, useSetClientBillingOffice } from '../api/clients';

type ClientBillingOfficeProps = { clientId: number; officeId: number | null };

const HEAD_OFFICE = 'head';

/**
 * The office whose GSTIN and series bill the client: the head office unless another is chosen;
 * a Project may still name its own. Saved at once, apart from the Edit Client form.
 */
export function ClientBillingOffice({ clientId, officeId }: ClientBillingOfficeProps) {
  const offices = useQuery(clientQueries.billingOffices());
  const choose = useSetClientBillingOffice();
  const list = offices.data ?? [];
  const value = officeId !== null && list.some((o) => o.office_id === officeId) ? String(officeId) : HEAD_OFFICE;
  const handleChange = (next: string) =>
    choose.mutate(
      { clientId, officeId: next === HEAD_OFFICE ? null : Number(next) },
      {
        onSuccess: () => notify({ variant: 'success', message: 'Billing office saved' }),
        onError: (error) => notify({ variant: 'error', message: serverTextOr(toHttpFailure(error), 'Failed to save the billing office') }),
      },
    );
  return (
    <TextField
      select
      label="Billing Office"
      fullWidth
      value={list.length ? value : ''}
      onChange={(event) => handleChange(event.target.value)}
      disabled={choose.isPending || !list.length}
      helperText="Its invoices are issued under this office’s GSTIN and series; a Project may name another."
      sx={{ mt: 3 }}
    >
      <MenuItem value={HEAD_OFFICE}>Head office (default)</MenuItem>
      {list
        .filter((o) => o.kind !== 'head_office' && o.gstin)
        .map((office) => (
          <MenuItem key={office.office_id} value={String(office.office_id)}>
            {office.name}, {office.state} (GSTIN {office.gstin})
          </MenuItem>
        ))}
    </TextField>
  );
}
