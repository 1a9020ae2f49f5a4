import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_CART_QUANTITY } from '@wallart/shared';
import { useLocaleFormat } from '../../../components/orders/locale-format';
import { CloseIcon } from '../../../components/ui/icons';
import { itemDesignOptions, lineTotalCents, removeItem, stepQuantity, unitPriceCents, type CartItem } from '../../../stores/cart-slice';
import { useAppDispatch } from '../../../stores/hooks';

const stepClass =
  'grid size-10 place-items-center text-lg font-semibold text-ink-800 transition-colors hover:bg-paper-200 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-terracotta-500';

/** Feet as the customer reads them: 2 ft, 2.5 ft (2,5 ft in French). */
const feet = (i18n: I18n, value: number) => {
  const digits = Number.isInteger(value) ? 0 : 1;
  const amount = i18n.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return i18n._(msg`${amount} ft`);
};

/**
 * One cart line (docs/product/cart-and-orders.md#cart-lines): the preview (or 'No Image'), name, style, canvas size, description,
 * quantity −/+ (never below 1, docs/product/cart-and-orders.md#cart-actions), the line total and remove. Each control is one change,
 * one request for a signed-in cart (decision 027).
 */
export function CartLineRow({ item }: { item: CartItem }) {
  const { t, i18n } = useLingui();
  const { money } = useLocaleFormat();
  const dispatch = useAppDispatch();
  const options = itemDesignOptions(item);
  const dimensions = options.canvasSize === 'Custom' ? item.options.dimensions : undefined;
  const notChosen = t`Not chosen`;
  let size = options.canvasSize || notChosen;
  if (dimensions) {
    const width = feet(i18n, dimensions.width);
    const height = feet(i18n, dimensions.height);
    size = t`Custom (${width} × ${height})`;
  }
  const name = item.name;
  const unitPrice = money(unitPriceCents(item));

  return (
    <li className="frame grid grid-cols-[6rem_minmax(0,1fr)] gap-4 rounded-[3px] p-4 sm:grid-cols-[8.5rem_minmax(0,1fr)_auto] sm:gap-6 sm:p-5" data-testid="cart-line">
      <div className="aspect-[4/5] overflow-hidden rounded-[2px] border border-paper-300 bg-paper-200">
        {item.image ? (
          <img src={item.image} alt={t`Preview of ${name}`} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="grid size-full place-items-center text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <Trans>No Image</Trans>
          </div>
        )}
      </div>

      <div className="min-w-0">
        <h3 className="font-display text-xl leading-tight text-ink-900">{item.name}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-600">
            <Trans>Style</Trans>
          </dt>
          <dd className="text-ink-800">{options.artStyle || notChosen}</dd>
          <dt className="text-ink-600">
            <Trans>Canvas</Trans>
          </dt>
          <dd className="text-ink-800">{size}</dd>
          {options.frameStyle && (
            <>
              <dt className="text-ink-600">
                <Trans>Frame</Trans>
              </dt>
              <dd className="text-ink-800">{options.frameStyle}</dd>
            </>
          )}
        </dl>
        {item.description && <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-ink-600">{item.description}</p>}

        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
          <div role="group" aria-label={t`Quantity of ${name}`} className="inline-flex items-center overflow-hidden rounded-[3px] border border-ink-900/20 bg-paper-50">
            <button
              type="button"
              className={stepClass}
              aria-label={t`Decrease quantity`}
              disabled={item.quantity <= 1}
              onClick={() => dispatch(stepQuantity({ id: item.id, by: -1 }))}
            >
              −
            </button>
            <output className="min-w-10 text-center font-semibold text-ink-900 tabular-nums" aria-live="polite" aria-label={t`Quantity`}>
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepClass}
              aria-label={t`Increase quantity`}
              disabled={item.quantity >= MAX_CART_QUANTITY}
              onClick={() => dispatch(stepQuantity({ id: item.id, by: 1 }))}
            >
              +
            </button>
          </div>
          <span className="text-sm text-ink-600 tabular-nums">{t`${unitPrice} each`}</span>
        </div>
      </div>

      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-paper-300 pt-3 sm:col-span-1 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <p className="font-display text-2xl text-ink-900 tabular-nums" data-testid="line-total">
          <span className="sr-only">{t`Line total`} </span>
          {money(lineTotalCents(item))}
        </p>
        <button
          type="button"
          onClick={() => dispatch(removeItem(item.id))}
          className="inline-flex h-9 items-center gap-1.5 rounded-[3px] px-2.5 text-sm font-semibold text-ink-600 transition-colors hover:bg-danger-50 hover:text-danger-700"
          aria-label={t`Remove ${name} from cart`}
        >
          <CloseIcon className="size-4" /> <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
