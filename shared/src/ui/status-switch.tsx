import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';

export type StatusToggleState = {
  checked: boolean;
  updating: boolean;
  error: string | null;
  handleToggle: (next: boolean) => Promise<void>;
};

/**
 * A status that changes the moment it is switched and goes back if the server refuses
 * (spec 01 §4). `toggle` does the call; `failureMessage` is what the user reads on a refusal.
 */
export function useStatusToggle(
  initial: boolean,
  toggle: (next: boolean) => Promise<unknown>,
  failureMessage: string,
  onDone?: (next: boolean) => void,
): StatusToggleState {
  const [checked, setChecked] = useState(initial);
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleToggle = async (next: boolean) => {
    const previous = checked;
    setChecked(next);
    setUpdating(true);
    setError(null);
    try {
      await toggle(next);
      onDone?.(next);
    } catch {
      setChecked(previous);
      setError(failureMessage);
    } finally {
      setUpdating(false);
    }
  };
  return { checked, updating, error, handleToggle };
}

export type StatusSwitchProps = { checked: boolean; updating: boolean; onToggle: (next: boolean) => void; disabled?: boolean };

export function StatusSwitch({ checked, updating, onToggle, disabled = false }: StatusSwitchProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled || updating}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': 'Account status' } }}
          color="success"
        />
      }
      label={updating ? 'Updating...' : checked ? 'Active' : 'Inactive'}
    />
  );
}
