import { useId } from 'react';
import type { FieldIds } from './field-shell';

/** A control's id (the given one or a generated one) and the ids of its error and hint texts. */
export function useFieldIds(id?: string): { inputId: string; ids: FieldIds } {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, ids: { errorId: `${inputId}-error`, hintId: `${inputId}-hint` } };
}
