import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { documentRequest, documentServer, uploadedFile } from '../testing/document-server';
import { ClientDocuments } from './client-documents';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe("the client's documents on My Projects", () => {
  it('shows each Project’s requests with their state and what is still owed', async () => {
    documentServer([
      documentRequest(1, { title: 'Form 16', note: 'Both parts' }),
      documentRequest(2, { title: 'Bank certificate', state: 'accepted', files: [uploadedFile(7, 'bank.pdf')] }),
    ]);
    renderScreen(<ClientDocuments />);
    const project = await screen.findByRole('region', { name: 'ITR FY 2025-26' });
    expect(screen.getByText('1 document is waiting on you.')).toBeInTheDocument();
    const form16 = within(project).getByRole('article', { name: 'Form 16' });
    expect(within(form16).getByText('Requested')).toBeInTheDocument();
    expect(within(form16).getByText('Both parts')).toBeInTheDocument();
    const bank = within(project).getByRole('article', { name: 'Bank certificate' });
    expect(within(bank).getByText('Accepted')).toBeInTheDocument();
    // Accepted is final: no upload, no replace.
    expect(within(bank).queryByRole('button', { name: /Upload files/ })).not.toBeInTheDocument();
    expect(within(bank).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
  });

  it('shows nothing while the firm has asked for nothing', async () => {
    const server = documentServer([]);
    renderScreen(<ClientDocuments />);
    expect(screen.getByRole('progressbar', { name: 'Loading documents' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents requested' })).not.toBeInTheDocument();
  });

  it('uploads several files with a comment and lists them', async () => {
    const server = documentServer([documentRequest(1, { title: 'Form 16' })]);
    const { user } = renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    const upload = within(card).getByRole('button', { name: 'Upload files for Form 16' });
    expect(upload).toBeDisabled();
    await user.upload(within(card).getByLabelText('Choose files for Form 16'), [pdf('part-a.pdf'), pdf('part-b.pdf')]);
    expect(within(within(card).getByRole('list', { name: 'Files to upload for Form 16' })).getAllByRole('listitem')).toHaveLength(2);
    await user.type(within(card).getByLabelText('Comment'), 'Both parts');
    await user.click(upload);
    const files = await within(card).findByRole('list', { name: 'Files of Form 16' });
    expect(within(files).getByText('part-a.pdf')).toBeInTheDocument();
    expect(within(files).getByText('part-b.pdf')).toBeInTheDocument();
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
    expect(server.uploads[0]!.get('comment')).toBe('Both parts');
    expect(within(card).queryByRole('list', { name: 'Files to upload for Form 16' })).not.toBeInTheDocument();
  });

  it('takes a dropped file', async () => {
    documentServer([documentRequest(1, { title: 'Form 16' })]);
    renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    fireEvent.drop(within(card).getByTestId('drop-Form 16'), { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(within(card).getByRole('list', { name: 'Files to upload for Form 16' })).toHaveTextContent('dropped.pdf');
  });

  it('names a file the server would refuse before sending it, in plain words', async () => {
    const server = documentServer([documentRequest(1, { title: 'Form 16' })]);
    renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    // The chooser's accept list hides such a file; a drop still brings it.
    fireEvent.drop(within(card).getByTestId('drop-Form 16'), { dataTransfer: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'setup.exe: Only PDF, PNG, JPEG, GIF, WebP, text, CSV and Microsoft Office files can be uploaded',
    );
    expect(within(card).getByRole('button', { name: 'Upload files for Form 16' })).toBeDisabled();
    expect(server.uploads).toHaveLength(0);
  });

  it('says in plain words why the server refused an upload', async () => {
    documentServer([documentRequest(1, { title: 'Form 16' })]);
    const { user } = renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    await user.upload(within(card).getByLabelText('Choose files for Form 16'), pdf('fake.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Upload files for Form 16' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('the file must be what its name says');
  });

  it('replaces a file sent back for changes, and shows why it was sent back', async () => {
    const server = documentServer([
      documentRequest(1, {
        title: 'Form 16',
        state: 'needs_changes',
        change_reason: 'Part B is missing',
        files: [uploadedFile(9, 'form16.pdf')],
      }),
    ]);
    const { user } = renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    expect(within(card).getByText('What needs to change: Part B is missing')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Replace form16.pdf' }));
    await user.upload(within(card).getByLabelText('Replacement file for Form 16'), pdf('form16-full.pdf'));
    const files = await within(card).findByRole('list', { name: 'Files of Form 16' });
    expect(await within(files).findByText('form16-full.pdf')).toBeInTheDocument();
    expect(within(files).queryByText('form16.pdf')).not.toBeInTheDocument();
    expect(server.uploads[0]!.get('replace_file_id')).toBe('9');
    expect(within(card).getByText('Uploaded')).toBeInTheDocument();
  });

  it('saves a comment alone', async () => {
    const server = documentServer([documentRequest(1, { title: 'Form 16' })]);
    const { user } = renderScreen(<ClientDocuments />);
    const card = await screen.findByRole('article', { name: 'Form 16' });
    await user.type(within(card).getByLabelText('Comment'), 'Coming on Monday');
    await user.click(within(card).getByRole('button', { name: 'Save comment for Form 16' }));
    expect(await screen.findByText('Comment saved')).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', body: { comment: 'Coming on Monday' } });
  });
});
