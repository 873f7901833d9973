import { useEffect, useState } from 'react';

/**
 * Whether the element is wider inside than it shows (re-measured as it or its content resizes), and a count of
 * the measurements, so that a measurement after a change of look is told from the one before it.
 */
export function useScrollsSideways() {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [{ sideways, measured }, setState] = useState({ sideways: false, measured: 0 });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setState(({ measured }) => ({ sideways: element.scrollWidth > element.clientWidth + 1, measured: measured + 1 }));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    // No measure() here: an observer reports each element once as it starts observing, after the
    // frame's layout, while reading the widths here forced a layout of its own in the commit.
    return () => observer.disconnect();
  }, [element]);
  return { ref, sideways, measured };
}

/**
 * How a table fits its box (the admin Invoices cut Aging at 1440 px). A table wider than its box
 * first tightens (narrower cells, heads on two lines); a table that still does not fit and whose screen
 * declared card places shows cards. Each step is for good: loosening again would overflow again, and flicker.
 */
export function useFit(scrolls: { sideways: boolean; measured: number }, canCard: boolean) {
  const [fit, setFit] = useState<{ look: 'loose' | 'dense' | 'cards'; seen: number }>({ look: 'loose', seen: 0 });
  if (scrolls.measured !== fit.seen) {
    const next = !scrolls.sideways ? fit.look : fit.look === 'loose' ? 'dense' : canCard ? 'cards' : fit.look;
    setFit({ look: next, seen: scrolls.measured });
  }
  return fit.look;
}
