import { HOME_BY_ROLE, readAccountChoice, type AccountChoiceStep, type SignInUser, type UserType } from '@firm/shared/domain/auth';
import { readVerifyAnswer, roleDenialForTab } from './verify-answer';
import { queryClient, takeReturnPath, useSessionStore } from '@firm/shared/runtime';
import { profileQueries, profileSessionPatch } from '../profile/profile-api';
import { startRoleAreaEarly } from '../remotes/role-area-ready';
import { logout } from './logout-api';
import type { SignInProblem } from './use-sign-in';

// What the sign-in page needs once the code has been sent, in a chunk of its own: reading
// the verify answer (zod), the session store and the profile call (the portal's runtime). The page
// starts loading it after the e-mail step, so the form's first load carries none of it.

/** What a verify-otp or select-account answer leads to. */
export type SignInOutcome =
  | { kind: 'choose'; choice: AccountChoiceStep }
  | { kind: 'refused'; problem: SignInProblem; backToEmail: boolean }
  | { kind: 'signed-in'; firstName: string; destination: string };

/** What signing in starts beside its own work; replaced in tests, which have no remotes to load. */
export const portalWarmUp = {
  /** While the code is typed: the portal's chunk (MUI, the layout, the query cache). */
  portal: (): Promise<unknown> => import('../portal/portal-routes'),
  /** Signed in, during the pause before the move: the role's remote, navigation, screen and first data. */
  roleArea: (destination: string): void => startRoleAreaEarly(destination),
};

/** Stores the session, fetches the profile, and names the page to go to. */
function openSession(accessToken: string, answerUser: SignInUser): SignInOutcome {
  const { signIn, updateUser } = useSessionStore.getState();
  const user = signIn(accessToken, answerUser);
  // The profile fills in what the sign-in answer lacks; without it the session still works.
  queryClient
    .fetchQuery(profileQueries.detail(user.id))
    .then((record) => updateUser(profileSessionPatch(record)))
    .catch((error: unknown) => console.warn('The profile could not be loaded after sign-in', error));
  // Back to the page the user was on (a session that ended, a deep link), else the role's home.
  const destination = takeReturnPath(user.role) ?? HOME_BY_ROLE[user.role];
  portalWarmUp.roleArea(destination);
  return { kind: 'signed-in', firstName: user.firstName, destination };
}

/** A 2xx verify-otp answer: a session, a choice of accounts, or a refusal. */
export function settleVerify(body: unknown, email: string, tab: UserType): SignInOutcome {
  const choice = readAccountChoice(body);
  if (choice) {
    // No session exists yet, so a refusal for the wrong tab needs nothing revoked.
    const wrongTab = roleDenialForTab(choice.role, tab);
    return wrongTab ? { kind: 'refused', problem: wrongTab, backToEmail: true } : { kind: 'choose', choice };
  }
  const answer = readVerifyAnswer(body, email);
  if (!answer.ok) return { kind: 'refused', problem: answer, backToEmail: false };
  const denial = roleDenialForTab(answer.role, tab);
  if (denial) {
    // The server has just set a refresh cookie for a session we refuse: revoke it.
    logout().catch(() => undefined);
    return { kind: 'refused', problem: denial, backToEmail: true };
  }
  return openSession(answer.accessToken, answer.user);
}

/** A 2xx select-account answer: a session, or a refusal. */
export function settleSelection(body: unknown, email: string): SignInOutcome {
  const answer = readVerifyAnswer(body, email);
  if (!answer.ok) return { kind: 'refused', problem: answer, backToEmail: false };
  return openSession(answer.accessToken, answer.user);
}

/**
 * Another tab changed the session while this one shows the sign-in page: a store this page loaded
 * before (the portal was open) reads it again, and a signed-out session leaves no cached data.
 */
export function syncSessionFromStorage(): void {
  const store = useSessionStore.getState();
  store.syncFromStorage();
  if (!useSessionStore.getState().user) queryClient.clear();
}
