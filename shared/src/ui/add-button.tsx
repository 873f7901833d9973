import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

export type AddButtonProps = { children: ReactNode; onClick: () => void };

/** A list screen's main action, beside its title: opens the dialog that adds a row (Add Client, Add Office). */
export function AddButton({ children, onClick }: AddButtonProps) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {children}
    </Button>
  );
}
