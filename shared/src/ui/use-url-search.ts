import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';

// The one writer of the page address's query. react-router's own `setSearchParams(fn)` hands `fn`
// the query of the last render, so two changes made before the page renders again (a debounced search
// landing after a choice, Next then typing) built the second from the old query and dropped the first.
// Here every change is merged onto the newest query: the last one written, even before it has rendered.
// The writes are kept per router (its navigator), so every list, tab and report of the page shares them.

type Writes = {
  /** The location key last rendered: a new one means a navigation landed. */
  seenKey: string;
  /** The query last rendered. */
  rendered: string;
  /** Queries written and not yet rendered, oldest first. */
  pending: string[];
};

const writesByRouter = new WeakMap<object, Writes>();

const normalized = (search: string) => new URLSearchParams(search).toString();

export type SearchChange = (latest: URLSearchParams) => URLSearchParams;
export type SearchWriteOptions = { replace?: boolean };

/**
 * The query as rendered, and `change(fn)`: `fn` receives the newest query (never a stale render's) and
 * returns the next; nothing is written when it returns the same query.
 */
export function useUrlSearch() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = normalized(location.search);

  let writes = writesByRouter.get(navigator);
  if (!writes) {
    writes = { seenKey: location.key, rendered, pending: [] };
    writesByRouter.set(navigator, writes);
  }
  if (writes.seenKey !== location.key) {
    // A navigation landed: ours (drop it and the older writes it carried) or another (back, a link),
    // which wins over writes not yet rendered.
    writes.seenKey = location.key;
    const landed = writes.pending.indexOf(rendered);
    writes.pending = landed >= 0 ? writes.pending.slice(landed + 1) : [];
  }
  writes.rendered = rendered;

  const searchParams = useMemo(() => new URLSearchParams(rendered), [rendered]);

  const change = useCallback(
    (fn: SearchChange, options: SearchWriteOptions = {}) => {
      const own = writesByRouter.get(navigator);
      if (!own) return;
      const latest = own.pending.at(-1) ?? own.rendered;
      const next = fn(new URLSearchParams(latest)).toString();
      if (next === latest) return;
      own.pending.push(next);
      void navigate(next ? `?${next}` : '?', { replace: options.replace ?? false });
    },
    [navigator, navigate],
  );

  return { searchParams, change };
}
