import type { ComponentProps, ReactNode } from 'react';
import { controlClasses } from './field-styles';
import { FormField } from './form-field';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  labelNote?: string;
  error?: string;
  hint?: ReactNode;
  /** Classes of the wrapper (label + control + texts). */
  className?: string;
  inputClassName?: string;
}

/** A labelled text input in a FormField. A given aria-invalid (a message shown elsewhere) wins over the field's own. */
export function TextField({ label, labelNote, error, hint, id, className, inputClassName, readOnly, 'aria-describedby': extra, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} error={error} hint={hint} describedBy={extra} className={className}>
      {(control) => (
        <input {...control} readOnly={readOnly} {...input} className={controlClasses({ invalid: Boolean(error), readOnly, className: inputClassName })} />
      )}
    </FormField>
  );
}
