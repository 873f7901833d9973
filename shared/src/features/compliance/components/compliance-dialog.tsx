import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '@firm/shared/domain/client';
import { COMPLIANCE_AUTHORITIES, COMPLIANCE_FREQUENCIES, DUE_RULES, type ComplianceRow } from '@firm/shared/domain/compliance';
import { COMPLIANCE_AUTHORITY_LABELS, COMPLIANCE_FREQUENCY_LABELS, DUE_RULE_LABELS } from '../compliance-labels';
import { FormDialog, FormFailure, labelledMenuItems, SubmitActions } from '@firm/shared/ui';
import { useFormSave } from '../hooks/use-form-save';
import { catalogueQueries, useSaveCompliance } from '../api/catalogue';
import { blankCompliance, complianceBodyOf, complianceFieldOf, complianceValuesOf, type ComplianceValues } from './compliance-form';

// A compliance of the catalogue, new or edited: its due-date rule, whom it applies to, and what its
// Projects are billed as (service category and SAC code, which reach their invoices). A frequency cannot
// change while clients subscribe: their periods are keyed by it.

export function ComplianceDialog({ compliance, onClose }: { compliance: ComplianceRow | null; onClose: () => void }) {
  const creating = compliance === null;
  const [values, setValues] = useState<ComplianceValues>(() => (compliance ? complianceValuesOf(compliance) : blankCompliance()));
  const { errors, failure, refuse, send } = useFormSave(complianceFieldOf, 'The compliance could not be saved. Try again.', onClose);
  const categories = useQuery(catalogueQueries.categories());
  const sacCodes = useQuery(catalogueQueries.sacCodes());
  const save = useSaveCompliance();
  const frequencyLocked = !creating && compliance.subscriptions > 0;

  const field = (name: keyof ComplianceValues) => ({
    fullWidth: true,
    disabled: save.isPending,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const numberField = (name: 'months_after' | 'due_day' | 'open_days_before', label: string, hint?: string) => (
    <TextField label={label} {...field(name)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} helperText={errors[name] ?? hint} />
  );

  const handleSubmit = () => {
    const checked = complianceBodyOf(values, creating);
    if (!checked.ok) return refuse(checked.errors);
    send(save, { id: creating ? null : compliance.id, body: checked.body }, (answer) => `${answer.data.name}: ${answer.message}`);
  };

  return (
    <FormDialog
      open
      title={creating ? 'Add a compliance' : `Edit ${compliance.name}`}
      onClose={onClose}
      preventClose={save.isPending}
      onSubmit={handleSubmit}
      maxWidth="md"
      actions={<SubmitActions saving={save.isPending} onCancel={onClose} submitLabel={creating ? 'Add Compliance' : 'Save Changes'} />}
    >
      <FormFailure>{failure}</FormFailure>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {creating ? (
          <TextField label="Code" {...field('code')} helperText={errors.code ?? 'Capital letters, digits and hyphens, e.g. PT-MH'} />
        ) : (
          <TextField label="Code" value={values.code} disabled fullWidth helperText="The code of a compliance stays" />
        )}
        <TextField label="Name" {...field('name')} />
        <TextField select label="Authority" {...field('authority')}>
          {labelledMenuItems(COMPLIANCE_AUTHORITIES, COMPLIANCE_AUTHORITY_LABELS)}
        </TextField>
        <TextField
          select
          label="Frequency"
          {...field('frequency')}
          disabled={save.isPending || frequencyLocked}
          helperText={errors.frequency ?? (frequencyLocked ? 'Clients subscribe to it: the frequency stays' : undefined)}
        >
          {labelledMenuItems(COMPLIANCE_FREQUENCIES, COMPLIANCE_FREQUENCY_LABELS)}
        </TextField>
        <TextField select label="Due-date rule" {...field('rule')}>
          {labelledMenuItems(DUE_RULES, DUE_RULE_LABELS)}
        </TextField>
        {numberField('months_after', 'Months after the period', '0: in the period’s last month')}
        {numberField('due_day', 'Due day', 'The day of the month; for the AGM rule, days after the AGM')}
        {numberField('open_days_before', 'Open the Project (days before the due date)')}
        <TextField
          select
          label="Service category"
          {...field('service_category_id')}
          // Until the options arrive the chosen id has no option to show (MUI warns of an out-of-range value).
          value={categories.data ? values.service_category_id : ''}
          helperText={errors.service_category_id ?? 'What its Projects are billed as'}
        >
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.service_category_id} value={String(c.service_category_id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="SAC code"
          {...field('sac_code_id')}
          value={sacCodes.data ? values.sac_code_id : ''}
          helperText={errors.sac_code_id ?? 'The SAC code on its invoices'}
        >
          {(sacCodes.data ?? []).map((c) => (
            <MenuItem key={c.sac_code_id} value={String(c.sac_code_id)}>
              {`${c.code} – ${c.description}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Applies to"
          {...field('client_types')}
          value={values.client_types as unknown as string}
          onChange={(event) => {
            const chosen = event.target.value as unknown as ClientType[] | string;
            setValues({ ...values, client_types: typeof chosen === 'string' ? (chosen.split(',') as ClientType[]) : chosen });
          }}
          helperText={errors.client_types ?? 'No type chosen: every client type'}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) =>
                (selected as ClientType[]).length === 0
                  ? 'Every client type'
                  : (selected as ClientType[]).map((t) => CLIENT_TYPE_LABELS[t]).join(', '),
            },
            inputLabel: { shrink: true },
          }}
          sx={{ gridColumn: '1 / -1' }}
        >
          {labelledMenuItems(CLIENT_TYPES, CLIENT_TYPE_LABELS)}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.ack_required}
              onChange={(event) => setValues({ ...values, ack_required: event.target.checked })}
              disabled={save.isPending}
            />
          }
          label="Closing asks for the acknowledgement (ARN) and filing date"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={values.is_active}
              onChange={(event) => setValues({ ...values, is_active: event.target.checked })}
              disabled={save.isPending}
            />
          }
          label="Active (opens Projects)"
        />
      </Box>
    </FormDialog>
  );
}
