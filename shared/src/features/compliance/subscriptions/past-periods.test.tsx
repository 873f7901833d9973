import { screen, within } from '@testing-library/react';
import { enter, renderScreen } from '@firm/shared/ui/testing';
import type { SubscriptionRow } from '@firm/shared/domain/compliance';
import { complianceServer, gstr1 } from '../testing/compliance-server';
import { ClientCompliances } from './client-compliances';

// Subscribing from a past period: the admin is asked whether the periods already due open Projects (off by
// default), and marks a past period filed, with its ARN when known, without opening a Project.

const render = () => renderScreen(<ClientCompliances clientId={5} clientName="Rao Textiles" clientType="partnership_registered" />);

const running: SubscriptionRow = {
  id: 3,
  client_id: 5,
  client_name: 'Rao Textiles',
  compliance_id: 1,
  compliance_name: 'GSTR-1',
  from_period: '2026-03',
  from_label: 'Mar 2026',
  ended_on: null,
  opens_due_from: '2026-11-21',
  assignee_id: 9,
  assignee_name: 'Ravi Iyer',
  internal_offset_days: 3,
  fee_paise: 100_000,
  type_of_delivery: 'domestic',
};

describe('ClientCompliances: past periods', () => {
  it('asks whether to open the periods already due, and sends the answer', async () => {
    const calls = complianceServer([gstr1()]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a compliance for Rao Textiles' });
    const openPast = within(dialog).getByRole('checkbox', { name: 'Also open Projects for periods already due' });
    expect(openPast).not.toBeChecked();
    expect(within(dialog).getByText(/mark those periods filed instead/)).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Compliance'));
    await user.click(await screen.findByRole('option', { name: 'GSTR-1' }));
    await enter(user, within(dialog).getByLabelText('From period'), '2026-03');
    await user.click(within(dialog).getByLabelText('Assignee'));
    await user.click(await screen.findByRole('option', { name: 'Ravi Iyer' }));
    await enter(user, within(dialog).getByLabelText('Fee (₹)'), '1000');
    await user.click(openPast);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('GSTR-1: Subscription saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ from_period: '2026-03', open_past: true });
    // Opened from its first period: no "due from" limit is shown.
    expect(await screen.findByText('Mar 2026')).toBeInTheDocument();
  });

  it('marks a past period filed with its ARN, and checks the period and date before sending', async () => {
    const calls = complianceServer([gstr1()], { subscriptions: [running] });
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Compliances of Rao Textiles' });
    expect(await within(table).findByText('Mar 2026 (due from 21 Nov 2026)')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Mark a period of GSTR-1 filed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark a period of GSTR-1 filed' });
    expect(within(dialog).getByText('A month, e.g. 2026-10')).toBeInTheDocument();

    await enter(user, within(dialog).getByLabelText('Period'), 'September');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Filed' }));
    expect(await within(dialog).findByText(/^Period must be a month/)).toBeInTheDocument();
    expect(within(dialog).getByText('Filing date must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Period'));
    await enter(user, within(dialog).getByLabelText('Period'), '2026-09');
    await enter(user, within(dialog).getByLabelText('Filing date'), '2026-10-10');
    await enter(user, within(dialog).getByLabelText('Acknowledgement number (optional)'), 'AA271026012345B');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Filed' }));
    expect(await screen.findByText('GSTR-1: Sep 2026 marked filed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/compliance-subscriptions/3/filed-periods',
      body: { period_key: '2026-09', filed_on: '2026-10-10', ack_number: 'AA271026012345B' },
    });
  });
});
