import { Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import type { ComplianceRow } from '@firm/shared/domain/compliance';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, type DeliveryType, type StaffOption } from '@firm/shared/domain/project';
import { PERIOD_HINTS, type SubscriptionErrors, type SubscriptionValues } from './subscription-form';
import { labelledMenuItems } from '@firm/shared/ui';

// The terms of a subscription: the compliance (unless fixed), the first period, who does the
// work, the internal due date's offset, the fee and the type of delivery of the Projects it opens.

export type SubscriptionFieldsProps = {
  values: SubscriptionValues;
  onChange: (values: SubscriptionValues) => void;
  errors: SubscriptionErrors;
  /** The compliances to choose from; omitted when the compliance is fixed (editing, bulk). */
  compliances?: readonly ComplianceRow[];
  frequency: ComplianceRow['frequency'] | null;
  assignees: readonly StaffOption[];
  disabled?: boolean;
};

export function SubscriptionFields({ values, onChange, errors, compliances, frequency, assignees, disabled }: SubscriptionFieldsProps) {
  const set = (field: Exclude<keyof SubscriptionValues, 'open_past'>) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const common = (field: Exclude<keyof SubscriptionValues, 'open_past'>) => ({
    fullWidth: true,
    disabled,
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {compliances ? (
        <TextField select label="Compliance" {...common('compliance_id')} helperText={errors.compliance_id} sx={{ gridColumn: '1 / -1' }}>
          {compliances.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label="From period"
        {...common('from_period')}
        helperText={errors.from_period ?? (frequency ? PERIOD_HINTS[frequency] : 'Choose a compliance first')}
      />
      <TextField select label="Assignee" {...common('assignee_id')} helperText={errors.assignee_id}>
        {assignees.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {`${p.first_name} ${p.last_name}`.trim()}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Internal due date (days before)"
        {...common('internal_offset_days')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={errors.internal_offset_days ?? 'The firm’s own date, before the statutory one'}
      />
      <TextField
        label="Fee (₹)"
        {...common('fee')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={errors.fee ?? 'The Project’s amount'}
      />
      <TextField
        select
        label="Type of Delivery"
        {...common('type_of_delivery')}
        onChange={(event) => onChange({ ...values, type_of_delivery: event.target.value as DeliveryType })}
        helperText={errors.type_of_delivery}
      >
        {labelledMenuItems(DELIVERY_TYPES, DELIVERY_TYPE_LABELS)}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.open_past}
              onChange={(event) => onChange({ ...values, open_past: event.target.checked })}
              disabled={disabled}
            />
          }
          label="Also open Projects for periods already due"
        />
        <FormHelperText sx={{ mt: 0 }}>
          Each opens overdue and asks the client for its documents. Leave it off for returns already filed: mark those periods filed
          instead.
        </FormHelperText>
      </Box>
    </Box>
  );
}
