import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageTitleProps {
  /** The screen's title as the spec names it; rendered as the page's one h1. */
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  className?: string;
}

export function PageTitle({ title, eyebrow, description, className }: PageTitleProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      {eyebrow && <p className="eyebrow mb-3 text-terracotta-700">{eyebrow}</p>}
      <h1 className="text-4xl leading-[1.05] font-medium tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
      {description && <div className="mt-4 text-base leading-relaxed text-ink-600 sm:text-lg">{description}</div>}
    </div>
  );
}
