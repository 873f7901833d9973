import { screen, within } from '@testing-library/react';

// Tests only: a list screen's rows as the user reads them.

/** The body rows (the header row left out) of the table named `table`. */
export const bodyRows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);

/**
 * The texts of one column of the body rows: the column whose header starts with `header` (a sortable header
 * says its order after its name), or at an index; in the table named `table`, or the page's only table.
 */
export function columnTexts(header: string | number, table?: string): string[] {
  const element = screen.getByRole('table', table === undefined ? {} : { name: table });
  const index =
    typeof header === 'number'
      ? header
      : within(element)
          .getAllByRole('columnheader')
          .findIndex((cell) => cell.textContent?.startsWith(header));
  return within(element)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}
