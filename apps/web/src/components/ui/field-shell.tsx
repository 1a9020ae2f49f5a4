import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from './icons';
import { labelClasses } from './field-styles';

export interface FieldIds {
  errorId: string;
  hintId: string;
}

/** The ids a control lists in aria-describedby: its error and hint, when shown, plus any extra. */
export function describedBy(ids: FieldIds, error: string | undefined, hint: ReactNode, extra?: string): string | undefined {
  return [error ? ids.errorId : null, hint ? ids.hintId : null, extra].filter(Boolean).join(' ') || undefined;
}

export interface FieldShellProps {
  inputId: string;
  ids: FieldIds;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below; the control points at both with aria-describedby. */
export function FieldShell({ inputId, ids, label, labelNote, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
        {labelNote && <span className="ml-1.5 font-normal text-ink-500">{labelNote}</span>}
      </label>
      {children}
      {hint && (
        <div id={ids.hintId} className="mt-1.5 text-xs leading-relaxed text-ink-600">
          {hint}
        </div>
      )}
      {error && <FieldError id={ids.errorId} message={error} />}
    </div>
  );
}

export function FieldError({ id, message, className }: { id: string; message: string; className?: string }) {
  return (
    <p id={id} className={cn('mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700', className)}>
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
