import { MESSAGES, PLAN_MESSAGES, type Subscription } from '@wallart/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error';
import { useCancelSubscriptionMutation } from '../api/cancel-subscription';

export interface CancelSubscriptionDialogProps {
  subscription: Subscription;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Cancel Subscription asks first (issue 18: PLAN_MESSAGES.cancelConfirm). Keep comes first and takes
 * focus, so Enter never cancels by accident; a failure says 'Failed to cancel subscription' (docs/product/messages.md#subscriptions) and why.
 */
export function CancelSubscriptionDialog({ subscription, userId, open, onOpenChange }: CancelSubscriptionDialogProps) {
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    const result = await cancel({ id: subscription._id, userId });
    busy.current = false;
    if (result.error) {
      setFailure(cancelFailureText(result.error));
      return;
    }
    toast.success(`Your ${subscription.packageId.name} subscription is cancelled.`);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isLoading) return;
        // Asked again later, the question starts without the last failure.
        setFailure(null);
        onOpenChange(next);
      }}
      title="Cancel Subscription"
      description={PLAN_MESSAGES.cancelConfirm}
    >
      <div className="space-y-5">
        {failure && <Alert title={MESSAGES.subscriptions.cancelFailed}>{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isLoading} onClick={() => {
              setFailure(null);
              onOpenChange(false);
            }}>
            Keep Subscription
          </Button>
          <PendingButton pending={isLoading} pendingLabel="Cancelling your subscription" className="bg-danger-700 hover:bg-danger-700/90" onClick={() => void confirm()}>
            Cancel Subscription
          </PendingButton>
        </div>
      </div>
    </Dialog>
  );
}

function cancelFailureText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'network') return MESSAGES.subscriptions.errorWhile('cancelling the subscription. Check your connection and try again.');
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}
