import { act, screen, within } from '@testing-library/react';
import { mockApi, type MockReply } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { MailboxPage } from './mailbox-page';

const messages = [
  {
    id: 'm2',
    to: 'asha@example.in',
    subject: 'Your sign-in code',
    text: 'Your code is 482913. It expires in 10 minutes.',
    html: '<p>Your code is <b>482913</b></p><script>alert(1)</script>',
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 'm1',
    to: 'ravi@example.in',
    subject: 'Welcome to the portal',
    text: 'Hello Ravi',
    html: '<p>Hello Ravi</p>',
    created_at: '2026-11-21T09:00:00Z',
  },
];

function openMailbox(reply: MockReply) {
  const calls = mockApi(() => reply);
  const view = renderScreen(<MailboxPage />, { at: '/dev/mailbox', path: '/dev/mailbox' });
  return { ...view, calls };
}

describe('the development mailbox', () => {
  it('lists the messages newest first with recipient and Indian time, and opens the newest', async () => {
    openMailbox({ status: 200, data: { success: true, data: { messages } } });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your sign-in code'),
      expect.stringContaining('Welcome to the portal'),
    ]);
    expect(within(items[0]!).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/21 Nov 2026, 03:30 pm/i)).toBeInTheDocument();

    const message = screen.getByRole('article', { name: 'Your sign-in code' });
    expect(within(message).getByText('Your code is 482913. It expires in 10 minutes.')).toBeInTheDocument();
    expect(within(message).getByText('Code 482913')).toBeInTheDocument();
    const frame = within(message).getByTitle('HTML of Your sign-in code');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', messages[0]!.html);
  });

  it('shows another message when it is chosen', async () => {
    const view = openMailbox({ status: 200, data: { success: true, data: { messages } } });
    await view.user.click(await screen.findByRole('button', { name: /Welcome to the portal/ }));
    expect(screen.getByRole('article', { name: 'Welcome to the portal' })).toHaveTextContent('Hello Ravi');
  });

  it('says when there are no messages yet', async () => {
    openMailbox({ status: 200, data: { success: true, data: { messages: [] } } });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('explains that production has no mailbox', async () => {
    openMailbox({ status: 404, data: { success: false, message: 'Not found' } });
    expect(await screen.findByText('The mailbox is only available in development.')).toBeInTheDocument();
  });

  it('looks for new messages every 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const view = openMailbox({ status: 200, data: { success: true, data: { messages: [] } } });
      await screen.findByText('No messages yet');
      expect(view.calls).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(3000));
      expect(view.calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the server again on Refresh', async () => {
    const view = openMailbox({ status: 200, data: { success: true, data: { messages: [] } } });
    await screen.findByText('No messages yet');
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(view.calls.length).toBeGreaterThanOrEqual(2);
    expect(view.calls.every((call) => call.url === '/api/dev/outbox')).toBe(true);
  });
});
