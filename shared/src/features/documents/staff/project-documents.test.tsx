import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { documentRequest, documentServer, uploadedFile } from '../testing/document-server';
import { ProjectDocuments } from './project-documents';

const form16 = documentRequest(1, {
  title: 'Form 16',
  state: 'uploaded',
  client_comment: 'Part A only',
  files: [uploadedFile(9, 'form16.pdf')],
});
const bank = documentRequest(2, { title: 'Bank certificate', required: false });

describe('the Documents tab of a Project', () => {
  it('lists each request with its state, the client’s comment and files, and whether the Project waits on the client', async () => {
    documentServer([form16, documentRequest(3, { title: 'Form 26AS' })]);
    renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
    expect(within(card).getByText('Part A only')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download form16.pdf' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Form 26AS' })).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('Waiting on client')).toBeInTheDocument();
  });

  it('asks for a document with the shared form’s words, then adds it to the list', async () => {
    const server = documentServer([]);
    const onChanged = jest.fn();
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={onChanged} />);
    expect(await screen.findByText('No documents requested yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request documents' }));
    const form = screen.getByRole('form', { name: 'Request documents' });
    await user.click(within(form).getByRole('button', { name: 'Request' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Document/), 'Form 16 for FY 2025-26');
    await user.type(within(form).getByLabelText(/Due date/), '2026-12-15');
    await user.click(within(form).getByLabelText('Required'));
    await user.click(within(form).getByRole('button', { name: 'Request' }));
    const card = await screen.findByRole('article', { name: 'Form 16 for FY 2025-26' });
    expect(within(card).getByText('Optional')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      requests: [{ title: 'Form 16 for FY 2025-26', note: '', required: false, due_date: '2026-12-15' }],
    });
    expect(onChanged).toHaveBeenCalled();
    // The form stays for the next one, its title cleared.
    expect(within(form).getByLabelText(/Document/)).toHaveValue('');
  });

  it('accepts an upload, after which it cannot be reviewed again', async () => {
    documentServer([form16]);
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    await user.click(within(card).getByRole('button', { name: 'Accept Form 16' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept Form 16' })).not.toBeInTheDocument();
  });

  it('sends an upload back with a reason, and refuses a blank one', async () => {
    const server = documentServer([form16]);
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    await user.click(within(card).getByRole('button', { name: 'Ask for changes on Form 16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes: Form 16' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/What needs to change/), 'Part B is missing');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for changes' }));
    expect(await within(card).findByText('Needs changes')).toBeInTheDocument();
    expect(within(card).getByText('Changes asked: Part B is missing')).toBeInTheDocument();
    expect(server.requests[0]!.change_reason).toBe('Part B is missing');
  });

  it('says in the domain’s words why a review was refused', async () => {
    documentServer([{ ...form16, state: 'uploaded' }]);
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    // Another member of staff accepted it meanwhile: the fake now holds it accepted.
    const { requests } = documentServer([{ ...form16, state: 'accepted' }]);
    expect(requests).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Accept Form 16' }));
    expect(await screen.findByText('This document has been accepted: it can no longer be changed')).toBeInTheDocument();
  });

  it('offers Delete only on a request nothing was uploaded to', () => {
    documentServer([form16, bank]);
    renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    return screen.findByRole('article', { name: 'Bank certificate' }).then((card) => {
      expect(within(card).getByRole('button', { name: 'Delete Bank certificate' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Form 16' })).not.toBeInTheDocument();
    });
  });

  it('edits a request’s title, note, required and due date, refusing a blank title, and offers no edit once accepted', async () => {
    const server = documentServer([bank, { ...form16, request_id: 4, title: 'PAN card', state: 'accepted' }]);
    const onChanged = jest.fn();
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={onChanged} />);
    const accepted = await screen.findByRole('article', { name: 'PAN card' });
    expect(within(accepted).queryByRole('button', { name: 'Edit PAN card' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Bank certificate' })).getByRole('button', { name: 'Edit Bank certificate' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit document request: Bank certificate' });
    await user.clear(within(dialog).getByLabelText(/Document/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Document/), 'Bank interest certificate');
    await user.type(within(dialog).getByLabelText(/Note for the client/), 'From every bank');
    await user.clear(within(dialog).getByLabelText(/Due date/));
    await user.type(within(dialog).getByLabelText(/Due date/), '2026-12-31');
    await user.click(within(dialog).getByLabelText('Optional'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const card = await screen.findByRole('article', { name: 'Bank interest certificate' });
    expect(within(card).getByText('From every bank')).toBeInTheDocument();
    expect(within(card).getByText('Required')).toBeInTheDocument();
    expect(within(card).getByText('Due date: 31 Dec 2026')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/document-requests/2',
      body: { title: 'Bank interest certificate', note: 'From every bank', required: true, due_date: '2026-12-31' },
    });
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the files the client replaced under the current one as earlier versions, each downloadable', async () => {
    // jsdom has no object URLs and does not follow a link's download.
    URL.createObjectURL = jest.fn(() => 'blob:earlier');
    URL.revokeObjectURL = jest.fn();
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = documentServer([
      {
        ...form16,
        files: [uploadedFile(10, 'form16-v2.pdf')],
        earlier_files: [{ ...uploadedFile(9, 'form16.pdf'), replaced_at: '2026-11-22T05:30:00.000Z' }],
      },
      bank,
    ]);
    const { user } = renderScreen(<ProjectDocuments taskId={5} onChanged={jest.fn()} />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    expect(within(within(card).getByRole('list', { name: 'Files of Form 16' })).getByText('form16-v2.pdf')).toBeInTheDocument();
    const earlier = within(card).getByRole('list', { name: 'Earlier versions of Form 16' });
    expect(within(earlier).getByText('form16.pdf')).toBeInTheDocument();
    expect(within(earlier).getByText(/replaced 22 Nov 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bank certificate' })).queryByText('Earlier versions')).not.toBeInTheDocument();

    await user.click(within(earlier).getByRole('button', { name: 'Download form16.pdf' }));
    expect(server.calls.find((c) => c.method === 'GET' && c.url.includes('/files/'))!.url).toBe('/api/document-requests/1/files/9');
    expect(saved).toHaveBeenCalled();
    saved.mockRestore();
  });
});
