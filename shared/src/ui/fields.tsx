import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LIMITS } from '../domain/validation/validation';
import { digitsOnly, sanitizePersonName } from './input-filters';

type FilteredFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A person's name: other characters never reach the value. */
export function NameField({ value, onValueChange, slotProps, ...props }: FilteredFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(sanitizePersonName(event.target.value))}
      slotProps={{ ...slotProps, htmlInput: { maxLength: LIMITS.nameMax, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

export type DigitsFieldProps = FilteredFieldProps & { maxDigits: number };

/** Phones (10), PIN codes and SAC codes (6): digits only, cut to the length. */
export function DigitsField({ value, onValueChange, maxDigits, slotProps, ...props }: DigitsFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(digitsOnly(event.target.value, maxDigits))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', maxLength: maxDigits, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

export function PhoneField(props: Omit<DigitsFieldProps, 'maxDigits'>) {
  return <DigitsField type="tel" {...props} maxDigits={LIMITS.phoneDigits} />;
}

export type ReadOnlyFieldProps = { label: string; value: string; helperText?: string };

/**
 * A value the form shows but the user cannot change (an admin's firm name and address): filled in,
 * on a grey ground, with a lock and no editing cursor, so it does not pass for an empty input to fill.
 */
export function ReadOnlyField({ label, value, helperText }: ReadOnlyFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      placeholder={value}
      fullWidth
      helperText={helperText}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <LockOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        '& .MuiInputBase-root': { bgcolor: 'action.hover', cursor: 'default' },
        '& .MuiInputBase-input': { cursor: 'default' },
        '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
      }}
    />
  );
}
