/** What a screen hands a search picker of its own kind (a client, an invoice): the choice, its change, its error. */
export type PickerProps<T> = {
  value: T | null;
  onChange: (next: T | null) => void;
  error?: string;
  disabled?: boolean;
};
