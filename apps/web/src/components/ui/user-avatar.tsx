import { cn } from '../../lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The user's picture, or their initials on a terracotta disc. Decorative: the control is labelled. */
export function UserAvatar({ name, picture, className }: { name: string; picture?: string; className?: string }) {
  return picture ? (
    <img src={picture} alt="" className={cn('size-9 rounded-full object-cover ring-1 ring-ink-900/10', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('flex size-9 items-center justify-center rounded-full bg-terracotta-600 text-xs font-bold tracking-wide text-paper-50', className)}
    >
      {initials(name)}
    </span>
  );
}
