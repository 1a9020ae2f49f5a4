import { Trans } from '@lingui/react/macro';
import { CheckIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';

/** A face's caption in the studio's pickers (sample faces, aged portraits): its age, and 'Selected' on the chosen one. */
export function AgeCaption({ age, selected, className }: { age: number; selected: boolean; className?: string }) {
  return (
    <span className={cn('mt-2 flex items-center justify-between px-1 text-sm', className)}>
      <span className="font-semibold text-ink-800"><Trans>Age {age}</Trans></span>
      {selected && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-terracotta-700">
          <CheckIcon className="size-4" /> <Trans>Selected</Trans>
        </span>
      )}
    </span>
  );
}
