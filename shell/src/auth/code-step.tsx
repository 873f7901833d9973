import type { FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { PendingButton } from '../layout/pending-button';

export type CodeStepProps = {
  email: string;
  code: string;
  busy: boolean;
  verifying: boolean;
  invalid: boolean;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onChangeEmail: () => void;
  onResend: () => void;
};

export function CodeStep({ email, code, busy, verifying, invalid, onCodeChange, onSubmit, onChangeEmail, onResend }: CodeStepProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Enter the 6-digit code sent to
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email.trim()}</Typography>
      </Box>
      <TextField
        label="Verification Code"
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        disabled={busy}
        error={invalid}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        placeholder="000000"
        slotProps={{
          // Always on the border: a label that drops into the box when it is empty and unfocused crowds
          // the spaced-out '000000' placeholder (and crosses it while it moves).
          inputLabel: { shrink: true },
          htmlInput: {
            // No maxLength: a pasted '123-456' must keep all six digits; the handler caps the length.
            inputMode: 'numeric',
            style: { letterSpacing: '0.5em', fontSize: '1.35rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
      <PendingButton type="submit" variant="contained" size="large" disabled={busy} pending={verifying} pendingLabel="Verifying...">
        Verify OTP
      </PendingButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mx: -1 }}>
        <Button variant="text" size="small" onClick={onChangeEmail} disabled={busy} sx={{ px: 1, whiteSpace: 'nowrap' }}>
          Change Email Address
        </Button>
        <Button variant="text" size="small" onClick={onResend} disabled={busy} sx={{ px: 1, whiteSpace: 'nowrap' }}>
          Resend OTP
        </Button>
      </Stack>
    </Stack>
  );
}
