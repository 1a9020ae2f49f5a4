import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from './icons';

export interface AlertProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** An error box, announced to screen readers when it appears. */
export function Alert({ title, children, className }: AlertProps) {
  return (
    <div role="alert" className={cn('flex gap-3 rounded-[3px] border border-danger-700/25 bg-danger-50 p-4 text-ink-900', className)}>
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger-700" />
      <div className="text-sm leading-relaxed">
        <p className="font-semibold text-danger-700">{title}</p>
        {children && <div className="mt-1 text-ink-700">{children}</div>}
      </div>
    </div>
  );
}
