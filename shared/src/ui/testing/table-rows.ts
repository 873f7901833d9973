import { screen, within } from '@testing-library/react';

// Tests only: a list screen's rows as the user reads them.

/** The body rows (the header row left out) of the table named `table`. */
export const bodyRows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);
