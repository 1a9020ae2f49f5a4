import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './account-icons';
import { controlClasses } from './field-styles';
import { FormField } from './form-field';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A password input in a FormField, with a show/hide toggle (docs/product/accounts.md#password-rules account screens). The toggle names what it will do. */
export function PasswordField({ label, error, hint, id, className, 'aria-describedby': extra, ...input }: PasswordFieldProps) {
  const { t, i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  // 'Show password': lower case in the sentence, except German, whose nouns keep their capital.
  const field = i18n.locale === 'de' ? label : label.toLowerCase();
  return (
    <FormField id={id} label={label} error={error} hint={hint} describedBy={extra} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            {...input}
            className={controlClasses({ invalid: Boolean(error), className: 'pr-12' })}
          />
          <button
            type="button"
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-[3px] text-ink-600 hover:text-ink-900"
          >
            {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        </div>
      )}
    </FormField>
  );
}
