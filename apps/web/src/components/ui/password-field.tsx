import { useState, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldShell } from './field-shell';
import { controlClasses } from './field-styles';
import { EyeIcon, EyeOffIcon } from './account-icons';
import { useFieldIds } from './use-field-ids';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A password input with a show/hide toggle (SPEC §2 account screens). The toggle names what it will do. */
export function PasswordField({ label, error, hint, id, className, ...input }: PasswordFieldProps) {
  const { inputId, ids } = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell inputId={inputId} ids={ids} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          aria-describedby={describedBy(ids, error, hint, input['aria-describedby'])}
          className={controlClasses({ invalid: Boolean(error), className: 'pr-12' })}
        />
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-[3px] text-ink-600 hover:text-ink-900"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}
