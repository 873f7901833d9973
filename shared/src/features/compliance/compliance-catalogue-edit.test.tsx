import { screen, within } from '@testing-library/react';
import { enter, renderScreen } from '@firm/shared/ui/testing';
import { complianceServer, gstr1 } from './testing/compliance-server';
import { ComplianceCataloguePage } from './compliance-catalogue-page';

// The catalogue shows what each compliance's Projects are billed as and whom it applies to, and the admin
// edits a standard compliance (its category, SAC code, lead time, client types) or adds the firm's own.

type User = ReturnType<typeof renderScreen>['user'];
async function choose(user: User, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ComplianceCataloguePage: adding and editing compliances', () => {
  it("shows each compliance's category, SAC code and client types", async () => {
    complianceServer([gstr1({ client_types: ['private_limited', 'limited_liability_partnership'] })]);
    renderScreen(<ComplianceCataloguePage />);
    const row = (await screen.findByText('GSTR-1')).closest('tr')!;
    expect(within(row).getByText('GST Filing')).toBeInTheDocument();
    expect(within(row).getByText('SAC 998231')).toBeInTheDocument();
    expect(within(row).getByText('Private Limited, LLP')).toBeInTheDocument();
  });

  it('edits the SAC code, category, lead time and client types of a compliance', async () => {
    const calls = complianceServer([gstr1({ subscriptions: 2 })]);
    const { user } = renderScreen(<ComplianceCataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit GSTR-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit GSTR-1' });
    expect(within(dialog).getByLabelText('Code')).toBeDisabled();
    // Clients subscribe to it: its frequency stays.
    expect(within(dialog).getByText('Clients subscribe to it: the frequency stays')).toBeInTheDocument();

    await choose(user, dialog, 'Service category', 'Taxation Services');
    await choose(user, dialog, 'SAC code', '998232 – Individual tax preparation and planning services');
    await user.clear(within(dialog).getByLabelText('Open the Project (days before the due date)'));
    await enter(user, within(dialog).getByLabelText('Open the Project (days before the due date)'), '20');
    await user.click(within(dialog).getByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByRole('option', { name: 'Individual' }));
    await user.click(await screen.findByRole('option', { name: 'HUF' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('GSTR-1: Compliance updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/compliances/1')!.body).toMatchObject({
      service_category_id: 2,
      sac_code_id: 2,
      open_days_before: 20,
      client_types: ['individual', 'huf'],
      frequency: 'monthly',
    });
    const row = (await screen.findByText('GSTR-1')).closest('tr')!;
    expect(await within(row).findByText('SAC 998232')).toBeInTheDocument();
    expect(within(row).getByText('Taxation Services')).toBeInTheDocument();
  });

  it("adds the firm's own compliance, and refuses a form missing its due day and SAC code before sending", async () => {
    const calls = complianceServer([gstr1()]);
    const { user } = renderScreen(<ComplianceCataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Add compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a compliance' });
    await enter(user, within(dialog).getByLabelText('Code'), 'pt-mh');
    await enter(user, within(dialog).getByLabelText('Name'), 'Professional tax (Maharashtra)');
    await choose(user, dialog, 'Authority', 'Other');
    await choose(user, dialog, 'Frequency', 'Monthly');
    await choose(user, dialog, 'Service category', 'Taxation Services');
    await user.click(within(dialog).getByRole('button', { name: 'Add Compliance' }));
    expect(await within(dialog).findByText('Due day must be a whole number from 1 to 365')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a SAC code')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await enter(user, within(dialog).getByLabelText('Due day'), '30');
    await choose(user, dialog, 'SAC code', '998231 – Corporate tax consulting and preparation services');
    await user.click(within(dialog).getByRole('button', { name: 'Add Compliance' }));
    expect(await screen.findByText('Professional tax (Maharashtra): Compliance created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/compliances')!.body).toEqual({
      code: 'PT-MH',
      name: 'Professional tax (Maharashtra)',
      authority: 'other',
      frequency: 'monthly',
      rule: 'standard',
      months_after: 1,
      due_day: 30,
      client_types: [],
      service_category_id: 2,
      sac_code_id: 1,
      ack_required: true,
      open_days_before: 15,
      is_active: true,
    });
    expect(await screen.findByText('Professional tax (Maharashtra)')).toBeInTheDocument();
  });
});
