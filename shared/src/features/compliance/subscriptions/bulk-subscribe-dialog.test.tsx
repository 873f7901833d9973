import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { complianceServer, gstr1 } from '../testing/compliance-server';
import { BulkSubscribeDialog } from './bulk-subscribe-dialog';

// Every active client of a type takes a compliance in one go; the server says how many.

describe('BulkSubscribeDialog', () => {
  it('subscribes the clients of a type on the same terms and says how many were subscribed or already were', async () => {
    const calls = complianceServer([gstr1()]);
    const onClose = jest.fn();
    const { user } = renderScreen(<BulkSubscribeDialog compliance={gstr1()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe clients to GSTR-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Clients' }));
    expect(within(dialog).getByText('Choose a client type')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Client type'));
    await user.click(await screen.findByRole('option', { name: 'Private Limited' }));
    await user.type(within(dialog).getByLabelText('From period'), '2026-11');
    await user.click(within(dialog).getByLabelText('Assignee'));
    await user.click(await screen.findByRole('option', { name: 'Priya Nair' }));
    await user.type(within(dialog).getByLabelText('Fee (₹)'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe Clients' }));
    expect(await screen.findByText('GSTR-1: 3 clients subscribed (1 already subscribed)')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      compliance_id: 1,
      from_period: '2026-11',
      assignee_id: 7,
      internal_offset_days: 3,
      fee_paise: 200_000,
      type_of_delivery: 'domestic',
      open_past: false,
      client_type: 'private_limited',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
