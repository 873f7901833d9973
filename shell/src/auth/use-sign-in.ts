import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  HOME_BY_ROLE,
  OTP_MESSAGE,
  SIGN_IN_REDIRECT_DELAY_MS,
  SIGN_IN_TEXT,
  otpSchema,
  readAccountChoice,
  readVerifyAnswer,
  roleDenialForTab,
  sanitizeOtpInput,
  signInEmailSchema,
  selectAccountErrorMessage,
  signInErrorMessage,
  verifyErrorMessage,
  type AccountChoiceStep,
  type UserType,
} from '@firm/shared/domain/auth';
import { logout, useRequestOtp, useSelectAccount, useVerifyOtp } from './auth-api';
import { profileQueries, profileSessionPatch } from '../profile/profile-api';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { takeReturnPath, useSessionStore } from '@firm/shared/runtime';
import type { FocusHeadingState } from '../layout/use-focus-page-heading';
import { notify } from '@firm/shared/ui';

/** `account`: the verified address has several client accounts and the person picks one (issue 8). */
export type SignInStep = 'email' | 'otp' | 'account';

export type SignInProblem = { title: string; message: string; suggestClientTab?: boolean };

/** The two-step sign-in of spec 01 §2, §4, §5: e-mail, then the 6-digit code, then the role's home. */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSessionStore((state) => state.signIn);
  const updateUser = useSessionStore((state) => state.updateUser);
  const requestCode = useRequestOtp();
  const verifyCode = useVerifyOtp();
  const chooseAccount = useSelectAccount();
  const [tab, setTab] = useState<UserType>('staff');
  const [step, setStep] = useState<SignInStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [choice, setChoice] = useState<AccountChoiceStep | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const busy = requestCode.isPending || verifyCode.isPending || chooseAccount.isPending || signedIn;

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
    const parsed = signInEmailSchema.safeParse(email);
    if (!parsed.success) return fail({ title: 'Invalid Email', message: parsed.error.issues[0]!.message });
    setProblem(null);
    try {
      const answer = await requestCode.mutateAsync({ email: parsed.data, user_type: tab });
      if (answer.success === false) {
        return fail({ title: 'Error', message: answer.message || (resend ? SIGN_IN_TEXT.resendFailed : SIGN_IN_TEXT.sendFailed) });
      }
      setStep('otp');
      setCode('');
      notify({
        title: resend ? 'OTP Resent' : 'OTP Sent',
        message: answer.message || `A verification code has been sent to ${parsed.data}.`,
        variant: 'success',
      });
    } catch (error) {
      fail({ title: 'Error', message: signInErrorMessage(toHttpFailure(error), tab) });
    }
  };

  const finishSignIn = (accessToken: string, answerUser: Parameters<typeof signIn>[1]) => {
    const user = signIn(accessToken, answerUser);
    setSignedIn(true);
    notify({ title: 'Login Successful', message: `Welcome, ${user.firstName}. Taking you to your dashboard.`, variant: 'success' });
    // The profile fills in what the sign-in answer lacks; without it the session still works.
    queryClient
      .fetchQuery(profileQueries.detail(user.id))
      .then((record) => updateUser(profileSessionPatch(record)))
      .catch((error: unknown) => console.warn('The profile could not be loaded after sign-in', error));
    // Back to the page the user was on (a session that ended, a deep link), else the role's home; the
    // page's heading then takes focus (see the layout).
    const destination = takeReturnPath(user.role) ?? HOME_BY_ROLE[user.role];
    const state: FocusHeadingState = { focusHeading: true };
    redirectTimer.current = window.setTimeout(() => navigate(destination, { replace: true, state }), SIGN_IN_REDIRECT_DELAY_MS);
  };

  const verify = async () => {
    if (!otpSchema.safeParse(code).success) return fail({ title: 'Invalid OTP', message: OTP_MESSAGE });
    setProblem(null);
    const address = email.trim();
    let body: unknown;
    try {
      body = await verifyCode.mutateAsync({ email: address, otp: code, user_type: tab });
    } catch (error) {
      const failure = toHttpFailure(error);
      return fail({ title: failure.status === 400 ? 'Invalid OTP' : 'Error', message: verifyErrorMessage(failure, tab) });
    }
    const choiceStep = readAccountChoice(body);
    if (choiceStep) {
      // No session exists yet, so a refusal for the wrong tab needs nothing revoked.
      const wrongTab = roleDenialForTab(choiceStep.role, tab);
      if (wrongTab) {
        backToEmail();
        return fail(wrongTab);
      }
      setChoice(choiceStep);
      setStep('account');
      return;
    }
    const answer = readVerifyAnswer(body, address);
    if (!answer.ok) return fail(answer);
    const denial = roleDenialForTab(answer.role, tab);
    if (denial) {
      // The server has just set a refresh cookie for a session we refuse: revoke it.
      logout().catch(() => undefined);
      backToEmail();
      return fail(denial);
    }
    finishSignIn(answer.accessToken, answer.user);
  };

  const selectAccount = async (accountId: number) => {
    if (!choice) return;
    setProblem(null);
    let body: unknown;
    try {
      body = await chooseAccount.mutateAsync({ selection_token: choice.selectionToken, account_id: accountId });
    } catch (error) {
      backToEmail();
      return fail({ title: 'Error', message: selectAccountErrorMessage(toHttpFailure(error), tab) });
    }
    const answer = readVerifyAnswer(body, email.trim());
    if (!answer.ok) return fail(answer);
    finishSignIn(answer.accessToken, answer.user);
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
    choosing: chooseAccount.isPending,
    sending: requestCode.isPending,
    verifying: verifyCode.isPending,
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
    handleSelectAccount: selectAccount,
    handleChangeEmail: () => {
      backToEmail();
      setProblem(null);
    },
  };
}

export type SignInController = ReturnType<typeof useSignIn>;
