import { Button, type ButtonProps } from './button';
import { SpinnerIcon } from './spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is being sent: the button shows a spinner, is disabled and aria-busy. */
  pending: boolean;
  /** What a screen reader hears while pending, e.g. 'Signing in'. */
  pendingLabel: string;
}

/**
 * The one submit button (decision 015). While pending it shows a spinner, is disabled (so a second
 * press cannot send the form twice) and aria-busy; its visible text stays, so it does not jump.
 */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
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
