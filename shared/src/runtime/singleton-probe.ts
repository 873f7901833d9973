type ProbeWindow = Window & { __firmSingletons?: Record<string, number> };

/**
 * Counts how many copies of a shared module the page has evaluated. The shell and every remote must
 * share one session store and one query cache; a browser test reads window.__firmSingletons.
 */
export function countInstance(name: string): void {
  if (typeof window === 'undefined') return;
  const w = window as ProbeWindow;
  w.__firmSingletons ??= {};
  w.__firmSingletons[name] = (w.__firmSingletons[name] ?? 0) + 1;
}
