import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Editing after a refused save takes the alert away, as editing a field takes its error away. */
export function useRefusalClearedOnEdit<V extends FieldValues>(watch: UseFormWatch<V>, mutation: { isError: boolean; reset: () => void }) {
  const { reset, isError: refused } = mutation;
  useEffect(() => {
    if (!refused) return undefined;
    const subscription = watch((_values, { name }) => name && reset());
    return () => subscription.unsubscribe();
  }, [refused, watch, reset]);
}
