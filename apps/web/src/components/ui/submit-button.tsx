import { PendingButton, type PendingButtonProps } from './pending-button';

export type SubmitButtonProps = Omit<PendingButtonProps, 'type'>;

/**
 * The one submit button (decision 015): a `PendingButton` that submits its form. While pending it
 * shows a spinner, is disabled (so a second press cannot send the form twice) and aria-busy; its
 * visible text stays, so it does not jump.
 */
export function SubmitButton(props: SubmitButtonProps) {
  return <PendingButton type="submit" {...props} />;
}
