import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { InfoIcon } from './account-icons';
import { CheckIcon } from './icons';

/** A calm in-page message (success or information), announced politely when it appears. */
export function Notice({ tone = 'info', children, className }: { tone?: 'info' | 'success'; children: ReactNode; className?: string }) {
  const Icon = tone === 'success' ? CheckIcon : InfoIcon;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-[3px] border p-4 text-sm leading-relaxed text-ink-800',
        tone === 'success' ? 'border-sage-600/35 bg-sage-400/15' : 'border-brass-400/60 bg-brass-200/30',
        className,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', tone === 'success' ? 'text-sage-600' : 'text-brass-600')} />
      <div>{children}</div>
    </div>
  );
}
