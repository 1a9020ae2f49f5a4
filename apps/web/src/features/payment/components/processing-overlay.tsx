import { MESSAGES } from '@wallart/shared';
import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { useSharedText } from '../../../lib/shared-text';

/**
 * docs/product/plans.md#payment-process: after Proceed, a full-screen spinner 'Processing Your Payment...' /
 * "Please Don't Close This Window". A modal alert dialog, so a screen reader announces it, focus
 * stays in it and nothing behind it can be pressed; it cannot be dismissed (Escape, a click
 * outside): it closes when the payment has an answer.
 */
export function ProcessingOverlay({ open }: { open: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  const ts = useSharedText();
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/85 backdrop-blur-sm" />
        <AlertDialog.Content
          aria-busy="true"
          // Radix hides the page behind from assistive technology; aria-modal says so to those that read it.
          aria-modal="true"
          ref={content}
          tabIndex={-1}
          onEscapeKeyDown={(event) => event.preventDefault()}
          // An alert dialog focuses its Cancel button, and this one has none: focus the dialog itself,
          // so a screen reader reads its title and description and Tab stays inside.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus({ preventScroll: true });
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center px-6 text-center text-paper-50 focus:outline-none"
        >
          <SpinnerIcon className="size-14 text-brass-300" />
          <AlertDialog.Title className="mt-8 font-display text-3xl sm:text-4xl">{ts(MESSAGES.payment.processing)}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-base text-paper-100/85">{ts(MESSAGES.payment.doNotClose)}</AlertDialog.Description>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
