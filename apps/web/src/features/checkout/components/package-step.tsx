import {
  cents,
  checkoutTotals,
  consultationsFor,
  DESIGNER_CONTACT_HOURS,
  formatMoney,
  MESSAGES,
  pricePerSqFtCad,
  selectPackageBySquareFeet,
  SERVICE_PACKAGES,
  type ServicePackage,
} from '@wallart/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { cartSquareFeet, cartSubtotalCents, selectCartItemCount, selectCartItems } from '../../../stores/cart-slice';
import { useAppSelector } from '../../../stores/hooks';
import { TotalsList } from '../../../components/orders/totals-list';

export interface PackageStepProps {
  /** The package chosen so far (kept when the customer comes back from payment). */
  initial: ServicePackage | null;
  onCancel: () => void;
  onContinue: (pkg: ServicePackage) => void;
}

const sqFtText = (sqFt: number) => `${Number.isInteger(sqFt) ? sqFt : sqFt.toFixed(2)} sq ft`;

/**
 * SPEC §4 "Checkout flow" step 3, issue 13: the installation package, pre-selected by the cart's
 * total square feet (SPEC §9: up to 100 Starter, up to 300 Professional, above that Enterprise),
 * with the estimated price per square foot and the consultations; the customer may pick another.
 * Enterprise has no price: installation is quoted separately and only the artwork is charged.
 */
export function PackageStep({ initial, onCancel, onContinue }: PackageStepProps) {
  const items = useAppSelector(selectCartItems);
  const itemCount = useAppSelector(selectCartItemCount);
  const sqFt = cartSquareFeet(items);
  const recommended = selectPackageBySquareFeet(sqFt);
  // Null until the customer picks: the recommendation follows the cart until then.
  const [picked, setPicked] = useState<string | null>(initial?.slug ?? null);
  const [error, setError] = useState<string | null>(null);
  const chosen = picked ?? recommended;
  const pkg = SERVICE_PACKAGES.find((p) => p.slug === chosen) ?? null;
  const totals = checkoutTotals(cartSubtotalCents(items), pkg?.priceCents == null ? null : cents(pkg.priceCents));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg) {
      setError(MESSAGES.orders.selectPackage);
      return;
    }
    onContinue(pkg);
  };

  return (
    <>
      <p className="-mt-2 text-sm leading-relaxed text-ink-600">
        Your artwork covers <strong className="text-ink-900">{sqFtText(sqFt)}</strong>, an estimated{' '}
        <strong className="text-ink-900">CAD {pricePerSqFtCad(sqFt)} per sq ft</strong> to install. We picked the package that fits; choose
        another if you like.
      </p>
      <form onSubmit={submit} noValidate className="mt-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Installation package</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {SERVICE_PACKAGES.map((option) => {
              const selected = option.slug === chosen;
              const consultations = consultationsFor(option.consultations, itemCount);
              return (
                <label
                  key={option.id}
                  className={cn(
                    'relative flex cursor-pointer flex-col rounded-[3px] border bg-paper-50 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
                    selected ? 'border-terracotta-600 ring-1 ring-terracotta-600' : 'border-paper-300 hover:border-ink-900/40',
                  )}
                >
                  <input
                    type="radio"
                    name="package"
                    value={option.slug}
                    checked={selected}
                    // Back from the payment step the dialog stays open: focus returns to the choice. On opening,
                    // the dialog itself moves focus in (and remembers Proceed to Checkout to return to).
                    autoFocus={selected && initial !== null}
                    onChange={() => {
                      setPicked(option.slug);
                      setError(null);
                    }}
                    className="sr-only"
                    aria-describedby={`package-${option.slug}-details`}
                  />
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-display text-xl text-ink-900">{option.name}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-1 grid size-5 shrink-0 place-items-center rounded-full border',
                        selected ? 'border-terracotta-600 bg-terracotta-600 text-paper-50' : 'border-ink-900/30',
                      )}
                    >
                      {selected && <CheckIcon className="size-3.5" />}
                    </span>
                  </span>
                  {option.slug === recommended && (
                    <span className="mt-1 w-fit whitespace-nowrap rounded-full bg-sage-600 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-paper-50 uppercase">
                      Fits {sqFtText(sqFt)}
                    </span>
                  )}
                  <span id={`package-${option.slug}-details`} className="mt-3 space-y-1 text-sm text-ink-700">
                    <span className="block font-semibold text-ink-900">
                      {option.priceCents === null ? 'Quoted separately' : formatMoney(cents(option.priceCents), { currency: 'CAD' })}
                    </span>
                    <span className="block">{option.coverageSqFt === null ? 'Unlimited coverage' : `Up to ${option.coverageSqFt} sq ft`}</span>
                    <span className="block">
                      {option.consultations === null ? `Unlimited consultations` : `${consultations} design consultations`}
                    </span>
                    <span className="block">{option.warrantyYears}-year warranty</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {pkg?.priceCents === null && (
          <p className="mt-4 rounded-[3px] border border-brass-400/60 bg-brass-200/30 p-3 text-sm leading-relaxed text-ink-800" role="note">
            Installation for Enterprise projects is quoted separately: a project manager contacts you within {DESIGNER_CONTACT_HOURS} hours.
            Only the artwork is charged now.
          </p>
        )}

        <TotalsList totals={totals} packageName={pkg?.name ?? null} quoted={pkg?.priceCents === null} className="mt-5 rounded-[3px] bg-paper-200/60 p-4" />

        {error && <Alert className="mt-4" title={error} />}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Back to cart
          </Button>
          <Button type="submit">Continue to payment</Button>
        </div>
      </form>
    </>
  );
}
