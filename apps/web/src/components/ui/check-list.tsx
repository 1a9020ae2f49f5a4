import { cn } from '../../lib/cn';
import { CheckIcon } from './icons';

/**
 * A list of what is included, each item behind a green tick (a plan's features, a service's
 * inclusions). `className` sets the list's spacing, columns and text.
 */
export function CheckList({ items, className, label }: { items: readonly string[]; className?: string; label?: string }) {
  return (
    <ul className={cn('text-sm text-ink-700', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-sage-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
