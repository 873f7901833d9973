import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';

// The sign-in steps' form and field (plain elements and sign-in.css, no MUI, for the page's first load).

/** A step's form: the browser's own check is off (noValidate), so the spec's messages explain a bad entry. */
export function SignInForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="signin-form" noValidate onSubmit={handleSubmit}>
      {children}
    </form>
  );
}

export type SignInFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  /** A class beside `signin-field` that sizes the field. */
  modifier?: string;
};

/** A labelled input that reports its text; marked invalid by its class and aria-invalid. */
export function SignInField({ id, label, invalid, onChange, modifier, ...input }: SignInFieldProps) {
  return (
    <div className={['signin-field', modifier, invalid && 'signin-field--error'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid} {...input} />
    </div>
  );
}
