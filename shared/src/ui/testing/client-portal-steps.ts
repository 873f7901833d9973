import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { bodyRows } from './table-rows';

// Tests only: the steps the client portal's lists (My Projects, Invoices) share, with the spec's words (02 §9).

type User = ReturnType<typeof userEvent.setup>;

/** Opens the select labelled `label` and gives the texts of its options. */
export async function optionsOf(user: User, label: string) {
  await user.click(screen.getByLabelText(label));
  return screen.getAllByRole('option').map((option) => option.textContent);
}

/** The due-date filter offers `all` and the spec's windows; Overdue is chosen. */
export async function chooseOverdue(user: User, all: string) {
  expect(await optionsOf(user, 'Due date')).toEqual([
    all,
    'Overdue',
    'Next 7 Days',
    'Next 15 Days',
    'Next 20 Days',
    'Next 31 Days',
    'Next 45 Days',
  ]);
  await user.click(screen.getByRole('option', { name: 'Overdue' }));
}

/**
 * The pager of a two-page list: on page 1 Previous is off; Next shows page 2, whose rows of `table` start with
 * `cells`, asked for with `params`; there Next is off. `total` is the pager's count ("12 total tasks").
 */
export async function pageToSecond(
  user: User,
  options: { total: string; table: string; cells: string[]; calls: MockRequest[]; params: Record<string, string> },
) {
  expect(screen.getByText(`Page 1 of 2 (${options.total})`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Page 2 of 2 (${options.total})`)).toBeInTheDocument();
  expect(bodyRows(options.table).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(options.cells);
  expect(options.calls.at(-1)).toMatchObject({ params: options.params });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
}

/** After a filter: the last call carries `params` and the table named `table` shows `rows` rows. */
export async function expectFiltered(calls: MockRequest[], params: Record<string, string>, table: string, rows: number) {
  await waitFor(() => expect(calls.at(-1)).toMatchObject({ params }));
  await waitFor(() => expect(bodyRows(table)).toHaveLength(rows));
}
