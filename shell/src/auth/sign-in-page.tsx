import { Link } from '../public/site-router';
import { FIRM } from '@firm/shared/domain/firm';
import { type UserType } from '@firm/shared/domain/auth';
import { SIGN_IN_TEXT } from './sign-in-errors';
import { useSignIn, type SignInProblem } from './use-sign-in';
import { EmailStep } from './email-step';
import { CodeStep } from './code-step';
import { AccountStep } from './account-step';
import { SignInTabs } from './sign-in-tabs';
import { SignInIcon } from './sign-in-icons';
import { useFollowOtherTabs } from './use-follow-other-tabs';
import { FIRM_INITIALS } from '../layout/firm-initials';
import './sign-in.css';

// Plain React and CSS: the page every portal user opens first loads what the two steps need
// and none of the portal's libraries (MUI, emotion, the query cache, axios, zod).

const TABS: { value: UserType; label: string; hint: string }[] = [
  { value: 'staff', label: 'Staff Login', hint: 'For administrators, supervisors and employees of the firm.' },
  { value: 'client', label: 'Client Login', hint: 'For contacts of our client companies.' },
];

type ProblemAlertProps = { problem: SignInProblem; onUseClientTab: () => void };

function ProblemAlert({ problem, onUseClientTab }: ProblemAlertProps) {
  return (
    <div className="signin-alert signin-alert--error" role="alert">
      <SignInIcon name="error" size={22} className="signin-alert__icon" />
      <div className="signin-alert__body">
        <div className="signin-alert__title">{problem.title}</div>
        {problem.message}
        {problem.suggestClientTab && <div className="signin-alert__more">{SIGN_IN_TEXT.useClientTab}</div>}
      </div>
      {problem.suggestClientTab && (
        <button type="button" className="signin-text-button signin-alert__action" onClick={onUseClientTab}>
          Use Client Login
        </button>
      )}
    </div>
  );
}

/** /auth/signin and /login (spec 01 §2): Staff Login and Client Login with a one-time code. */
export function SignInPage() {
  const signIn = useSignIn();
  const { tab, step, problem, busy } = signIn;
  const activeTab = TABS.find((entry) => entry.value === tab)!;
  useFollowOtherTabs(!signIn.signedIn);

  return (
    <main className="signin">
      <div className="signin__card">
        <div className="signin__brand">
          <span className="signin__mark" aria-hidden="true">
            {FIRM_INITIALS}
          </span>
          <div className="signin__firm">
            <span className="signin__firm-name">{FIRM.name}</span>
            <span className="signin__tagline">{FIRM.tagline}</span>
          </div>
        </div>

        <div>
          <h1>Sign in to the portal</h1>
          <p className="signin__hint">{activeTab.hint} We e-mail you a one-time code; no password needed.</p>
        </div>

        <SignInTabs tabs={TABS} value={tab} disabled={busy} onChange={signIn.handleTabChange} />

        {problem && <ProblemAlert problem={problem} onUseClientTab={() => signIn.handleTabChange('client')} />}
        {signIn.signedIn && (
          <div className="signin-alert signin-alert--success" role="alert">
            <SignInIcon name="success" size={22} className="signin-alert__icon" />
            <div className="signin-alert__body">
              <div className="signin-alert__title">Login Successful</div>
              Taking you to your dashboard...
            </div>
          </div>
        )}

        {step === 'email' && (
          <EmailStep
            email={signIn.email}
            busy={busy}
            sending={signIn.sending}
            invalid={problem?.title === 'Invalid Email'}
            onEmailChange={signIn.handleEmailChange}
            onSubmit={signIn.handleSendCode}
          />
        )}
        {step === 'otp' && (
          <CodeStep
            email={signIn.email}
            code={signIn.code}
            busy={busy}
            verifying={signIn.verifying}
            invalid={problem?.title === 'Invalid OTP'}
            onCodeChange={signIn.handleCodeChange}
            onSubmit={signIn.handleVerify}
            onChangeEmail={signIn.handleChangeEmail}
            onResend={signIn.handleResend}
          />
        )}
        {step === 'account' && (
          <AccountStep
            email={signIn.email}
            accounts={signIn.accounts}
            busy={busy}
            onSelect={signIn.handleSelectAccount}
            onChangeEmail={signIn.handleChangeEmail}
          />
        )}

        {process.env.NODE_ENV !== 'production' && (
          <p className="signin__dev">
            <SignInIcon name="mailRead" />
            <span>
              Development: codes are delivered to the{' '}
              <Link to="/dev/mailbox" target="_blank" rel="noopener">
                mailbox
              </Link>
            </span>
          </p>
        )}
      </div>
      <Link to="/" className="signin__back">
        <SignInIcon name="arrowBack" /> Back to the website
      </Link>
    </main>
  );
}
