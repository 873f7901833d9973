import type * as SignInSession from './sign-in-session';

let loading: Promise<typeof SignInSession> | null = null;

/**
 * The sign-in page's second chunk (sign-in-session.ts), loaded once; a failed load (a network blip)
 * is tried again on the next call.
 */
export function loadSignInSession(): Promise<typeof SignInSession> {
  if (!loading) {
    loading = import(/* webpackChunkName: "sign-in-session" */ './sign-in-session');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * After the e-mail step, while the code is read and typed: the second chunk and the portal's start
 * loading, so that the code's check and the move to the portal do not wait for them.
 */
export function warmUpAfterEmail(): void {
  loadSignInSession()
    .then((session) => session.portalWarmUp.portal())
    .catch(() => undefined);
}
