import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec 01 §2: every page opens at its top. Render once inside a router layout (the public layout
 * does; the portal's can too). A link with a hash (/services#taxation) opens at that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // Before paint, so the new page never flashes at the old scroll position.
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
