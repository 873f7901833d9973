import { screen, waitFor, within } from '@testing-library/react';
import { expectFailedLoad, renderScreen } from '@firm/shared/ui/testing';
import { mockApi } from '@firm/shared/runtime/testing';
import { masterListServer } from './testing/master-list-server';
import { ServiceCategoriesPage } from './service-categories-page';

const categories = [
  {
    service_category_id: 1,
    name: 'Statutory Audit',
    description: 'Audit under the Companies Act',
    is_active: true,
    cgst: 9,
    sgst: 9,
    igst: 18,
    created_at: '2026-04-01T06:00:00Z',
  },
  {
    service_category_id: 2,
    name: 'Tax Planning',
    description: 'Advisory',
    is_active: false,
    cgst: 2.5,
    sgst: 2.5,
    igst: 5,
    created_at: null,
  },
];
const list = masterListServer('service_categories', categories, (c) => [c.name, c.description], { name: (c) => c.name });

describe('Service Categories page', () => {
  it('lists categories with their rates and filters by status', async () => {
    mockApi(list);
    const { user } = renderScreen(<ServiceCategoriesPage />);
    expect(await screen.findByText('Statutory Audit')).toBeInTheDocument();
    expect(screen.getAllByText('9%')).toHaveLength(2);
    expect(screen.getAllByText('2.5%')).toHaveLength(2);
    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(screen.queryByText('Statutory Audit')).not.toBeInTheDocument());
    expect(screen.getByText('Tax Planning')).toBeInTheDocument();
  });

  it('shows the fetch error with Try Again', async () => {
    await expectFailedLoad(<ServiceCategoriesPage />, { message: 'Failed to fetch service categories', retry: 'Try Again' });
  });

  it('starts a new service at active, 9, 9, 18 and checks every field', async () => {
    const calls = mockApi((req) =>
      req.method === 'POST' ? { status: 201, data: { success: true, data: { ...categories[0], service_category_id: 3 } } } : list(req),
    );
    const { user } = renderScreen(<ServiceCategoriesPage />);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('CGST (%)')).toHaveValue(9);
    expect(within(dialog).getByLabelText('SGST (%)')).toHaveValue(9);
    expect(within(dialog).getByLabelText('IGST (%)')).toHaveValue(18);
    await user.clear(within(dialog).getByLabelText('CGST (%)'));
    await user.type(within(dialog).getByLabelText('CGST (%)'), '101');
    await user.clear(within(dialog).getByLabelText('IGST (%)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByText('Service name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('CGST must be between 0 and 100')).toBeInTheDocument();
    expect(within(dialog).getByText('IGST must be between 0 and 100')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Service Name/), 'GST Returns');
    await user.type(within(dialog).getByLabelText(/Description/), 'Monthly returns');
    await user.clear(within(dialog).getByLabelText('CGST (%)'));
    await user.type(within(dialog).getByLabelText('CGST (%)'), '9');
    await user.type(within(dialog).getByLabelText('IGST (%)'), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'GST Returns',
      description: 'Monthly returns',
      is_active: true,
      cgst: 9,
      sgst: 9,
      igst: 18,
      gst_treatment: 'taxable',
    });
  });

  it('marks a 0 % category nil-rated, after a taxable one at 0 % is refused', async () => {
    const calls = mockApi((req) => (req.method === 'PUT' ? { status: 200, data: { success: true, data: categories[1] } } : list(req)));
    const { user } = renderScreen(<ServiceCategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Tax Planning' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Charged at its GST rate: CGST and SGST are each half of IGST.')).toBeInTheDocument();
    for (const label of ['CGST (%)', 'SGST (%)', 'IGST (%)']) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), '0');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('A taxable category needs a rate above 0%: mark a 0% category nil-rated or exempt'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('GST Treatment'));
    await user.click(screen.getByRole('option', { name: 'Nil-rated (0 %)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ cgst: 0, sgst: 0, igst: 0, gst_treatment: 'nil_rated' });
  });

  it('shows a failed update inside the edit dialog', async () => {
    mockApi((req) => (req.method === 'PUT' ? { status: 500, data: { success: false, message: 'x' } } : list(req)));
    const { user } = renderScreen(<ServiceCategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Statutory Audit' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/Service Name/)).toHaveValue('Statutory Audit');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to update service category')).toBeInTheDocument();
  });
});
