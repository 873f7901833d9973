import type { FormEvent } from 'react';
import { Stack, TextField } from '@mui/material';
import { PendingButton } from '../layout/pending-button';

export type EmailStepProps = {
  email: string;
  busy: boolean;
  sending: boolean;
  invalid: boolean;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
};

export function EmailStep({ email, busy, sending, invalid, onEmailChange, onSubmit }: EmailStepProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // noValidate: the spec's own message, not the browser's bubble, explains a bad address.
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <TextField
        label="Email Address"
        type="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        disabled={busy}
        error={invalid}
        autoComplete="email"
        autoFocus
        fullWidth
      />
      <PendingButton type="submit" variant="contained" size="large" disabled={busy} pending={sending} pendingLabel="Sending OTP...">
        Send OTP
      </PendingButton>
    </Stack>
  );
}
