import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSiteLocation } from '../public/site-router';
import { portalRouter } from './router';

/**
 * react-router, for the paths the public site hands over (sign-in, a role's area, the mailbox). The
 * site may have moved the address since react-router last saw it (a site link to Sign In, back and
 * forth between the two): it is told to go where the address is.
 */
export function PortalRouter() {
  const router = portalRouter();
  const site = useSiteLocation();
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    const seen = router.state.location;
    if (seen.pathname !== pathname || seen.search !== search || seen.hash !== hash) {
      const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
      void router.navigate(`${pathname}${search}${hash}`, { replace: true, state });
    }
  }, [router, site]);
  return <RouterProvider router={router} />;
}
