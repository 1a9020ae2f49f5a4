import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface SectionHeadingProps {
  id: string;
  index: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'ink' | 'paper';
}

/** A numbered section heading, like the room labels of a gallery. */
export function SectionHeading({ id, index, eyebrow, title, children, tone = 'ink' }: SectionHeadingProps) {
  const dark = tone === 'paper';
  return (
    <div className="max-w-2xl">
      <p className={cn('eyebrow flex items-center gap-3', dark ? 'text-brass-300' : 'text-terracotta-700')}>
        <span className="font-display text-sm tracking-normal normal-case italic">{index}</span>
        <span aria-hidden="true" className={cn('h-px w-8', dark ? 'bg-brass-300/60' : 'bg-terracotta-600/50')} />
        {eyebrow}
      </p>
      <h2 id={id} className={cn('mt-4 text-4xl leading-[1.08] font-medium tracking-tight sm:text-5xl', dark ? 'text-paper-50' : 'text-ink-900')}>
        {title}
      </h2>
      {children && <div className={cn('mt-5 text-lg leading-relaxed', dark ? 'text-paper-200' : 'text-ink-600')}>{children}</div>}
    </div>
  );
}
