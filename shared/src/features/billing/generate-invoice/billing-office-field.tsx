import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { toHttpFailure, serverTextOr } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { billingOfficesQuery, useSetProjectBillingOffice } from '../api/invoice-generation';

type BillingOfficeFieldProps = { projectId: number; officeId: number | null; disabled: boolean };

/**
 * The office a Project's invoice is issued from: its GSTIN, series and state (and so CGST + SGST
 * or IGST). Choosing one saves it on the Project, over the client's office, and the preview follows.
 */
export function BillingOfficeField({ projectId, officeId, disabled }: BillingOfficeFieldProps) {
  const offices = useQuery(billingOfficesQuery());
  const choose = useSetProjectBillingOffice();
  const list = offices.data ?? [];
  const known = officeId !== null && list.some((o) => o.office_id === officeId);
  const handleChange = (next: number) =>
    choose.mutate(
      { projectId, officeId: next },
      {
        onError: (error) =>
          notify({ variant: 'error', message: serverTextOr(toHttpFailure(error), 'Failed to change the billing office') }),
      },
    );
  return (
    <TextField
      select
      label="Billing Office"
      fullWidth
      value={known ? officeId : ''}
      onChange={(event) => handleChange(Number(event.target.value))}
      disabled={disabled || choose.isPending || !list.length}
      helperText="The invoice is issued under this office’s GSTIN and series; the choice stays on the Project."
      sx={{ mb: 2 }}
    >
      {list.map((office) => (
        <MenuItem key={office.office_id} value={office.office_id} disabled={!office.gstin}>
          {office.name}, {office.state} {office.gstin ? `(GSTIN ${office.gstin})` : '(no GSTIN)'}
        </MenuItem>
      ))}
    </TextField>
  );
}
