import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@wallart/shared';
import { ContactForm } from '../../../components/contact/contact-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, CheckIcon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { SpinnerIcon } from '../../../components/ui/spinner';
import { useAppSelector } from '../../../stores/hooks';
import { selectCurrentUser } from '../../../stores/user-slice';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { invoiceErrorText, orderHelpMessage } from '../utils/order-details';

/**
 * Close, Download Invoice and Need Help. The invoice is fetched with the session token and saved
 * under the server's file name; the button shows progress and a failure says what happened.
 */
export function InvoiceAndActions({
  order,
  displayId,
  onClose,
  onNeedHelp,
  focusNeedHelp,
}: {
  order: Order;
  displayId: string;
  onClose: () => void;
  onNeedHelp: () => void;
  focusNeedHelp: boolean;
}) {
  const { save, isLoading, isSuccess, error, saved, needHelpRef } = useInvoiceDownload({ orderId: order._id, displayId, focusNeedHelp });
  const { t, i18n } = useLingui();

  return (
    <div className="space-y-4 border-t border-paper-300 pt-6">
      {error && !isLoading && <Alert title={t`The invoice could not be downloaded`}>{invoiceErrorText(error, i18n)}</Alert>}
      <p className="sr-only" role="status">
        {isLoading ? t`Preparing your invoice…` : isSuccess && saved ? t`Invoice saved as ${saved}.` : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button ref={needHelpRef} variant="outline" onClick={onNeedHelp}>
            <Trans>Need Help</Trans>
          </Button>
          <Button onClick={() => void save()} disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? <SpinnerIcon className="size-5" /> : isSuccess && saved ? <CheckIcon className="size-5" /> : null}
            {isLoading ? t`Preparing invoice…` : t`Download Invoice`}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Need Help: the studio's contact form, prefilled with who is asking and which order it is about. */
export function OrderHelp({ order, onBack }: { order: Order; onBack: () => void }) {
  const user = useAppSelector(selectCurrentUser);
  const { t, i18n } = useLingui();
  const message = orderHelpMessage(order, i18n);
  return (
    <div className="space-y-5">
      <Notice>
        <Trans>
          Your message goes to the studio with this order&rsquo;s id, so we know which one you mean. A designer answers within 24 hours.
        </Trans>
      </Notice>
      <ContactForm
        framed={false}
        focusMessage
        suggestedMessage={message}
        messageHint={t`Tell us what is wrong or what you would like to change.`}
        sender={user ? { name: user.name, email: user.email } : undefined}
      />
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <ArrowLeftIcon className="size-4.5" /> <Trans>Back to the order</Trans>
      </Button>
    </div>
  );
}
