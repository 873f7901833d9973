import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { mockApi, type MockHandler } from '@firm/shared/runtime/testing';
import { renderScreen } from './render-screen';

// Tests only: a screen whose list fails to load says so with a button to try again, and that button loads it.

export type FailedLoadOptions = {
  /** Where the screen opens. */
  at?: string;
  /** The failed answer's body (a 500); a bare failure by default. */
  failure?: unknown;
  /** What the screen says. */
  message: string;
  /** The button's name: Retry, Try Again. */
  retry: string;
  /** When given, the button is pressed with `server` answering again, and `shows` appears. */
  reload?: { server: MockHandler; shows: string };
};

export async function expectFailedLoad(page: ReactElement, { at, failure, message, retry, reload }: FailedLoadOptions) {
  let fail = true;
  mockApi((request, config) =>
    fail || !reload ? { status: 500, data: failure ?? { success: false, message: 'x' } } : reload.server(request, config),
  );
  const { user } = renderScreen(page, { at });
  expect(await screen.findByText(message)).toBeInTheDocument();
  if (!reload) {
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    return;
  }
  fail = false;
  await user.click(screen.getByRole('button', { name: retry }));
  expect(await screen.findByText(reload.shows)).toBeInTheDocument();
}
