import { useCallback, useEffect } from 'react';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useUrlSearch } from '@firm/shared/ui';

// The money reports' view in the URL, beside the admin's ?tab=: a reload or a shared link keeps it. They share
// the page's path with the Projects tab, whose list remembers its view per path, so they keep theirs in the URL
// only (no remembered view that another tab would read).

export function useReportParams(defaults: Record<string, string>) {
  // Through the page's one writer: a change merges onto the newest query, even one not yet rendered.
  const { searchParams, change: setSearchParams } = useUrlSearch();
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
  // The names, not the object: a screen may build its defaults on every render (the GST month's is today's).
  const names = Object.keys(defaults).join(',');
  /** Back to the report's plain view, replacing the entry; the page's ?tab= stays. */
  const reset = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names.split(',')) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, names],
  );
  return { value, set, reset };
}

/**
 * A view the server refuses (400) came from an edited or stale link, since the report's own fields only make views
 * it takes: back to the plain view, as `useServerList` does, instead of an error that Retry cannot end.
 */
export function useResetWhenRefused(query: { isError: boolean; error: unknown }, reset: () => void) {
  const refused = query.isError && toHttpFailure(query.error).status === 400;
  useEffect(() => {
    if (refused) reset();
  }, [refused, reset]);
}
