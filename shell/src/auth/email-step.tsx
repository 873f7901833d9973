import type { FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';

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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {sending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </Stack>
  );
}
