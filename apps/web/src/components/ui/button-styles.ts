import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'ink' | 'outline' | 'outline-light' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-[3px] font-semibold tracking-[0.01em] whitespace-nowrap ' +
  'transition-colors duration-200 ease-(--ease-gallery) disabled:pointer-events-none disabled:opacity-55 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-terracotta-600 text-paper-50 hover:bg-terracotta-700 focus-visible:outline-terracotta-500',
  ink: 'bg-ink-900 text-paper-50 hover:bg-ink-700 focus-visible:outline-terracotta-500',
  outline: 'border border-ink-900/25 text-ink-900 hover:border-ink-900 hover:bg-ink-900/[0.03]',
  'outline-light': 'border border-paper-50/35 text-paper-50 hover:border-paper-50 hover:bg-paper-50/10 focus-visible:outline-brass-300',
  ghost: 'text-ink-800 hover:bg-ink-900/[0.06]',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}
