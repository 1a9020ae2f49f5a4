import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './field-styles';
import { FormField } from './form-field';
import { ChevronDownIcon } from './icons';

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  labelNote?: string;
  options: readonly string[];
  /** What a person reads for an option (its translation); the option's value stays as it is. */
  optionLabel?: (option: string) => string;
  /** The empty first option, e.g. 'Select a country'. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Shown as plain text-like control that cannot change (profile before Edit Profile). */
  readOnly?: boolean;
}

/** A labelled native select in a FormField: native for keyboard, screen readers and mobile pickers alike. */
export function SelectField({ label, labelNote, options, optionLabel, placeholder, error, hint, id, className, readOnly, disabled, 'aria-describedby': extra, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} labelNote={labelNote} error={error} hint={hint} describedBy={extra} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            // A select has no readOnly; disabled keeps it out of the way, and the styles say why.
            disabled={disabled ?? readOnly}
            {...select}
            className={cn(controlClasses({ invalid: Boolean(error), readOnly }), 'appearance-none pr-10', readOnly && 'disabled:opacity-100')}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel ? optionLabel(option) : option}
              </option>
            ))}
          </select>
          {!readOnly && (
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
          )}
        </div>
      )}
    </FormField>
  );
}
