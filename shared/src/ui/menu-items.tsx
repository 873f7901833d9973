import type { ReactNode } from 'react';
import { MenuItem } from '@mui/material';

/**
 * A select's choices over a fixed list of values, each shown by its label: the label table of the
 * domain (`CLIENT_TYPE_LABELS`) or a function of the value.
 */
export function labelledMenuItems<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, ReactNode>> | ((value: T) => ReactNode),
) {
  const labelOf = typeof labels === 'function' ? labels : (value: T) => labels[value];
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labelOf(value)}
    </MenuItem>
  ));
}

export type MenuChoice = { value: string; label: ReactNode };

/** A select's choices given as value and label. */
export function choiceMenuItems(choices: readonly MenuChoice[]) {
  return choices.map((choice) => (
    <MenuItem key={choice.value} value={choice.value}>
      {choice.label}
    </MenuItem>
  ));
}
