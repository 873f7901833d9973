import { useEffect } from 'react';
import { FIRM } from './site-data';

/** 'About Us | Kapoor Iyer & Co.'; the home page passes no page name. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${FIRM.name}` : `${FIRM.name} | ${FIRM.tagline} in Mumbai & Bengaluru`;
}

export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
