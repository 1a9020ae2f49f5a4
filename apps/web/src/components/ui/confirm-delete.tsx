import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface ConfirmDeleteProps {
  /** The question, e.g. 'Delete this wall for good?'. */
  question: string;
  /** The group's accessible name, e.g. 'Delete Hall?'. */
  label: string;
  /** The delete is running: both buttons are disabled and Delete says so. */
  pending: boolean;
  onKeep: () => void;
  onDelete: () => void;
  /** Where focus goes back when the customer keeps it (the control that asked). */
  returnFocus?: () => HTMLElement | null | undefined;
  /** 'dark' over a picture (the picker's artwork tiles), 'light' on the page or in a dialog. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The studio's delete confirmation (the picker's artwork, walls, designs): a question with Keep
 * and Delete. Keep takes focus when it appears, so Enter never deletes by accident; keeping gives
 * focus back to the control that asked.
 */
export function ConfirmDelete({ question, label, pending, onKeep, onDelete, returnFocus, tone = 'light', className }: ConfirmDeleteProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  const dark = tone === 'dark';
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-[2px] p-3 text-center',
        dark ? 'bg-ink-950/85' : 'border border-danger-700/30 bg-danger-50',
        className,
      )}
    >
      <p className={cn('text-sm font-semibold', dark ? 'text-paper-50' : 'text-ink-900')}>{question}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={dark ? 'outline-light' : 'outline'}
          ref={keepRef}
          disabled={pending}
          onClick={() => {
            returnFocus?.()?.focus();
            onKeep();
          }}
        >
          <Trans>Keep</Trans>
        </Button>
        <Button size="sm" className="bg-danger-700 hover:bg-danger-700/90" onClick={onDelete} disabled={pending}>
          {pending ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
        </Button>
      </div>
    </div>
  );
}
