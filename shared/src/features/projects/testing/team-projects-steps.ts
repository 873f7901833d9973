import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { bodyRows, expectScreenHead, renderScreen } from '@firm/shared/ui/testing';

// Tests only: what the employee's and the supervisor's Projects screens show first, checked the same way.

/**
 * The screen's heading and subtitle; once `first` shows, ten rows asked for nearest due date first; then each
 * count card (label, count) in `cards`.
 */
export async function expectTeamProjectsHead(
  calls: MockRequest[],
  options: { heading: string; subtitle: string; first: string; cards: [label: string, count: string][] },
) {
  expectScreenHead(options.heading, options.subtitle);
  expect(await screen.findByText(options.first)).toBeInTheDocument();
  expect(bodyRows('Projects')).toHaveLength(10);
  expect(calls.find((c) => c.url === '/api/tasks/')).toMatchObject({ params: { page: '1', limit: '10', sort: 'due', order: 'asc' } });
  for (const [label, count] of options.cards)
    expect(within(screen.getByRole('region', { name: label })).getByText(count)).toBeInTheDocument();
}

/**
 * Opens the Update Project dialog of `project` from `page` (the employee's My Projects at `at`). The loading
 * dialog is replaced by the form once the Project is there: the form is found by its field `field`.
 */
export async function openUpdateProject(page: ReactElement, at: string, project: string, field: string) {
  const view = renderScreen(page, { at });
  await view.user.click(await screen.findByRole('button', { name: `Update ${project}` }));
  await screen.findByLabelText(field);
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Update Project' }) };
}
