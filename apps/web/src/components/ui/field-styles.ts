import { cn } from '../../lib/cn';

/** The look of every text-like control (input, select), so forms read as one family. */
export function controlClasses(options: { invalid?: boolean; readOnly?: boolean; className?: string } = {}): string {
  return cn(
    'block h-12 w-full rounded-[3px] border bg-paper-50 px-3.5 text-base text-ink-900 transition-colors sm:text-sm',
    'placeholder:text-ink-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    // aria-invalid also marks fields whose message is shown elsewhere (sign-in's one form-level message).
    options.invalid ? 'border-danger-700' : 'border-ink-900/20 hover:border-ink-900/45 aria-[invalid=true]:border-danger-700',
    options.readOnly && 'border-transparent bg-paper-200/60 hover:border-transparent',
    options.className,
  );
}

export const labelClasses = 'mb-1.5 block text-sm font-semibold text-ink-800';
