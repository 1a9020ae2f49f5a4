import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { labelClasses } from './field-styles';
import { AlertIcon } from './icons';

/** What a FormField hands its control: the id its label points at and the attributes that tie the texts to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  /** Shown at the end of the label's line, e.g. a character count. */
  labelAside?: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control's id; generated when not given. */
  id?: string;
  /** More ids the control is described by, e.g. a live checklist or a form's one message. */
  describedBy?: string;
  /** Classes of the wrapper (label + control + texts). */
  className?: string;
  /** Renders the control, spreading the given props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one form field (decision 015): label above, the control, then hint and error below. The
 * control gets `aria-invalid` while there is an error and `aria-describedby` naming the error and
 * hint shown (and any extra ids), so a screen reader reads the message with the field.
 */
export function FormField({ label, labelNote, labelAside, error, hint, id, describedBy, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined,
  };
  const labelled = (
    <label htmlFor={controlId} className={labelClasses}>
      {label}
      {labelNote && <span className="ml-1.5 font-normal text-ink-500">{labelNote}</span>}
    </label>
  );
  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelled}
          {labelAside}
        </div>
      ) : (
        labelled
      )}
      {children(control)}
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs leading-relaxed text-ink-600">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's error line; FormField shows it, and a control without a label above (the profile picture) uses it alone. */
export function FieldError({ id, message, className }: { id: string; message: string; className?: string }) {
  return (
    <p id={id} className={cn('mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700', className)}>
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
