import { useEffect, useRef, useState } from 'react';
import {
  OTP_MESSAGE,
  SIGN_IN_REDIRECT_DELAY_MS,
  checkSignInEmail,
  isOtp,
  sanitizeOtpInput,
  type AccountChoiceStep,
  type UserType,
} from '@firm/shared/domain/auth';
import { SIGN_IN_TEXT, selectAccountErrorMessage, signInErrorMessage, verifyErrorMessage } from './sign-in-errors';
import { notify } from '@firm/shared/ui/toast';
import { failureOf, requestOtp, selectAccount, verifyOtp } from './auth-api';
import { loadSignInSession, warmUpAfterEmail } from './load-sign-in-session';
import type { SignInOutcome } from './sign-in-session';
import type { FocusHeadingState } from '../layout/use-focus-page-heading';
import { navigate } from '../public/site-router';

/** `account`: the verified address has several client accounts and the person picks one. */
export type SignInStep = 'email' | 'otp' | 'account';

export type SignInProblem = { title: string; message: string; suggestClientTab?: boolean };

type Pending = 'send' | 'verify' | 'choose' | null;

// Only what the two steps need is imported here: no zod, no session store, no portal libraries, so the
// sign-in page's first load stays small. What the verify answer means and the session it opens are in sign-in-session.ts, loaded after
// the e-mail step.

/** The two-step sign-in of spec 01 §2, §4, §5: e-mail, then the 6-digit code, then the role's home. */
export function useSignIn() {
  const [tab, setTab] = useState<UserType>('staff');
  const [step, setStep] = useState<SignInStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [choice, setChoice] = useState<AccountChoiceStep | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [signedIn, setSignedIn] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const busy = pending !== null || signedIn;

  const backToEmail = () => {
    setStep('email');
    setCode('');
    setChoice(null);
  };

  const fail = (next: SignInProblem) => {
    setProblem(next);
    notify({ title: next.title, message: next.message, variant: 'error' });
  };

  const sendCode = async (resend: boolean) => {
    const checked = checkSignInEmail(email);
    if (!checked.ok) return fail({ title: 'Invalid Email', message: checked.message });
    setProblem(null);
    setPending('send');
    try {
      const answer = await requestOtp({ email: checked.email, user_type: tab });
      if (answer.success === false) {
        return fail({ title: 'Error', message: answer.message || (resend ? SIGN_IN_TEXT.resendFailed : SIGN_IN_TEXT.sendFailed) });
      }
      setStep('otp');
      setCode('');
      warmUpAfterEmail();
      notify({
        title: resend ? 'OTP Resent' : 'OTP Sent',
        message: answer.message || `A verification code has been sent to ${checked.email}.`,
        variant: 'success',
      });
    } catch (error) {
      fail({ title: 'Error', message: signInErrorMessage(failureOf(error), tab) });
    } finally {
      setPending(null);
    }
  };

  const settle = (outcome: SignInOutcome) => {
    if (outcome.kind === 'choose') {
      setChoice(outcome.choice);
      setStep('account');
      return;
    }
    if (outcome.kind === 'refused') {
      if (outcome.backToEmail) backToEmail();
      fail(outcome.problem);
      return;
    }
    setSignedIn(true);
    notify({ title: 'Login Successful', message: `Welcome, ${outcome.firstName}. Taking you to your dashboard.`, variant: 'success' });
    // The page's heading takes focus after the move (see the layout).
    const state: FocusHeadingState = { focusHeading: true };
    redirectTimer.current = window.setTimeout(
      () => void navigate(outcome.destination, { replace: true, state }),
      SIGN_IN_REDIRECT_DELAY_MS,
    );
  };

  const verify = async () => {
    if (!isOtp(code)) return fail({ title: 'Invalid OTP', message: OTP_MESSAGE });
    setProblem(null);
    setPending('verify');
    const address = email.trim();
    // Loaded since the e-mail step as a rule; if not yet, it loads beside the call.
    const session = loadSignInSession();
    session.catch(() => undefined);
    try {
      let body: unknown;
      try {
        body = await verifyOtp({ email: address, otp: code, user_type: tab });
      } catch (error) {
        const failure = failureOf(error);
        return fail({ title: failure.status === 400 ? 'Invalid OTP' : 'Error', message: verifyErrorMessage(failure, tab) });
      }
      settle((await session).settleVerify(body, address, tab));
    } catch (error) {
      // The session chunk could not be loaded (the network dropped after the code was sent).
      fail({ title: 'Error', message: signInErrorMessage(failureOf(error), tab) });
    } finally {
      setPending(null);
    }
  };

  const chooseAccount = async (accountId: number) => {
    if (!choice) return;
    setProblem(null);
    setPending('choose');
    try {
      let body: unknown;
      try {
        body = await selectAccount({ selection_token: choice.selectionToken, account_id: accountId });
      } catch (error) {
        backToEmail();
        return fail({ title: 'Error', message: selectAccountErrorMessage(failureOf(error), tab) });
      }
      settle((await loadSignInSession()).settleSelection(body, email.trim()));
    } catch (error) {
      fail({ title: 'Error', message: signInErrorMessage(failureOf(error), tab) });
    } finally {
      setPending(null);
    }
  };

  return {
    tab,
    step,
    email,
    code,
    problem,
    busy,
    signedIn,
    accounts: choice?.accounts ?? [],
    choosing: pending === 'choose',
    sending: pending === 'send',
    verifying: pending === 'verify',
    handleTabChange: (next: UserType) => {
      setTab(next);
      backToEmail();
      setProblem(null);
    },
    handleEmailChange: (value: string) => setEmail(value),
    handleCodeChange: (value: string) => setCode(sanitizeOtpInput(value)),
    handleSendCode: () => sendCode(false),
    handleResend: () => sendCode(true),
    handleVerify: verify,
    handleSelectAccount: chooseAccount,
    handleChangeEmail: () => {
      backToEmail();
      setProblem(null);
    },
  };
}

export type SignInController = ReturnType<typeof useSignIn>;
