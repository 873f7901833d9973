import { useState } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EXPORT_TAX_MODES, type ExportTaxMode } from '@firm/shared/domain/gst';
import { EXPORT_TAX_MODE_LABELS } from '../offices-labels';
import { labelledMenuItems, notify } from '@firm/shared/ui';
import { officeQueries, useSaveGstSettings } from '../api/offices';
import { OFFICE_MESSAGES } from '../offices-errors';

/**
 * The firm's GST setting: whether exports of services are invoiced under the Letter of
 * Undertaking without IGST, or with IGST paid. An invoice takes the setting of its day of issue.
 */
export function GstSettingsPanel() {
  const query = useQuery(officeQueries.gstSettings());
  const save = useSaveGstSettings();
  const [chosen, setChosen] = useState<ExportTaxMode | null>(null);
  const current = query.data?.export_tax_mode;
  const value = chosen ?? current ?? '';
  const handleSave = () => {
    if (!chosen) return;
    save.mutate(
      { export_tax_mode: chosen },
      {
        onSuccess: () => {
          notify({ variant: 'success', title: 'Success', message: OFFICE_MESSAGES.settingsSaved });
          setChosen(null);
        },
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="gst-settings-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="gst-settings-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        GST Settings
      </Typography>
      {query.isError ? <Alert severity="error">{OFFICE_MESSAGES.settingsFailed}</Alert> : null}
      {save.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {OFFICE_MESSAGES.settingsSaveFailed}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          label="Export of Services"
          value={value}
          onChange={(event) => setChosen(event.target.value as ExportTaxMode)}
          disabled={query.isPending || save.isPending}
          helperText="How invoices to Overseas clients are taxed (IGST Act s.16): the setting on the day of issue applies."
          sx={{ flex: '1 1 320px', maxWidth: 560 }}
        >
          {labelledMenuItems(EXPORT_TAX_MODES, EXPORT_TAX_MODE_LABELS)}
        </TextField>
        <Button variant="contained" onClick={handleSave} disabled={!chosen || chosen === current || save.isPending} sx={{ mt: 1 }}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
}
