import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { createdLogEntry, projectDetail, projectOptionsAnswer } from '../testing/project-fixtures';
import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../api/projects';
import { ProjectExtraTabsProvider } from './project-extra-tabs';
import { ProjectTabs } from './project-tabs';

// Not a literal inside the detail: the file's shape grows with the attachments work (id, size, type).
const register = { file_name: 'register.xlsx', file_path: 'abc123', file_id: 1, size: 2048, content_type: 'application/octet-stream' };
const withHistory = projectDetail({
  comments: [
    {
      comment_id: 1,
      user_id: 12,
      user_name: 'Priya Nair',
      comment_text: 'Uploaded the purchase register',
      created_at: '2026-11-03T06:00:00.000Z',
      attached_files: [register],
    },
  ],
  running_log: [
    createdLogEntry('2026-11-01T05:30:00.000Z', 'Anita Kapoor'),
    {
      log_id: 2,
      event_type: 'status',
      field: 'workflow_status',
      from: 'open',
      to: 'in_progress',
      description: 'Status changed from Open to In Progress',
      user_id: 12,
      user_name: 'Priya Nair',
      timestamp: '2026-11-02T05:30:00.000Z',
    },
  ],
});

describe('Task Details tabs', () => {
  it('shows each comment with its author, time, text and files to download', async () => {
    mockApi(() => ({ status: 404, data: { success: false, message: 'File not found' } }));
    const { user } = renderScreen(<ProjectTabs task={withHistory} canComment canClarify={false} />);
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(comments).getByText('Uploaded the purchase register')).toBeInTheDocument();
    expect(within(comments).getByText('03 Nov 2026, 11:30 am', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download register.xlsx' }));
    expect(await screen.findByText('Failed to download file.')).toBeInTheDocument();
  });

  it('enables Add Comment only with non-blank text and sends the text with the chosen files', async () => {
    const posted: FormData[] = [];
    mockApi((request: MockRequest, config) => {
      if (request.method === 'POST') posted.push(config.data as FormData);
      return {
        status: 201,
        data: {
          success: true,
          message: 'Comment added successfully',
          data: { ...withHistory.comments[0], comment_id: 2, comment_text: 'Filed', attached_files: [] },
        },
      };
    });
    const { user } = renderScreen(<ProjectTabs task={projectDetail()} canComment canClarify={false} />);
    const add = screen.getByRole('button', { name: 'Add Comment' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Add a comment'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Add a comment'), 'Filed');
    expect(add).toBeEnabled();
    const input = screen.getByLabelText('Attach files');
    await user.upload(input, [
      new File(['a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(screen.getByRole('list', { name: 'Files to attach' })).getByText('b.pdf')).toBeInTheDocument();
    await user.click(add);
    expect(await screen.findByText('Comment Added')).toBeInTheDocument();
    expect(posted[0]!.get('comment_text')).toBe('Filed');
    expect(posted[0]!.getAll('files').map((file) => (file as File).name)).toEqual(['b.pdf']);
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('says so when a comment is refused', async () => {
    mockApi(() => ({ status: 500, data: {} }));
    const { user } = renderScreen(<ProjectTabs task={projectDetail()} canComment canClarify={false} />);
    await user.type(screen.getByLabelText('Add a comment'), 'Filed');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
  });

  it('has no composer when the caller may not comment', () => {
    mockApi(() => ({ status: 200, data: {} }));
    renderScreen(<ProjectTabs task={projectDetail()} canComment={false} canClarify={false} />);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
  });

  it('lists the activity newest first with who and when', async () => {
    mockApi(() => ({ status: 200, data: {} }));
    const { user } = renderScreen(<ProjectTabs task={withHistory} canComment={false} canClarify={false} />);
    await user.click(screen.getByRole('tab', { name: 'Activity Logs' }));
    const items = within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Status changed from Open to In Progress'),
      expect.stringContaining('Project created'),
    ]);
    expect(items[0]).toHaveTextContent('Priya Nair');
  });

  it('asks for an advisor before saving a clarification, then sends the flag and the advisor', async () => {
    const calls = mockApi((request) => {
      if (request.url === '/api/tasks/options') return { status: 200, data: projectOptionsAnswer };
      return {
        status: 200,
        data: {
          success: true,
          data: projectDetail({
            require_clarification: true,
            clarification_to: 5,
            clarification_to_name: 'Suresh Rao',
            clarification_from: 1,
            clarification_from_name: 'Anita Kapoor',
          }),
        },
      };
    });
    const { user } = renderScreen(<ProjectTabs task={projectDetail()} canComment={false} canClarify />);
    await user.click(screen.getByRole('tab', { name: 'Clarifications' }));
    expect(screen.getByText('No clarification has been requested.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Is clarification required?' }));
    await user.click(screen.getByRole('button', { name: 'Save Clarification' }));
    expect(screen.getByText('Please select an advisor when clarification is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Advisor' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('combobox', { name: 'Advisor' }));
    await user.click(await screen.findByRole('option', { name: 'Suresh Rao' }));
    await user.click(screen.getByRole('button', { name: 'Save Clarification' }));
    expect(await screen.findByText('Task Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/tasks/1',
      body: { require_clarification: true, clarification_to: 5 },
    });
  });

  it('shows who asked whom without the form when the caller may not clarify', async () => {
    mockApi(() => ({ status: 200, data: {} }));
    const task = projectDetail({
      require_clarification: true,
      clarification_from_name: 'Anita Kapoor',
      clarification_to_name: 'Suresh Rao',
    });
    const { user } = renderScreen(<ProjectTabs task={task} canComment={false} canClarify={false} />);
    await user.click(screen.getByRole('tab', { name: 'Clarifications' }));
    expect(screen.getByText('Anita Kapoor asked Suresh Rao for a clarification.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Clarification' })).not.toBeInTheDocument();
  });
});

describe('tabs the role adds to Task Details', () => {
  it('shows them after the spec’s own, with the Project’s id, and refetches the Project when they change it', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, data: projectDetail() } }));
    const Panel = ({ taskId, onChanged }: { taskId: number; onChanged: () => void }) => (
      <button type="button" onClick={onChanged}>{`Documents of ${taskId}`}</button>
    );
    const task = projectDetail();
    // The open dialog's query of the Project, which the tab's change must refresh.
    const Detail = () => {
      useQuery(projectQueries.detail(task.task_id));
      return null;
    };
    const { user } = renderScreen(
      <ProjectExtraTabsProvider tabs={[{ label: 'Documents', Panel }]}>
        <Detail />
        <ProjectTabs task={task} canComment={false} canClarify={false} />
      </ProjectExtraTabsProvider>,
    );
    const detailCalls = () => calls.filter((c) => c.url === `/api/tasks/${task.task_id}`).length;
    await waitFor(() => expect(detailCalls()).toBe(1));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Comments', 'Activity Logs', 'Clarifications', 'Documents']);
    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    await user.click(screen.getByRole('button', { name: `Documents of ${task.task_id}` }));
    await waitFor(() => expect(detailCalls()).toBe(2));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`Documents of ${task.task_id}`);
  });
});
