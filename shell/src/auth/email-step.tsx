import type { FormEvent } from 'react';
import { SignInButton } from './sign-in-button';

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
    <form className="signin-form" noValidate onSubmit={handleSubmit}>
      <div className={invalid ? 'signin-field signin-field--error' : 'signin-field'}>
        <label htmlFor="signin-email">Email Address</label>
        <input
          id="signin-email"
          type="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          disabled={busy}
          aria-invalid={invalid}
          autoComplete="email"
          autoFocus
        />
      </div>
      <SignInButton type="submit" disabled={busy} pending={sending} pendingLabel="Sending OTP...">
        Send OTP
      </SignInButton>
    </form>
  );
}
