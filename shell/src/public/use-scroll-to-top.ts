import { useLayoutEffect } from 'react';

/**
 * Spec 01 §2: every page opens at its top; a link with a hash (/services#taxation) opens at that
 * section instead. Before paint, so the new page never flashes at the old scroll position.
 */
export function useScrollToTop(pathname: string, hash: string) {
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
