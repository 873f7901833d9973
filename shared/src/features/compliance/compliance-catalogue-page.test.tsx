import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { complianceServer, gstr1 } from './testing/compliance-server';
import { ComplianceCataloguePage } from './compliance-catalogue-page';

// The admin edits a compliance's default document checklist in the catalogue: adds and removes
// documents, makes one optional, and a repeated title is refused before anything is sent.

describe('ComplianceCataloguePage document checklist', () => {
  it('adds a document, makes it optional, removes one, and saves the checklist', async () => {
    const calls = complianceServer([gstr1()]);
    const { user } = renderScreen(<ComplianceCataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the document checklist of GSTR-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document checklist of GSTR-1' });
    expect(within(dialog).getByLabelText(/Document 1/)).toHaveValue('Sales register');

    await user.click(within(dialog).getByRole('button', { name: 'Add a document' }));
    await user.type(within(dialog).getByLabelText(/Document 2/), 'sales register');
    await user.click(within(dialog).getByRole('button', { name: 'Save checklist' }));
    expect(await within(dialog).findByText('Each document of a checklist must have its own title')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Document 2/));
    await user.type(within(dialog).getByLabelText(/Document 2/), 'Credit notes issued');
    const switches = within(dialog).getAllByRole('switch');
    await user.click(switches[1]!);
    expect(within(dialog).getByText('Optional')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a document' }));
    await user.type(within(dialog).getByLabelText(/Document 3/), 'E-way bills');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Sales register' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save checklist' }));

    expect(await within(dialog).findByText('Document checklist saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/compliances/1/checklist')!.body).toEqual({
      items: [
        { title: 'Credit notes issued', required: false },
        { title: 'E-way bills', required: true },
      ],
    });
  });
});
