import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { complianceServer, gstr1 } from '../testing/compliance-server';
import type { SubscriptionRow } from '@firm/shared/domain/compliance';
import { ClientCompliances } from './client-compliances';

// On the client's page the admin subscribes the client to a compliance with its terms, sees it
// listed, and is told what the server refuses; only compliances that apply to the client's type are offered.

const render = () => renderScreen(<ClientCompliances clientId={5} clientName="Rao Textiles" clientType="partnership_registered" />);

async function choose(user: ReturnType<typeof render>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ClientCompliances', () => {
  it('subscribes the client to GSTR-1 from a month, with assignee, offset, fee and delivery, and lists it', async () => {
    const calls = complianceServer([
      gstr1(),
      gstr1({ id: 2, code: 'LLP11', name: 'LLP Form 11', frequency: 'yearly', client_types: ['limited_liability_partnership'] }),
    ]);
    const { user } = render();
    expect(await screen.findByText('The firm files no compliance for this client yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a compliance for Rao Textiles' });
    await user.click(within(dialog).getByLabelText('Compliance'));
    // LLP Form 11 applies to LLPs only.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['GSTR-1']);
    await user.click(screen.getByRole('option', { name: 'GSTR-1' }));
    await user.type(within(dialog).getByLabelText('From period'), '2026-10');
    await choose(user, 'Assignee', 'Ravi Iyer');
    await user.clear(within(dialog).getByLabelText('Internal due date (days before)'));
    await user.type(within(dialog).getByLabelText('Internal due date (days before)'), '4');
    await user.type(within(dialog).getByLabelText('Fee (₹)'), '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('GSTR-1: Subscription saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      client_id: 5,
      compliance_id: 1,
      from_period: '2026-10',
      assignee_id: 9,
      internal_offset_days: 4,
      fee_paise: 150_000,
      type_of_delivery: 'domestic',
      // Unless asked, the periods already due open nothing.
      open_past: false,
    });
    const table = await screen.findByRole('table', { name: 'Compliances of Rao Textiles' });
    expect(await within(table).findByText('Oct 2026 (due from 21 Nov 2026)')).toBeInTheDocument();
    expect(table).toHaveTextContent('4 days before');
    expect(table).toHaveTextContent('₹1,500.00');
  });

  it('checks the terms before sending and shows the server’s refusal under its field', async () => {
    const calls = complianceServer([gstr1()]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a compliance for Rao Textiles' });
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByText('Choose a compliance')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose who does the work')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await choose(user, 'Compliance', 'GSTR-1');
    await user.type(within(dialog).getByLabelText('From period'), 'FY2026-Q1');
    await choose(user, 'Assignee', 'Ravi Iyer');
    await user.type(within(dialog).getByLabelText('Fee (₹)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findAllByText("The period does not match the compliance's frequency")).not.toHaveLength(0);
  });

  it('offers no inactive compliance for a new subscription, nor a change or restart of one', async () => {
    const running: SubscriptionRow = {
      id: 3,
      client_id: 5,
      client_name: 'Rao Textiles',
      compliance_id: 2,
      compliance_name: 'GSTR-3B',
      from_period: '2026-04',
      from_label: 'Apr 2026',
      ended_on: null,
      opens_due_from: null,
      assignee_id: 9,
      assignee_name: 'Ravi Iyer',
      internal_offset_days: 3,
      fee_paise: 100_000,
      type_of_delivery: 'domestic',
    };
    complianceServer([gstr1(), gstr1({ id: 2, code: 'GSTR3B', name: 'GSTR-3B', is_active: false })], { subscriptions: [running] });
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Compliances of Rao Textiles' });
    expect(await within(table).findByText('Compliance inactive')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Change GSTR-3B' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'End GSTR-3B' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a compliance for Rao Textiles' });
    await user.click(within(dialog).getByLabelText('Compliance'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['GSTR-1']);
  });
});
