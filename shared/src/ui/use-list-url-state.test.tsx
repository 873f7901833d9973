import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListUrlState } from './use-list-url-state';

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
  it('changes several filters at once, where two single changes in one tick would lose the first', () => {
    const { result } = setup('/invoices?page=3');
    act(() => result.current.state.setFilters({ status: 'paid', tab: 'history' }));
    expect(result.current.search).toBe('?status=paid&tab=history');
    expect(result.current.state.params.filters).toEqual({ status: 'paid', tab: 'history' });

    act(() => {
      result.current.state.setFilter('tab', 'current');
      result.current.state.setFilter('status', '');
    });
    // The second call was built from the same URL as the first: only its own change survives.
    expect(result.current.search).toBe('?tab=history');
  });

  it('leaves default values out of the URL when several change together', () => {
    const { result } = setup('/invoices?status=paid&tab=history');
    act(() => result.current.state.setFilters({ status: '', tab: 'current' }));
    expect(result.current.search).toBe('');
    expect(result.current.state.params.filters).toEqual({ status: '', tab: 'current' });
  });
});
