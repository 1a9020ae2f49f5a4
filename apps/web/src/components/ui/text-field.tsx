import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldShell } from './field-shell';
import { controlClasses } from './field-styles';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  labelNote?: string;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (label + control + texts). */
  className?: string;
  inputClassName?: string;
}

/** A labelled text input; its error and hint are tied to it with aria-describedby. */
export function TextField({ label, labelNote, error, hint, id, className, inputClassName, readOnly, ...input }: TextFieldProps) {
  const { inputId, ids } = useFieldIds(id);
  return (
    <FieldShell inputId={inputId} ids={ids} label={label} labelNote={labelNote} error={error} hint={hint} className={className}>
      <input
        id={inputId}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        {...input}
        aria-describedby={describedBy(ids, error, hint, input['aria-describedby'])}
        className={controlClasses({ invalid: Boolean(error), readOnly, className: inputClassName })}
      />
    </FieldShell>
  );
}
