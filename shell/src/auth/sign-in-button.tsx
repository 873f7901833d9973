import type { ButtonHTMLAttributes } from 'react';

export type SignInButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While true the button is disabled and shows a spinner with `pendingLabel` ('Sending OTP...'). */
  pending: boolean;
  pendingLabel: string;
};

/** The sign-in page's submit button (the portal's PendingButton without MUI): says what it is doing. */
export function SignInButton({ pending, pendingLabel, disabled, children, className, ...props }: SignInButtonProps) {
  return (
    <button {...props} className={['signin-button', className].filter(Boolean).join(' ')} disabled={disabled || pending}>
      {pending && <span className="signin-spinner" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
