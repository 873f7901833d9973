import { screen } from '@testing-library/react';

// Tests only: a screen's head as the user reads it first.

/** The screen's one level-1 heading and the line under it. */
export function expectScreenHead(heading: string, subtitle: string) {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(subtitle)).toBeInTheDocument();
}
