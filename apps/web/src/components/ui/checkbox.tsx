import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
}

/** A native checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label htmlFor={inputId} className={cn('inline-flex cursor-pointer items-center gap-2.5 text-sm text-ink-800 select-none', className)}>
      <input id={inputId} type="checkbox" className="size-4.5 cursor-pointer rounded-[2px] accent-terracotta-600" {...input} />
      {label}
    </label>
  );
}
