import { PageLayout } from '../../../components/layout/page-layout';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

/** SPEC §2 "Payment result (/payment-success)": the success and failure views come with the payment issue. */
export function PaymentResultScreen() {
  return (
    <PageLayout eyebrow="Payment" title="Payment Result" description="The outcome of your payment shows here after checkout.">
      <PendingNote>No payment has been made in this visit.</PendingNote>
      <LinkButton to={paths.home} variant="outline" className="mt-8">
        Back to home
      </LinkButton>
    </PageLayout>
  );
}
