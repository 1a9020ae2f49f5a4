import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Says plainly that a screen's tools are not available yet, instead of showing controls that
 * would do nothing.
 */
export function PendingNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('flex items-start gap-3 border-l-2 border-brass-400 bg-paper-50/70 py-3 pr-4 pl-4 text-sm leading-relaxed text-ink-600', className)}>
      {children}
    </p>
  );
}
