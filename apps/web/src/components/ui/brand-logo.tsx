import { cn } from '../../lib/cn';

/** The studio's mark: a brass frame holding a terracotta arch and a pale moon. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('shrink-0', className)} aria-hidden="true" focusable="false">
      <rect x="6" y="4" width="28" height="32" rx="1.5" fill="none" stroke="var(--color-brass-400)" strokeWidth="2.25" />
      <path d="M12 31V20a8 8 0 0 1 16 0v11z" fill="var(--color-terracotta-500)" />
      <circle cx="25.5" cy="12.5" r="3" fill="currentColor" />
    </svg>
  );
}

export interface BrandLogoProps {
  tone?: 'ink' | 'paper';
  className?: string;
}

/** Mark and wordmark. The visible text doubles as the accessible name of an enclosing link. */
export function BrandLogo({ tone = 'ink', className }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', tone === 'ink' ? 'text-ink-900' : 'text-paper-50', className)}>
      <BrandMark className="size-9" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.35rem] font-semibold tracking-tight">WallArt</span>
        <span className={cn('mt-0.5 text-[0.62rem] font-semibold tracking-[0.34em] uppercase', tone === 'ink' ? 'text-terracotta-700' : 'text-brass-300')}>
          Studio
        </span>
      </span>
    </span>
  );
}
