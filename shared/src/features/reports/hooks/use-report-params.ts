import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

// The money reports' view in the URL, beside the admin's ?tab=: a reload or a shared link keeps it. They share
// the page's path with the Projects tab, whose list remembers its view per path, so they keep theirs in the URL
// only (no remembered view that another tab would read).

export function useReportParams(defaults: Record<string, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = (name: string) => searchParams.get(name) || defaults[name] || '';
  /** A value equal to its default leaves the URL; any change but the page's goes back to page 1. */
  const set = useCallback(
    (changes: Record<string, string | number>, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [name, raw] of Object.entries(changes)) {
            const text = String(raw);
            if (text === '' || text === (defaults[name] ?? '')) next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setSearchParams, defaults],
  );
  return { value, set };
}
