import { screen } from '@testing-library/react';
import type { BoardCell } from '@firm/shared/domain/compliance';
import { renderScreen } from '@firm/shared/ui/testing';
import { BoardCellButton } from './board-cell';

// A board cell: a Project's cell opens it; a period marked filed has no Project and reads as filed, with
// no button to press.

const cell = (overrides: Partial<BoardCell>): BoardCell => ({
  period_key: '2026-09',
  task_id: 41,
  state: 'filed_on_time',
  statutory_due_date: '2026-10-20',
  due_date: '2026-10-17',
  assignee_name: 'Ravi Iyer',
  ack_number: null,
  filed_on: '2026-10-18',
  waiting_on_client: false,
  ...overrides,
});

describe('BoardCellButton', () => {
  it("opens a Project's cell", async () => {
    const opened: number[] = [];
    const { user } = renderScreen(<BoardCellButton cell={cell({})} period="Sep 2026" onOpen={(id) => opened.push(id)} />);
    await user.click(screen.getByRole('button', { name: 'Sep 2026: Filed on time, due 20 Oct 2026. Open the Project' }));
    expect(opened).toEqual([41]);
  });

  it('shows a period marked filed as filed, without a Project to open', () => {
    renderScreen(
      <BoardCellButton cell={cell({ task_id: null, state: 'filed_late', filed_on: '2026-10-23' })} period="Sep 2026" onOpen={() => {}} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Filed late')).toBeInTheDocument();
    expect(screen.getByText('Filed 23 Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('No Project')).toBeInTheDocument();
  });
});
