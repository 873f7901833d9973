import type { FormEvent } from 'react';
import { SignInButton } from './sign-in-button';

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
    <form className="signin-form" noValidate onSubmit={handleSubmit}>
      <div>
        <p className="signin__sent-to">Enter the 6-digit code sent to</p>
        <p className="signin__address">{email.trim()}</p>
      </div>
      <div className={invalid ? 'signin-field signin-field--code signin-field--error' : 'signin-field signin-field--code'}>
        <label htmlFor="signin-code">Verification Code</label>
        <input
          id="signin-code"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          disabled={busy}
          aria-invalid={invalid}
          autoComplete="one-time-code"
          autoFocus
          placeholder="000000"
          // No maxLength: a pasted '123-456' must keep all six digits; the handler caps the length.
          inputMode="numeric"
        />
      </div>
      <SignInButton type="submit" disabled={busy} pending={verifying} pendingLabel="Verifying...">
        Verify OTP
      </SignInButton>
      <div className="signin-code-actions">
        <button type="button" className="signin-text-button" onClick={onChangeEmail} disabled={busy}>
          Change Email Address
        </button>
        <button type="button" className="signin-text-button" onClick={onResend} disabled={busy}>
          Resend OTP
        </button>
      </div>
    </form>
  );
}
