import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state that asks the next page to take focus on its heading (sign-in sets it). */
export type FocusHeadingState = { focusHeading?: boolean };

const WAIT_FOR_HEADING_MS = 10_000;

function focusHeadingIn(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation inside the portal, and after sign-in, keyboard and screen-reader users land on the
 * new page's h1 rather than on the link they left. A remote renders its page a moment later, so this
 * waits for the heading to appear. A page opened fresh (typed address, reload) keeps the browser's own
 * start, so the skip link stays the first stop.
 */
export function useFocusPageHeading(mainId: string) {
  const location = useLocation();
  const first = useRef(true);
  const wantsFocus = (location.state as FocusHeadingState | null)?.focusHeading === true;

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (isFirst && !wantsFocus) return undefined;
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    let observer: MutationObserver | undefined;
    // A timer, not now: a closing drawer hands focus back to its opener first, and this must come after.
    const timer = window.setTimeout(() => {
      if (focusHeadingIn(main)) return;
      observer = new MutationObserver(() => {
        if (focusHeadingIn(main)) observer?.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true });
    }, 0);
    const giveUp = window.setTimeout(() => observer?.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(giveUp);
      observer?.disconnect();
    };
    // The key changes on every navigation, also to the same path.
  }, [location.key, mainId, wantsFocus]);
}
