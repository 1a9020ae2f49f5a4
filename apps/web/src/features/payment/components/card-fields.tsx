import { Trans, useLingui } from '@lingui/react/macro';
import { CARD_BRAND_NAMES, CARD_BRANDS, formatCardNumber, formatCvcInput, formatExpiryInput, TEST_CARDS, type CardBrand, type CheckoutForm } from '@wallart/shared';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSharedText } from '../../../lib/shared-text';
import type { PlanCheckoutValues } from '../hooks/use-plan-checkout-form';
import { cardNumberInput, cvcInput, expiryInput } from '../utils/card-form';

/** The card-brand choice: one radio per brand, the chosen one outlined. */
export function CardBrandField({ brand, register }: { brand: CardBrand; register: UseFormRegister<PlanCheckoutValues> }) {
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-semibold text-ink-800">
        <Trans>Card type</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CARD_BRANDS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex h-12 cursor-pointer items-center justify-center rounded-[3px] border bg-paper-50 px-3 text-sm font-semibold text-ink-900 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500',
              brand === value ? 'border-terracotta-600 ring-1 ring-terracotta-600' : 'border-paper-300 hover:border-ink-900/40',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...register('cardBrand')} />
            {CARD_BRAND_NAMES[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The card as typed: number, expiry and CVC, each formatted as it is typed (the CVC by the brand's length). */
export function CardFields({ brand, control }: { brand: CardBrand; control: Control<PlanCheckoutValues, unknown, CheckoutForm> }) {
  const { t, i18n } = useLingui();
  const ts = useSharedText();
  const accepted = TEST_CARDS.alwaysSucceeds.number;
  const declined = TEST_CARDS.alwaysDeclines.number;
  const fieldError = (message: string | undefined) => message && ts(message);
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      <Controller
        control={control}
        name="cardNumber"
        render={({ field, fieldState }) => (
          <TextField
            className="sm:col-span-2"
            label={t`Card Number`}
            {...cardNumberInput}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            error={fieldError(fieldState.error?.message)}
            hint={t`Test cards: ${accepted} is accepted, ${declined} is declined.`}
          />
        )}
      />
      <Controller
        control={control}
        name="expiry"
        render={({ field, fieldState }) => (
          <TextField
            label={t`Expiry Date`}
            labelNote={t`(MM/YY)`}
            {...expiryInput(i18n)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatExpiryInput(event.target.value))}
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="cvc"
        render={({ field, fieldState }) => (
          <TextField
            label={t`CVC`}
            {...cvcInput(i18n, brand)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatCvcInput(brand, event.target.value))}
            error={fieldError(fieldState.error?.message)}
          />
        )}
      />
    </div>
  );
}
