import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { subscriptionEndSchema, type SubscriptionRow } from '@firm/shared/domain/compliance';
import { serverFieldErrors, serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormFailure, notify, SubmitActions } from '@firm/shared/ui';
import { useEndSubscription } from '../api/subscriptions';

// Ending a subscription: periods starting after the day open no Project; those opened stay.

export function EndSubscriptionDialog({ subscription, onClose }: { subscription: SubscriptionRow; onClose: () => void }) {
  const [endedOn, setEndedOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useEndSubscription();
  const handleSubmit = () => {
    const parsed = subscriptionEndSchema.safeParse({ ended_on: endedOn });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    end.mutate(
      { id: subscription.id, ended_on: parsed.data.ended_on },
      {
        onSuccess: (answer) => {
          notify({ variant: 'success', message: `${subscription.compliance_name}: ${answer.message}` });
          onClose();
        },
        onError: (e) => {
          const http = toHttpFailure(e);
          setError(serverFieldErrors(http).find((f) => f.field === 'ended_on')?.message ?? null);
          setFailure(serverTextOr(http, 'The subscription could not be ended. Try again.'));
        },
      },
    );
  };
  return (
    <FormDialog
      open
      title={`End ${subscription.compliance_name} for ${subscription.client_name}`}
      onClose={onClose}
      preventClose={end.isPending}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={end.isPending} onCancel={onClose} submitLabel="End Subscription" />}
    >
      <FormFailure>{failure}</FormFailure>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Periods that begin after this day open no Project. Projects already opened stay as they are.
      </Typography>
      <TextField
        label="Last day covered"
        type="date"
        fullWidth
        value={endedOn}
        onChange={(event) => setEndedOn(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
