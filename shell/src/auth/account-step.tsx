import type { AccountChoice } from '@firm/shared/domain/auth';
import { SignInIcon } from './sign-in-icons';

export type AccountStepProps = {
  email: string;
  accounts: AccountChoice[];
  busy: boolean;
  onSelect: (accountId: number) => void;
  onChangeEmail: () => void;
};

/** After the code: the client accounts this address has, one button each. */
export function AccountStep({ email, accounts, busy, onSelect, onChangeEmail }: AccountStepProps) {
  return (
    <div className="signin-accounts">
      <div>
        <h2 id="account-step-title">Choose an account</h2>
        <p className="signin-accounts__prompt">{email.trim()} is a contact of several companies. Which one do you want to open?</p>
      </div>
      <ul aria-labelledby="account-step-title">
        {accounts.map((account) => (
          <li key={account.account_id}>
            <button type="button" className="signin-account" disabled={busy} onClick={() => onSelect(account.account_id)}>
              <SignInIcon name="business" size={24} />
              <span>
                <span className="signin-account__name">{account.client_name ?? account.name}</span>
                <span className="signin-account__firm">{`with ${account.firm_name}`}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="signin-text-button" onClick={onChangeEmail} disabled={busy}>
        Change Email Address
      </button>
    </div>
  );
}
