import { SignInButton } from './sign-in-button';
import { SignInField, SignInForm } from './sign-in-form';

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
  return (
    <SignInForm onSubmit={onSubmit}>
      <div>
        <p className="signin__sent-to">Enter the 6-digit code sent to</p>
        <p className="signin__address">{email.trim()}</p>
      </div>
      <SignInField
        id="signin-code"
        label="Verification Code"
        modifier="signin-field--code"
        value={code}
        onChange={onCodeChange}
        disabled={busy}
        invalid={invalid}
        autoComplete="one-time-code"
        autoFocus
        placeholder="000000"
        // No maxLength: a pasted '123-456' must keep all six digits; the handler caps the length.
        inputMode="numeric"
      />
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
    </SignInForm>
  );
}
