import type { ReactNode } from 'react';
import { useSiteLocation } from './site-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToTop } from './use-scroll-to-top';
import './site.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useSiteLocation();
  useScrollToTop(pathname, hash);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
