import { Suspense } from 'react';
import { SiteErrorBoundary } from './error-page';
import { PublicLayout } from './public-layout';
import { sitePageComponent } from './site-pages';
import { sitePageOf } from './site-paths';
import { useSiteLocation } from './site-router';

/** The public site (spec 01 §2): its layout around the page the address names, without react-router. */
export function SiteApp() {
  const { pathname } = useSiteLocation();
  const page = sitePageOf(pathname);
  const Page = sitePageComponent(page);
  // The sign-in page has its own frame (its card on the navy backdrop), not the site's header and footer.
  if (page === 'signIn') {
    return (
      <SiteErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </SiteErrorBoundary>
    );
  }
  return (
    <SiteErrorBoundary>
      {/* Around the layout, not the page: header, page and footer show together (no footer jumping down). */}
      <Suspense fallback={null}>
        <PublicLayout>
          <Page />
        </PublicLayout>
      </Suspense>
    </SiteErrorBoundary>
  );
}
