import { useState } from 'react';
import { TextField } from '@mui/material';

export type ReportDateFieldProps = {
  type: 'date' | 'month';
  label: string;
  /** The value in the URL (or the one the server chose). */
  value: string;
  /** What the server takes; '' is passed on only when `valid('')` says so. */
  valid: (value: string) => boolean;
  onCommit: (value: string) => void;
  min: string;
  max: string;
};

/**
 * A day or month box whose value reaches the URL only when the server would take it. While one types a year a
 * browser's picker passes partial ones ('0002-10', '0020-10'…): sent, the server would refuse them and the report
 * would fall back to its plain view under the user's fingers. The box keeps what is typed until it is whole, and
 * follows the URL when that changes (back, a reset).
 */
export function ReportDateField({ type, label, value, valid, onCommit, min, max }: ReportDateFieldProps) {
  const [draft, setDraft] = useState({ of: value, text: value });
  const shown = draft.of === value ? draft.text : value;
  return (
    <TextField
      type={type}
      size="small"
      label={label}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setDraft({ of: value, text });
        if (valid(text)) onCommit(text);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
