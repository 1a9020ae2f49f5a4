import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { USER_ROLES, type UserRole } from '@wallart/shared';
import type { ComponentProps, ReactNode } from 'react';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

const ROLE_LABELS: Record<UserRole, MessageDescriptor> = { user: msg`User`, admin: msg`Admin` };

export interface RoleSelectProps extends ComponentProps<'select'> {
  label?: string;
  error?: string;
  hint?: ReactNode;
  /** An extra first option (the list filter's 'All roles'). */
  allLabel?: string;
}

/** The role as a native select in a FormField (docs/product/admin.md#users: user or admin), with readable labels. */
export function RoleSelect({ label, error, hint, allLabel, id, className, 'aria-describedby': extra, ...select }: RoleSelectProps) {
  const { t, i18n } = useLingui();
  return (
    <FormField id={id} label={label ?? t`Role`} error={error} hint={hint} describedBy={extra} className={className}>
      {(control) => (
        <div className="relative">
          <select {...control} {...select} className={cn(controlClasses({ invalid: Boolean(error) }), 'appearance-none pr-10')}>
            {allLabel !== undefined && <option value="">{allLabel}</option>}
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {i18n._(ROLE_LABELS[role])}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
        </div>
      )}
    </FormField>
  );
}
