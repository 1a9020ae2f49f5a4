import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  cents,
  checkoutTotals,
  consultationsFor,
  DESIGNER_CONTACT_HOURS,
  dollarsToCents,
  MESSAGES,
  pricePerSqFtCad,
  recommendPackage,
  type PackageResponse,
} from '@wallart/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import { moneyText, uiLocale, useLocaleFormat } from '../../../components/orders/locale-format';
import { useGetPackagesQuery } from '../../../lib/packages-api';
import { cartSquareFeet, cartSubtotalCents, selectCartItemCount, selectCartItems } from '../../../stores/cart-slice';
import { useAppSelector } from '../../../stores/hooks';
import { TotalsList } from '../../../components/orders/totals-list';

/** What checkout keeps of the chosen package: the order names it by id; the server prices it again. */
export interface ChosenPackage {
  id: string;
  name: string;
  /** Integer cents as the server listed it, or null when installation is quoted separately. */
  priceCents: number | null;
}

export interface PackageStepProps {
  /** The package chosen so far (kept when the customer comes back from payment). */
  initial: ChosenPackage | null;
  onCancel: () => void;
  onContinue: (pkg: ChosenPackage) => void;
}

/** A package of `GET /api/packages` (price in dollars, null by quote) as checkout shows and keeps it. */
function toOption(pkg: PackageResponse) {
  return { ...pkg, id: pkg._id, priceCents: pkg.price === null ? null : (dollarsToCents(pkg.price) as number) };
}
type PackageOption = ReturnType<typeof toOption>;

/** '12 sq ft', '12.25 sq ft' (the number in the UI's language). */
const sqFtText = (i18n: I18n, sqFt: number) => {
  const digits = Number.isInteger(sqFt) ? 0 : 2;
  const area = i18n.number(sqFt, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return i18n._(msg`${area} sq ft`);
};

/**
 * docs/product/cart-and-orders.md#checkout step 3, issue 13: the installation package, pre-selected by the cart's
 * total square feet (docs/product/cart-and-orders.md#package-selection: up to 100 Starter, up to 300 Professional, above that Enterprise;
 * `recommendPackage` over the list on sale), with the estimated price per square foot and the
 * consultations; the customer may pick another. The packages and their prices are the server's
 * (`GET /api/packages`, which an admin edits), so what is shown is what checkout charges; while
 * they load the step says so, and if they cannot be loaded it offers to try again.
 * A package without a price (Enterprise) is quoted separately and only the artwork is charged.
 */
export function PackageStep(props: PackageStepProps) {
  const { t } = useLingui();
  const { data, isLoading, isError, isFetching, refetch } = useGetPackagesQuery();
  if (isLoading) return <Spinner label={t`Loading the packages`} className="py-10" />;
  if (isError || !data) {
    return (
      <>
        <Alert title={t`The packages could not be loaded`}>
          <p>
            <Trans>The studio&rsquo;s price list is not reachable right now. Check your connection and try again.</Trans>
          </p>
          <Button variant="outline" size="sm" className="mt-3" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t`Trying again…` : t`Try again`}
          </Button>
        </Alert>
        <div className="mt-6 flex justify-end">
          <Button variant="ghost" onClick={props.onCancel}>
            Back to cart
          </Button>
        </div>
      </>
    );
  }
  return <PackageChoice {...props} options={data.map(toOption)} />;
}

function PackageChoice({ initial, onCancel, onContinue, options }: PackageStepProps & { options: PackageOption[] }) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const { money, locale } = useLocaleFormat();
  const items = useAppSelector(selectCartItems);
  const itemCount = useAppSelector(selectCartItemCount);
  const sqFt = cartSquareFeet(items);
  const recommended = recommendPackage(options, sqFt)?.id ?? null;
  // Null until the customer picks: the recommendation follows the cart until then.
  const [picked, setPicked] = useState<string | null>(initial?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  // A package picked earlier that is no longer on sale falls back to the recommendation.
  const pkg = options.find((p) => p.id === picked) ?? options.find((p) => p.id === recommended) ?? null;
  const chosen = pkg?.id ?? null;
  const totals = checkoutTotals(cartSubtotalCents(items), pkg?.priceCents == null ? null : cents(pkg.priceCents));
  const area = sqFtText(i18n, sqFt);
  // English as the spec writes it ('CAD 20'); another language its own money ('20,00 $').
  const rate = uiLocale(locale) === 'en' ? `CAD ${pricePerSqFtCad(sqFt)}` : moneyText(locale, cents(pricePerSqFtCad(sqFt) * 100));
  const contactHours = DESIGNER_CONTACT_HOURS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg) {
      setError(MESSAGES.orders.selectPackage);
      return;
    }
    onContinue({ id: pkg.id, name: pkg.name, priceCents: pkg.priceCents });
  };

  if (options.length === 0) {
    return (
      <>
        <p className="text-ink-700">
          <Trans>No installation packages are offered at the moment. Please contact the studio for a quote.</Trans>
        </p>
        <div className="mt-6 flex justify-end">
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Back to cart</Trans>
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <p className="-mt-2 text-sm leading-relaxed text-ink-600">
        <Trans>
          Your artwork covers <strong className="text-ink-900">{area}</strong>, an estimated{' '}
          <strong className="text-ink-900">{rate} per sq ft</strong> to install. We picked the package that fits; choose another if you
          like.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate className="mt-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">
            <Trans>Installation package</Trans>
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {options.map((option) => {
              const selected = option.id === chosen;
              const consultations = consultationsFor(option.consultations, itemCount);
              const coverage = option.coverageSqFt === null ? null : i18n.number(option.coverageSqFt, { useGrouping: false });
              const warrantyYears = option.warrantyYears;
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
                    value={option.id}
                    checked={selected}
                    // Back from the payment step the dialog stays open: focus returns to the choice. On opening,
                    // the dialog itself moves focus in (and remembers Proceed to Checkout to return to).
                    autoFocus={selected && initial !== null}
                    onChange={() => {
                      setPicked(option.id);
                      setError(null);
                    }}
                    className="sr-only"
                    aria-describedby={`package-${option.id}-details`}
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
                  {option.id === recommended && (
                    <span className="mt-1 w-fit whitespace-nowrap rounded-full bg-sage-600 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-paper-50 uppercase">
                      <Trans>Fits {area}</Trans>
                    </span>
                  )}
                  <span id={`package-${option.id}-details`} className="mt-3 space-y-1 text-sm text-ink-700">
                    <span className="block font-semibold text-ink-900">
                      {option.priceCents === null ? t`Quoted separately` : money(cents(option.priceCents), { currency: 'CAD' })}
                    </span>
                    <span className="block">{coverage === null ? t`Unlimited coverage` : t`Up to ${coverage} sq ft`}</span>
                    <span className="block">
                      {option.consultations === null ? t`Unlimited consultations` : t`${plural(consultations, { other: '# design consultations' })}`}
                    </span>
                    <span className="block">{t`${plural(warrantyYears, { other: '#-year warranty' })}`}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {pkg?.priceCents === null && (
          <p className="mt-4 rounded-[3px] border border-brass-400/60 bg-brass-200/30 p-3 text-sm leading-relaxed text-ink-800" role="note">
            <Trans>
              Installation for Enterprise projects is quoted separately: a project manager contacts you within {contactHours} hours. Only the
              artwork is charged now.
            </Trans>
          </p>
        )}

        <TotalsList totals={totals} packageName={pkg?.name ?? null} quoted={pkg?.priceCents === null} className="mt-5 rounded-[3px] bg-paper-200/60 p-4" />

        {error && <Alert className="mt-4" title={ts(error)} />}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Back to cart</Trans>
          </Button>
          <Button type="submit">
            <Trans>Continue to payment</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
