import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import { FormDialog } from './form-dialog';
import { DigitsField, NameField, PhoneField } from './fields';

function Harness({ preventClose = false }: { preventClose?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <FormDialog
        open={open}
        title="Add SAC Code"
        onClose={() => setOpen(false)}
        preventClose={preventClose}
        actions={<Button type="submit">Save</Button>}
      >
        body
      </FormDialog>
      {open ? null : <p>closed</p>}
    </ThemeProvider>
  );
}

describe('FormDialog', () => {
  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('stays open on an outside click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('closed')).not.toBeInTheDocument();
  });

  it('cannot be closed while saving', async () => {
    const user = userEvent.setup();
    render(<Harness preventClose />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

function Fields() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  return (
    <>
      <NameField label="First Name" value={name} onValueChange={setName} />
      <PhoneField label="Phone" value={phone} onValueChange={setPhone} />
      <DigitsField label="PIN Code" value={pin} onValueChange={setPin} maxDigits={6} />
    </>
  );
}

describe('filtered fields', () => {
  it('blocks characters a name may not hold', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.type(screen.getByLabelText('First Name'), "D'Souza-1 Iyer@!");
    expect(screen.getByLabelText('First Name')).toHaveValue("D'Souza- Iyer");
  });

  it('keeps digits only and cuts a phone to 10 and a PIN code to 6', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.type(screen.getByLabelText('Phone'), '+91 98765-432101');
    expect(screen.getByLabelText('Phone')).toHaveValue('9198765432');
    await user.type(screen.getByLabelText('PIN Code'), '4000a012');
    expect(screen.getByLabelText('PIN Code')).toHaveValue('400001');
  });
});
