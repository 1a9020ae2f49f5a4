import { USER_ROLES, type UserRole } from '@wallart/shared';
import type { ComponentProps, ReactNode } from 'react';
import { controlClasses } from '../../../components/ui/field-styles';
import { FormField } from '../../../components/ui/form-field';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

const ROLE_LABELS: Record<UserRole, string> = { user: 'User', admin: 'Admin' };

export interface RoleSelectProps extends ComponentProps<'select'> {
  label?: string;
  error?: string;
  hint?: ReactNode;
  /** An extra first option (the list filter's 'All roles'). */
  allLabel?: string;
}

/** The role as a native select in a FormField (docs/product/admin.md#users: user or admin), with readable labels. */
export function RoleSelect({ label = 'Role', error, hint, allLabel, id, className, 'aria-describedby': extra, ...select }: RoleSelectProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} describedBy={extra} className={className}>
      {(control) => (
        <div className="relative">
          <select {...control} {...select} className={cn(controlClasses({ invalid: Boolean(error) }), 'appearance-none pr-10')}>
            {allLabel !== undefined && <option value="">{allLabel}</option>}
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
        </div>
      )}
    </FormField>
  );
}
