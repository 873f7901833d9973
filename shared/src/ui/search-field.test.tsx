import { render, screen, fireEvent, act } from '@testing-library/react';
import { SearchField } from './search-field';

describe('SearchField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, not at every keystroke', () => {
    const onSearch = jest.fn();
    render(<SearchField onSearch={onSearch} placeholder="Search by company name..." />);
    const box = screen.getByRole('searchbox', { name: 'Search by company name...' });
    for (const typed of ['D', 'De', 'Dec']) {
      fireEvent.change(box, { target: { value: typed } });
      act(() => void jest.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(150));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Dec');
  });

  it('searches a pasted term and a cleared box at once', () => {
    const onSearch = jest.fn();
    render(<SearchField onSearch={onSearch} placeholder="Search by company name..." />);
    const box = screen.getByRole('searchbox', { name: 'Search by company name...' });
    fireEvent.change(box, { target: { value: 'Deccan Ridge' } });
    expect(onSearch).toHaveBeenLastCalledWith('Deccan Ridge');
    fireEvent.change(box, { target: { value: '' } });
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => void jest.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
