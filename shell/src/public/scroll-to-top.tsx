import { useLocation } from 'react-router-dom';
import { useScrollToTop } from './use-scroll-to-top';

/** The portal's page-top rule (spec 01 §2) under react-router; the public site's layout calls useScrollToTop itself. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useScrollToTop(pathname, hash);
  return null;
}
