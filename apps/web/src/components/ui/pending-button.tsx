import { Button, type ButtonProps } from './button';
import { SpinnerIcon } from './spinner';

export interface PendingButtonProps extends ButtonProps {
  /** The action is running: the button shows a spinner, is disabled and aria-busy. */
  pending: boolean;
  /** What a screen reader hears while pending, e.g. 'Adding to your cart'. */
  pendingLabel: string;
}

/**
 * `SubmitButton`'s pattern (decision 015) for a button that is not a form's submit (Add to Cart,
 * Save Design): while pending it shows a spinner, is disabled and aria-busy; its visible text
 * stays, so it does not jump. The caller still guards its handler against a second run (a click
 * can land before React has rendered the disabled state).
 */
export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && (
        <>
          <SpinnerIcon className="size-5" />
          <span className="sr-only">{`${pendingLabel}, `}</span>
        </>
      )}
      {children}
    </Button>
  );
}
