import { useLingui } from '@lingui/react/macro';
import { checkPassword } from '@wallart/shared';
import { cn } from '../../lib/cn';
import { useSharedText } from '../../lib/shared-text';
import { CircleIcon } from './account-icons';
import { CheckIcon } from './icons';

/**
 * The live password requirements list (docs/product/accounts.md#password-recovery sign-up and new password; docs/product/accounts.md#password-recovery rules, 8
 * characters per docs/architecture.md#passwords-of-8-characters-everywhere). Each item says in words whether it is met, not by colour alone.
 */
export function PasswordChecklist({ password, id, className }: { password: string; id?: string; className?: string }) {
  const { t } = useLingui();
  const ts = useSharedText();
  return (
    <ul id={id} aria-label={t`Password requirements`} className={cn('grid gap-1.5 text-xs sm:grid-cols-2', className)}>
      {checkPassword(password).map((rule) => (
        <li key={rule.id} className={cn('flex items-start gap-1.5', rule.met ? 'text-sage-600' : 'text-ink-600')}>
          {rule.met ? <CheckIcon className="mt-px size-3.5 shrink-0" /> : <CircleIcon className="mt-px size-3.5 shrink-0" />}
          <span>
            {ts(rule.label)}
            <span className="sr-only"> {rule.met ? t`(met)` : t`(not met)`}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
