import { screen, waitFor, within } from '@testing-library/react';
import { deferred, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { fakeClient, messageServer, recipientOf, sentMessage, type FakeClient } from './testing/message-server';
import { MessagesPage } from './messages-page';

const clients = (): FakeClient[] => [
  fakeClient(1, 'Rao Textiles', 'private_limited'),
  fakeClient(2, 'Mehta Foods', 'private_limited'),
  fakeClient(3, 'Sharma Family', 'huf'),
  fakeClient(4, 'Closed Co', 'private_limited', { is_active: false }),
];
const sends = (calls: MockRequest[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/client-portal/send-email');
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
const compose = () => screen.getByRole('region', { name: 'Compose Message' });

async function chooseType(user: ReturnType<typeof renderScreen>['user'], label: string) {
  await user.click(within(compose()).getByRole('combobox', { name: 'Client Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('admin Send Messages page', () => {
  it('shows the compose form of §2.4 with Send Message off until subject, body and recipients are there', async () => {
    messageServer(clients());
    const { user } = renderScreen(<MessagesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Send Messages' })).toBeInTheDocument();
    expect(within(compose()).getByRole('heading', { name: 'Compose Message' })).toBeInTheDocument();
    expect(within(compose()).getByRole('combobox', { name: 'Client Type' })).toHaveTextContent('All Clients');
    expect(screen.getByText('Recipients: All active clients')).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Message Body *' });
    expect(body).toHaveAttribute('rows', '6');
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), '   ');
    await user.type(body, 'Hello');
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), 'GST');
    expect(sendButton()).toBeEnabled();
    // The types as the select shows them: underscores replaced, capitalised.
    await user.click(within(compose()).getByRole('combobox', { name: 'Client Type' }));
    expect(screen.getByRole('option', { name: 'Limited Liability Partnership' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'One Person Company' })).toBeInTheDocument();
  });

  it('sends to all clients, says so, clears the form and lists the message', async () => {
    const calls = messageServer(clients());
    const { user } = renderScreen(<MessagesPage />);
    expect(await screen.findByText('No messages sent yet')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), 'Office closed');
    await user.type(screen.getByRole('textbox', { name: 'Message Body *' }), 'Closed on Monday.{Enter}Regards');
    await user.click(sendButton());
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sends(calls)[0]!.body).toEqual({
      subject: 'Office closed',
      body: 'Closed on Monday.\nRegards',
      target: { send_to_all: true, client_types: [] },
    });
    expect(screen.getByRole('textbox', { name: 'Subject *' })).toHaveValue('');
    const row = (await screen.findByText('Office closed')).closest('tr')!;
    expect(within(row).getByText('All Clients')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(4, 8),
    ).toEqual(['3', '0', '0', '3']);
  });

  it('sends to chosen clients of a type by id, and choosing another type resets the choice', async () => {
    const calls = messageServer(clients());
    const { user } = renderScreen(<MessagesPage />);
    await chooseType(user, 'Private Limited');
    const list = await screen.findByRole('list', { name: 'Private Limited clients' });
    // Active clients of the type only, each with its code.
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(list).getByText('(CLI_001)')).toBeInTheDocument();
    expect(screen.getByText('Recipients: All 2 Private Limited clients')).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: /Mehta Foods/ }));
    expect(screen.getByText('Recipients: 1 client selected')).toBeInTheDocument();

    await chooseType(user, 'Huf');
    await screen.findByRole('list', { name: 'Huf clients' });
    expect(screen.getByText('Recipients: All 1 Huf client')).toBeInTheDocument();
    await chooseType(user, 'Private Limited');
    const again = await screen.findByRole('list', { name: 'Private Limited clients' });
    expect(within(again).getByRole('checkbox', { name: /Mehta Foods/ })).not.toBeChecked();
    await user.click(within(again).getByRole('checkbox', { name: /Mehta Foods/ }));

    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), 'Audit');
    await user.type(screen.getByRole('textbox', { name: 'Message Body *' }), 'Books please');
    await user.click(sendButton());
    await screen.findByText('Message sent successfully!');
    expect(sends(calls)[0]!.body).toEqual({
      subject: 'Audit',
      body: 'Books please',
      target: { send_to_all: false, client_types: [{ type: 'private_limited', select_all: false, clients: [2] }] },
    });
  });

  it('says why when the server finds nobody to send to', async () => {
    const calls = messageServer([fakeClient(9, 'Silent Society', 'society', { is_active: false })]);
    const { user } = renderScreen(<MessagesPage />);
    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), 'Hello{Enter}');
    // Enter does not submit while Send Message is off (no body yet).
    expect(sends(calls)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Message Body *' }), 'Body');
    await user.click(sendButton());
    expect(await screen.findByText('None of the chosen clients has an active contact with an e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  it('says when the clients cannot be fetched', async () => {
    messageServer(clients(), [], { intercept: (r) => (r.url === '/api/clients/' ? { status: 500, data: {} } : undefined) });
    const { user } = renderScreen(<MessagesPage />);
    await chooseType(user, 'Private Limited');
    expect(await screen.findAllByText('Failed to fetch clients')).toHaveLength(2);
  });

  it('says when a send fails, keeping what was typed', async () => {
    const held = deferred<{ status: number; data: unknown }>();
    messageServer(clients(), [], { intercept: (r) => (r.method === 'POST' ? held.promise : undefined) });
    const { user } = renderScreen(<MessagesPage />);
    await user.type(screen.getByRole('textbox', { name: 'Subject *' }), 'Office closed');
    await user.type(screen.getByRole('textbox', { name: 'Message Body *' }), 'Monday');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.resolve({ status: 500, data: { success: false, message: 'Internal server error' } });
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject *' })).toHaveValue('Office closed');
  });

  it("lists sent messages with their counts and shows each recipient's status in the detail", async () => {
    const recipients = [
      recipientOf(1, 'sent'),
      recipientOf(2, 'failed', { email: 'bounce@client.test' }),
      recipientOf(3, 'queued', { reason: 'Connection timed out' }),
    ];
    const message = sentMessage(7, { subject: 'Advance tax', recipient_list: recipients, recipients: 3, sent: 1, failed: 1, queued: 1 });
    messageServer(clients(), [message]);
    const { user } = renderScreen(<MessagesPage />);
    const table = await screen.findByRole('table', { name: 'Sent Messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Subject', 'Sent On', 'Sender', 'Target', 'Recipients', 'Sent', 'Failed', 'Queued', 'Actions']);
    const row = (await within(table).findByText('Advance tax')).closest('tr')!;
    expect(within(row).getByText('Rohan Mehta')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View message Advance tax' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advance tax' });
    const lines = await within(dialog).findByRole('table', { name: 'Recipients' });
    const bounce = within(lines).getByText('bounce@client.test').closest('tr')!;
    expect(within(bounce).getByText('Failed')).toBeInTheDocument();
    expect(within(bounce).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(lines).getByText('Connection timed out (will retry)')).toBeInTheDocument();
    expect(within(dialog).getByText('3: 1 sent, 1 failed, 1 queued')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(dialog).queryByText('contact1@client.test')).not.toBeInTheDocument());
    expect(within(dialog).getByText('bounce@client.test')).toBeInTheDocument();
  });
});
