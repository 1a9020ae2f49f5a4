import { PageLayout } from '../../../components/layout/page-layout';
import { LinkButton } from '../../../components/ui/link-button';
import { PendingNote } from '../../../components/ui/pending-note';
import { paths } from '../../../config/paths';

/** SPEC §2 "Payment process (/payment-process)": the order summary comes with the payment issue. */
export function PaymentProcessScreen() {
  return (
    <PageLayout eyebrow="Payment" title="Order Summary" description="Your plan, the service fee and your order number before the payment is processed.">
      <PendingNote>There is no order in progress. Choose a plan to start one.</PendingNote>
      <LinkButton to={{ pathname: paths.home, hash: '#about' }} state={{ scrollToSection: 'about' }} variant="outline" className="mt-8">
        See the packages
      </LinkButton>
    </PageLayout>
  );
}
