import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, PLAN_MESSAGES, type Subscription } from '@wallart/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error';
import { useSharedText } from '../../../lib/shared-text';
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
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const packageName = subscription.packageId.name;

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    const result = await cancel({ id: subscription._id, userId });
    busy.current = false;
    if (result.error) {
      setFailure(cancelFailureText(i18n, result.error));
      return;
    }
    toast.success(t`Your ${packageName} subscription is cancelled.`);
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
      title={t`Cancel Subscription`}
      description={ts(PLAN_MESSAGES.cancelConfirm)}
    >
      <div className="space-y-5">
        {failure && <Alert title={ts(MESSAGES.subscriptions.cancelFailed)}>{ts(failure)}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isLoading} onClick={() => {
              setFailure(null);
              onOpenChange(false);
            }}>
            <Trans>Keep Subscription</Trans>
          </Button>
          <PendingButton pending={isLoading} pendingLabel={t`Cancelling your subscription`} className="bg-danger-700 hover:bg-danger-700/90" onClick={() => void confirm()}>
            <Trans>Cancel Subscription</Trans>
          </PendingButton>
        </div>
      </div>
    </Dialog>
  );
}

function cancelFailureText(i18n: I18n, error: unknown): string {
  const failure = describeApiError(error);
  // MESSAGES.subscriptions.errorWhile composes an English fragment, which no catalog can translate: the whole sentence is worded here.
  if (failure.kind === 'network') return i18n._(msg`An error occurred while cancelling the subscription. Check your connection and try again.`);
  if (failure.kind === 'server' && failure.status < 500 && failure.message) return failure.message;
  return MESSAGES.api.internal;
}
