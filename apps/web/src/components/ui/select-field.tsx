import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, FieldShell } from './field-shell';
import { controlClasses } from './field-styles';
import { ChevronDownIcon } from './icons';
import { useFieldIds } from './use-field-ids';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  labelNote?: string;
  options: readonly string[];
  /** The empty first option, e.g. 'Select a country'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Shown as plain text-like control that cannot change (profile before Edit Profile). */
  readOnly?: boolean;
}

/** A labelled native select: native for keyboard, screen readers and mobile pickers alike. */
export function SelectField({ label, labelNote, options, placeholder, error, hint, id, className, readOnly, disabled, ...select }: SelectFieldProps) {
  const { inputId, ids } = useFieldIds(id);
  return (
    <FieldShell inputId={inputId} ids={ids} label={label} labelNote={labelNote} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          // A select has no readOnly; disabled keeps it out of the way, and the styles say why.
          disabled={disabled ?? readOnly}
          {...select}
          aria-describedby={describedBy(ids, error, hint, select['aria-describedby'])}
          className={cn(controlClasses({ invalid: Boolean(error), readOnly }), 'appearance-none pr-10', readOnly && 'disabled:opacity-100')}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {!readOnly && (
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
        )}
      </div>
    </FieldShell>
  );
}
