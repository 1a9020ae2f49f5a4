import { useLocation } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout';
import { CheckIcon } from '../../../components/ui/icons';
import { PendingNote } from '../../../components/ui/pending-note';
import { planFromState } from '../utils/default-plan';

/** SPEC §2 "Checkout (/payment)": '{plan title} Checkout' with the plan summary. The payment form comes with the checkout issue. */
export function CheckoutScreen() {
  const location = useLocation();
  const plan = planFromState(location.state);
  return (
    <PageLayout eyebrow="Checkout" title={`${plan.title} Checkout`} description="Review your plan. Contact and payment details follow.">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PendingNote className="self-start">Online payment is not open yet. To book this plan now, contact the studio.</PendingNote>
        <aside aria-labelledby="plan-summary" className="frame p-6">
          <h2 id="plan-summary" className="text-2xl font-medium">
            {plan.title}
          </h2>
          {plan.description && <p className="mt-1 text-sm text-ink-600">{plan.description}</p>}
          <p className="mt-4 flex items-baseline gap-2 border-b border-paper-300 pb-4">
            <span className="font-display text-4xl">{plan.price}</span>
            <span className="text-sm text-ink-600">{plan.period}</span>
          </p>
          <ul className="mt-4 space-y-2.5 text-sm text-ink-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-sage-600" />
                {feature}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </PageLayout>
  );
}
