import { useState } from 'react';
import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import type { EinvoiceSettingsAnswer } from '@firm/shared/domain/einvoice';
import { FormDialog, LoadState, notify } from '@firm/shared/ui';
import { einvoiceQueries, useSaveEinvoiceSettings } from '../../api/einvoice';

// The firm's e-invoicing setting, with what the law asks of whom: B2B and export invoices and
// credit notes are registered; B2C invoices and bills of supply are not.

export const EINVOICE_THRESHOLD_TEXT =
  'e-Invoicing is mandatory for a taxpayer whose aggregate turnover in any financial year since 2017-18 exceeded ₹5 crore (CGST Notification 10/2023). Turned on, every invoice and credit note to a registered client (with a GSTIN) and every export of services is registered with the Invoice Registration Portal as it is issued, and its IRN, acknowledgement and signed QR code are printed on it.';

/** Who is e-invoiced and who is not (CGST Rules r.48(4), Notification 13/2020-CT; r.49 for a bill of supply). */
export const EINVOICE_SCOPE_TEXT =
  'Exports of services are registered too, with IGST or under LUT (EXPWP, EXPWOP), the client as an overseas recipient. Invoices to unregistered clients in India (B2C) and bills of supply (nil-rated or exempt services) are issued as before, without an IRN. An invoice already issued keeps what it had.';

const IRP_TEXT: Record<NonNullable<EinvoiceSettingsAnswer['irp']>, string> = {
  irp: 'Invoices are registered with the Invoice Registration Portal configured on this server.',
  sandbox: 'This server registers with an offline sandbox: its IRNs are for trying e-invoicing out and are not valid for GST.',
};

export type EinvoiceSettingsDialogProps = { onClose: () => void };

export function EinvoiceSettingsDialog({ onClose }: EinvoiceSettingsDialogProps) {
  const query = useQuery(einvoiceQueries.settings());
  if (!query.data) {
    return (
      <FormDialog
        open
        title="e-Invoicing"
        onClose={onClose}
        closeOnBackdropClick
        maxWidth="sm"
        actions={<Button onClick={onClose}>Close</Button>}
      >
        <LoadState
          error={query.isError ? 'Unable to load the setting. Please try again.' : null}
          onRetry={() => void query.refetch()}
          loadingLabel="Loading the e-invoicing setting"
        />
      </FormDialog>
    );
  }
  return <EinvoiceSettingsForm settings={query.data} onClose={onClose} />;
}

function EinvoiceSettingsForm({ settings, onClose }: { settings: EinvoiceSettingsAnswer; onClose: () => void }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const save = useSaveEinvoiceSettings();
  const handleSubmit = () =>
    save.mutate(
      { enabled },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: 'e-Invoicing settings saved' });
          onClose();
        },
        onError: (error) =>
          notify({ variant: 'error', message: serverTextOr(toHttpFailure(error), 'Unable to save the setting. Please try again.') }),
      },
    );

  return (
    <FormDialog
      open
      title="e-Invoicing"
      onClose={onClose}
      preventClose={save.isPending}
      onSubmit={handleSubmit}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || enabled === settings.enabled}>
            Save
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{EINVOICE_THRESHOLD_TEXT}</Typography>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(_, next) => setEnabled(next)} disabled={!settings.irp} />}
          label="Register B2B and export invoices and credit notes with the IRP"
        />
        {settings.irp ? (
          <Alert severity={settings.irp === 'sandbox' ? 'warning' : 'info'}>{IRP_TEXT[settings.irp]}</Alert>
        ) : (
          <Alert severity="warning">e-Invoicing is not available: no Invoice Registration Portal is configured on this server.</Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {EINVOICE_SCOPE_TEXT}
        </Typography>
      </Stack>
    </FormDialog>
  );
}
