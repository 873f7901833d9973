import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { otpSchema, sanitizeOtpInput } from '@firm/shared/domain/auth';
import { EMAIL_CHANGE_TEXT, emailChangeErrorMessage } from './email-change-text';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useConfirmEmailChange, useResendEmailChange } from './email-change-api';
import { notify } from '@firm/shared/ui';
import { PendingButton } from '../layout/pending-button';

export type EmailChangePanelProps = {
  userId: string;
  email: string;
  /** The address changed, or the person chose Not now. */
  onDone: () => void;
};

/** The step after saving a new e-mail on the profile: the code sent to that address. */
export function EmailChangePanel({ userId, email, onDone }: EmailChangePanelProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmEmailChange(userId);
  const resend = useResendEmailChange(userId);
  const busy = confirm.isPending || resend.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSchema.safeParse(code).success) return setProblem(EMAIL_CHANGE_TEXT.codeFormat);
    setProblem(null);
    confirm.mutate(code, {
      onSuccess: () => {
        notify({ title: 'Success', message: EMAIL_CHANGE_TEXT.confirmed, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        const message = emailChangeErrorMessage(toHttpFailure(error));
        setProblem(message);
        notify({ title: 'Error', message, variant: 'error' });
      },
    });
  };

  const handleResend = () => {
    setProblem(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => notify({ title: 'OTP Resent', message: answer.message, variant: 'success' }),
      onError: (error) => setProblem(emailChangeErrorMessage(toHttpFailure(error))),
    });
  };

  return (
    <Box component="section" aria-labelledby="email-change-title">
      <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <AlertTitle id="email-change-title">{EMAIL_CHANGE_TEXT.title}</AlertTitle>
        <Box sx={{ mb: 2, overflowWrap: 'anywhere' }}>{EMAIL_CHANGE_TEXT.sent(email)}</Box>
        <Stack
          component="form"
          noValidate
          onSubmit={handleSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Confirmation Code"
            value={code}
            onChange={(event) => setCode(sanitizeOtpInput(event.target.value))}
            disabled={busy}
            error={Boolean(problem)}
            helperText={problem ?? undefined}
            autoComplete="one-time-code"
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ minWidth: 200, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
          />
          <PendingButton type="submit" variant="contained" disabled={busy} pending={confirm.isPending} pendingLabel="Confirming...">
            Confirm Email
          </PendingButton>
          <Button variant="text" onClick={handleResend} disabled={busy}>
            Resend code
          </Button>
          <Button variant="text" onClick={onDone} disabled={busy}>
            Not now
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
