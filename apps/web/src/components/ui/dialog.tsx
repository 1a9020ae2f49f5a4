import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The control that opens the dialog. Without one, the dialog is opened from state. */
  trigger?: ReactNode;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a wider `max-w-*` for a dialog holding a gallery. */
  className?: string;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to the control that opened it, a `trigger` or whatever had focus when a
 * dialog opened from state appeared (Radix itself only knows its own trigger).
 */
export function Dialog({ open, onOpenChange, title, description, trigger, children, className }: DialogProps) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/55 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[3px] border border-paper-300 bg-paper-50 p-6 shadow-frame sm:p-8',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <RadixDialog.Title className="pr-10 font-display text-2xl text-ink-900">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-ink-600">{description}</RadixDialog.Description>}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close
            aria-label={t`Close`}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-900/[0.06] hover:text-ink-900"
          >
            <CloseIcon className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
