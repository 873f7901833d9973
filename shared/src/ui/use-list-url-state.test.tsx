import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { listStorageKey, useListUrlState } from './use-list-url-state';

const DEFAULTS = { sort: 'created', order: 'desc' as const, limit: 10, filters: { status: '', tab: 'current' } };

function setup(at = '/invoices') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const state = useListUrlState(DEFAULTS);
      return { state, search: useLocation().search };
    },
    { wrapper },
  );
}

afterEach(() => window.sessionStorage.clear());

describe('useListUrlState', () => {
  it('changes several filters at once, and two single changes in one tick both land', () => {
    const { result } = setup('/invoices?page=3');
    act(() => result.current.state.setFilters({ status: 'paid', tab: 'history' }));
    expect(result.current.search).toBe('?status=paid&tab=history');
    expect(result.current.state.params.filters).toEqual({ status: 'paid', tab: 'history' });

    act(() => {
      result.current.state.setFilter('tab', 'current');
      result.current.state.setFilter('status', '');
    });
    // The second change is merged onto the first, not built from the URL both saw.
    expect(result.current.search).toBe('');
    expect(result.current.state.params.filters).toEqual({ status: '', tab: 'current' });
  });

  it('merges a change made by a callback of an older render onto the newest URL', () => {
    const { result } = setup('/invoices');
    // A debounced search holds the callbacks of the render in which the typing started.
    const stale = result.current.state;
    act(() => result.current.state.setFilter('tab', 'history'));
    act(() => stale.setSearch('wk'));
    expect(result.current.search).toBe('?tab=history&search=wk');
    act(() => stale.setPage(2));
    expect(result.current.search).toBe('?tab=history&search=wk&page=2');
  });

  it('leaves default values out of the URL when several change together', () => {
    const { result } = setup('/invoices?status=paid&tab=history');
    act(() => result.current.state.setFilters({ status: '', tab: 'current' }));
    expect(result.current.search).toBe('');
    expect(result.current.state.params.filters).toEqual({ status: '', tab: 'current' });
  });

  it('remembers a change at once, even when the list is left before the change renders', () => {
    const { result, unmount } = setup('/invoices');
    // A sidebar click right after a debounced search lands: the list unmounts before that render.
    act(() => {
      result.current.state.setSearch('wk');
      result.current.state.setFilter('status', 'paid');
      unmount();
    });
    expect(window.sessionStorage.getItem(listStorageKey('/invoices'))).toBe('search=wk&status=paid');

    // Coming back through a link without a query gives the view back.
    const back = setup('/invoices');
    expect(back.result.current.state.params.search).toBe('wk');
    expect(back.result.current.state.params.filters?.status).toBe('paid');
  });
});
