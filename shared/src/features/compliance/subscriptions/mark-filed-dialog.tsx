import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { periodFiledBodySchema, type SubscriptionRow } from '@firm/shared/domain/compliance';
import { FormDialog, FormFailure, SubmitActions } from '@firm/shared/ui';
import { useFormSave } from '../hooks/use-form-save';
import { useMarkPeriodFiled } from '../api/subscriptions';

// A past period of a subscription the client filed already (before the firm took it on, or elsewhere): the
// admin records its filing date, and the ARN when known. No Project opens for it and no document is asked.

type Values = { period_key: string; filed_on: string; ack_number: string };
type Errors = Partial<Record<keyof Values, string>>;
const FIELDS: readonly (keyof Values)[] = ['period_key', 'filed_on', 'ack_number'];
const fieldOf = (wire: string) => FIELDS.find((f) => f === wire);

export function MarkFiledDialog({ subscription, hint, onClose }: { subscription: SubscriptionRow; hint: string; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ period_key: '', filed_on: '', ack_number: '' });
  const { errors, failure, refuse, send } = useFormSave(fieldOf, 'The period could not be marked filed. Try again.', onClose);
  const mark = useMarkPeriodFiled();
  const field = (name: keyof Values) => ({
    fullWidth: true,
    disabled: mark.isPending,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
  });

  const handleSubmit = () => {
    const parsed = periodFiledBodySchema.safeParse({ ...values, period_key: values.period_key.trim() });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = fieldOf(String(issue.path[0]));
        if (name && !found[name]) found[name] = issue.message;
      }
      return refuse(found);
    }
    send(mark, { id: subscription.id, body: parsed.data }, (answer) => `${subscription.compliance_name}: ${answer.message}`);
  };

  return (
    <FormDialog
      open
      title={`Mark a period of ${subscription.compliance_name} filed`}
      onClose={onClose}
      preventClose={mark.isPending}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={mark.isPending} onCancel={onClose} submitLabel="Mark Filed" />}
    >
      <FormFailure>{failure}</FormFailure>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Period" {...field('period_key')} helperText={errors.period_key ?? hint} />
        <TextField
          label="Filing date"
          type="date"
          {...field('filed_on')}
          helperText={errors.filed_on}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Acknowledgement number (optional)"
          {...field('ack_number')}
          helperText={errors.ack_number ?? 'The ARN, when the client has it'}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </FormDialog>
  );
}
