import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { ProjectReportScreen } from './project-report-screen';
import { reportRow, reportServer } from './testing/report-server';

// A filter change made while the search box's typing has not yet reached the URL (or just after)
// used to be overwritten, because each change was built from the query of an older render.

const AT = '/dashboard/supervisor/reports';
const FROM = '2026-01-01';

const rows = () => Array.from({ length: 13 }, (_, i) => reportRow(i + 1, i === 4 ? { name: 'Weekly GST review' } : {}));
const lastParams = (calls: ReturnType<typeof reportServer>) =>
  calls.filter((c) => c.url === '/api/reports/projects').at(-1)?.params as Record<string, string> | undefined;

describe('the Reports filters, changed without a pause between them', () => {
  it('keeps the typed search when Due From is set before the typing reaches the list', async () => {
    const calls = reportServer(rows());
    const { user } = renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    await screen.findByText('Project 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'weekly');
    fireEvent.change(screen.getByLabelText('Due From'), { target: { value: FROM } });

    await waitFor(() => expect(lastParams(calls)).toMatchObject({ search: 'weekly', due_from: FROM }));
    expect(await screen.findByText('Weekly GST review')).toBeInTheDocument();
    // Nothing later takes either back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lastParams(calls)).toMatchObject({ search: 'weekly', due_from: FROM });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('weekly');
    expect(screen.getByLabelText('Due From')).toHaveValue(FROM);
  });

  it('keeps Due From when the search is typed right after it, and a page change before both', async () => {
    const calls = reportServer(rows());
    const { user } = renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    await screen.findByText('Project 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Due From'), { target: { value: FROM } });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'weekly');

    await waitFor(() => expect(lastParams(calls)).toMatchObject({ search: 'weekly', due_from: FROM, page: '1' }));
    expect(await screen.findByText('Weekly GST review')).toBeInTheDocument();
  });
});
