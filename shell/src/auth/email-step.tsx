import { SignInButton } from './sign-in-button';
import { SignInField, SignInForm } from './sign-in-form';

export type EmailStepProps = {
  email: string;
  busy: boolean;
  sending: boolean;
  invalid: boolean;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
};

export function EmailStep({ email, busy, sending, invalid, onEmailChange, onSubmit }: EmailStepProps) {
  return (
    <SignInForm onSubmit={onSubmit}>
      <SignInField
        id="signin-email"
        label="Email Address"
        type="email"
        value={email}
        onChange={onEmailChange}
        disabled={busy}
        invalid={invalid}
        autoComplete="email"
        autoFocus
      />
      <SignInButton type="submit" disabled={busy} pending={sending} pendingLabel="Sending OTP...">
        Send OTP
      </SignInButton>
    </SignInForm>
  );
}
