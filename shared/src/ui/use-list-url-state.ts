import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SortOrder } from '../domain/list/list';
import type { ListParams } from './list-resource';
import { useUrlSearch, type SearchChange, type SearchWriteOptions } from './use-url-search';

// A list's page, size, sort, search and filters live in the URL (back, forward, reload and a shared
// link keep the view) and are remembered per tab, so that coming back to the list through the
// sidebar (a link without a query) restores the last view.

export type ListUrlDefaults = { sort: string; order?: SortOrder; limit?: number; filters?: Record<string, string> };

const LIST_KEYS = ['page', 'limit', 'sort', 'order', 'search'];
export const listStorageKey = (pathname: string) => `firm:list:${pathname}`;

function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string) {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the URL still holds the view.
  }
}

/** The list's own parameters of a query, for remembering its view. */
function ownQueryOf(query: URLSearchParams, ownNames: readonly string[]): string {
  const own = new URLSearchParams();
  for (const name of ownNames) {
    const value = query.get(name);
    if (value !== null) own.set(name, value);
  }
  return own.toString();
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The list's view read from `source` (the URL's query, or the one remembered for the path). */
export function listParamsOf(source: URLSearchParams, defaults: ListUrlDefaults): ListParams {
  const order = source.get('order');
  const filterNames = Object.keys(defaults.filters ?? {});
  return {
    page: positive(source.get('page'), 1),
    limit: positive(source.get('limit'), defaults.limit ?? 25),
    sort: source.get('sort') || defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
    search: source.get('search') || undefined,
    filters: Object.fromEntries(filterNames.map((name) => [name, source.get(name) ?? defaults.filters?.[name] ?? ''])),
  };
}

/**
 * The view `useListUrlState` will show on arrival at `location`: the URL's own parameters, else the
 * view remembered for the path in this tab, else the defaults.
 */
export function arrivalListParams(defaults: ListUrlDefaults, location: { pathname: string; search: string }): ListParams {
  const url = new URLSearchParams(location.search);
  const names = [...LIST_KEYS, ...Object.keys(defaults.filters ?? {})];
  const source = names.some((name) => url.has(name)) ? url : new URLSearchParams(readStored(listStorageKey(location.pathname)) ?? '');
  return listParamsOf(source, defaults);
}

export function useListUrlState(defaults: ListUrlDefaults) {
  // Every change goes through the page's one writer, merged onto the newest query (`useUrlSearch`).
  const { searchParams, change: setSearchParams } = useUrlSearch();
  const { pathname } = useLocation();
  const storageKey = listStorageKey(pathname);
  const filterNames = useMemo(() => Object.keys(defaults.filters ?? {}), [defaults.filters]);
  const ownNames = useMemo(() => [...LIST_KEYS, ...filterNames], [filterNames]);
  const hasOwn = ownNames.some((name) => searchParams.has(name));

  // Read once, on arrival: a URL without the list's parameters takes the view this tab last had.
  const restored = useRef<string | null | undefined>(undefined);
  if (restored.current === undefined) restored.current = hasOwn ? null : readStored(storageKey);
  const pendingRestore = restored.current !== null && !hasOwn;
  const source = pendingRestore ? new URLSearchParams(restored.current ?? '') : searchParams;

  useEffect(() => {
    if (pendingRestore && restored.current) {
      const remembered = new URLSearchParams(restored.current);
      restored.current = null;
      setSearchParams(
        (latest) => {
          const next = new URLSearchParams(latest);
          remembered.forEach((value, name) => next.set(name, value));
          return next;
        },
        { replace: true },
      );
    } else {
      restored.current = null;
    }
  }, [pendingRestore, searchParams, setSearchParams]);

  const ownQuery = useMemo(() => ownQueryOf(searchParams, ownNames), [searchParams, ownNames]);
  // Back, forward and links are remembered once rendered; the list's own changes as they are written
  // (`write`), since a sidebar click can unmount the list before their render lands.
  useEffect(() => {
    if (!pendingRestore) writeStored(storageKey, ownQuery);
  }, [storageKey, ownQuery, pendingRestore]);
  const write = useCallback(
    (change: SearchChange, options: SearchWriteOptions) =>
      setSearchParams((latest) => {
        const next = change(latest);
        writeStored(storageKey, ownQueryOf(next, ownNames));
        return next;
      }, options),
    [setSearchParams, storageKey, ownNames],
  );

  const params = listParamsOf(source, defaults);

  /** Changes parameters; a value equal to its default leaves the URL, so the plain view has a plain URL. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean; keepPage?: boolean } = {}) => {
      write(
        (current) => {
          const next = new URLSearchParams(current);
          const fallback: Record<string, string> = {
            page: '1',
            limit: String(defaults.limit ?? 25),
            sort: defaults.sort,
            order: defaults.order ?? 'asc',
            search: '',
            ...defaults.filters,
          };
          if (!options.keepPage) next.delete('page');
          for (const [name, value] of Object.entries(changes)) {
            const text = value === undefined ? '' : String(value);
            if (text === (fallback[name] ?? '')) next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [write, defaults],
  );

  /** Back to the list's plain view (its defaults), replacing the entry: for a view the server refuses. */
  const reset = useCallback(() => {
    write(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ownNames) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [write, ownNames]);

  return {
    params,
    reset,
    setPage: (page: number) => update({ page }, { keepPage: true }),
    setLimit: (limit: number) => update({ limit }),
    setSort: (sort: string, sortOrder: SortOrder) => update({ sort, order: sortOrder }),
    // Typing replaces the entry: back leaves the list instead of stepping through every keystroke.
    setSearch: (search: string) => update({ search: search.trim() }, { replace: true }),
    /** A choice pushes an entry; a filter typed into a box passes `{ replace: true }`, as the search does. */
    setFilter: (name: string, value: string, options: { replace?: boolean } = {}) =>
      update({ [name]: value }, { replace: options.replace }),
    /** Several filters in one entry (a status that belongs to another tab moves the tab with it). */
    setFilters: (changes: Record<string, string>, options: { replace?: boolean } = {}) => update(changes, { replace: options.replace }),
    filtering: Boolean(params.search) || filterNames.some((name) => (params.filters?.[name] ?? '') !== (defaults.filters?.[name] ?? '')),
  };
}
