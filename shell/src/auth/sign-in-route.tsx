import { useEffect, useState } from 'react';
import { navigate } from '../public/site-router';
import { HOME_BY_ROLE } from '@firm/shared/domain/auth';
import { readSignedInRole, takeReturnPath, takeSessionEnded } from '@firm/shared/runtime/stored-session';
import { notifySessionExpired } from './session-notices';
import { SignInPage } from './sign-in-page';

// /auth/signin and /login outside the portal's providers and react-router (a page of the public site's,
// public/site-paths.ts): the page reads the stored session without the session store, so its first
// load carries none of the portal's libraries.

/** Where a signed-in user goes instead: the remembered page of their area, else their home; else null. */
function signedInDestination(): string | null {
  // Prerendered at build time (scripts/prerender-site.ts): nobody is signed in there.
  if (typeof window === 'undefined') return null;
  const role = readSignedInRole();
  return role ? (takeReturnPath(role) ?? HOME_BY_ROLE[role]) : null;
}

/** Said once, on the sign-in page the end of a session led to (this tab's or another's). */
function SessionEndedNotice() {
  useEffect(() => {
    if (takeSessionEnded()) notifySessionExpired();
  }, []);
  return null;
}

export function SignInRoute() {
  // Read once as the page opens: a sign-in made on this page moves on by itself after its pause.
  const [destination] = useState(signedInDestination);
  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination]);
  if (destination) return null;
  return (
    <>
      <SessionEndedNotice />
      <SignInPage />
    </>
  );
}
